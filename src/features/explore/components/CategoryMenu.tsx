import { Suspense, useRef, useState } from 'react';
import { useExploreT } from '../i18n';
import Button from '@mui/material/Button';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDownOutlined';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import type { CategoryNode } from '../types';

// The dropdown (Popper, panel) is not needed for the first paint of `/`: it loads when the pointer or
// focus reaches the button, so it is there by the time the click lands.
const CategoryPopover = lazyWithPreload(() => import('./CategoryPopover'));

interface CategoryMenuProps {
  categories: readonly CategoryNode[];
  /** Set when the categories could not be loaded. */
  onRetry?: () => void;
  selected: readonly string[];
  onToggle: (categoryId: string) => void;
}

/** The category button and its dropdown; a click outside (or Escape) closes it. */
export function CategoryMenu({ categories, onRetry, selected, onToggle }: CategoryMenuProps) {
  const t = useExploreT();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        ref={anchor}
        data-tour="explore-category"
        color="inherit"
        startIcon={<CategoryOutlinedIcon />}
        endIcon={<KeyboardArrowDownIcon />}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={() => void CategoryPopover.preload()}
        onFocus={() => void CategoryPopover.preload()}
        onClick={() => setOpen((value) => !value)}
      >
        {t('explore.category')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CategoryPopover
            anchor={anchor}
            categories={categories}
            onRetry={onRetry}
            selected={selected}
            onToggle={onToggle}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

import { useCallback, useRef, useState } from 'react';
import { Button, ClickAwayListener, Popper } from '@mui/material';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { CategoryNode } from '../types';
import { CategoryPanel } from './CategoryPanel';

interface CategoryMenuProps {
  categories: readonly CategoryNode[];
  selected: readonly string[];
  onToggle: (categoryId: string) => void;
}

/** The category button and its dropdown; a click outside (or Escape) closes it. */
export function CategoryMenu({ categories, selected, onToggle }: CategoryMenuProps) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The panel lives in a portal (the bar clips overflow), so focus is moved into it for keyboard users
  // as soon as it is attached.
  // A stable callback, so re-renders (a toggled category) do not pull focus back to the first button.
  const focusFirst = useCallback((element: HTMLDivElement | null) => {
    element?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <>
      <Button
        ref={anchor}
        color="inherit"
        startIcon={<CategoryOutlinedIcon />}
        endIcon={<KeyboardArrowDownIcon />}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
      >
        Category
      </Button>
      <Popper open={open} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: 'modal' }}>
        <ClickAwayListener
          onClickAway={(event) => {
            if (!anchor.current?.contains(event.target as Node)) setOpen(false);
          }}
        >
          <div
            ref={focusFirst}
            role="dialog"
            aria-label="Categories"
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setOpen(false);
                anchor.current?.focus();
              }
            }}
          >
            <CategoryPanel categories={categories} selected={selected} onToggle={onToggle} />
          </div>
        </ClickAwayListener>
      </Popper>
    </>
  );
}

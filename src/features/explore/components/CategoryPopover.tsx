import { useCallback, type RefObject } from 'react';
import { useExploreT } from '../i18n';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Popper from '@mui/material/Popper';
import type { CategoryNode } from '../types';
import { CategoryPanel } from './CategoryPanel';

export interface CategoryPopoverProps {
  anchor: RefObject<HTMLButtonElement | null>;
  categories: readonly CategoryNode[];
  onRetry?: () => void;
  selected: readonly string[];
  onToggle: (categoryId: string) => void;
  onClose: () => void;
}

/** The open category dropdown: its own chunk, fetched when the Category button is approached. */
export default function CategoryPopover({
  anchor,
  categories,
  onRetry,
  selected,
  onToggle,
  onClose,
}: CategoryPopoverProps) {
  const t = useExploreT();
  // The panel lives in a portal (the bar clips overflow), so focus is moved into it for keyboard users
  // as soon as it is attached. A stable callback, so re-renders (a toggled category) do not pull focus
  // back to the first button.
  const focusFirst = useCallback((element: HTMLDivElement | null) => {
    element?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <Popper open anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: 'modal' }}>
      <ClickAwayListener
        onClickAway={(event) => {
          if (!anchor.current?.contains(event.target as Node)) onClose();
        }}
      >
        <div
          ref={focusFirst}
          role="dialog"
          aria-label={t('explore.categories')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              onClose();
              anchor.current?.focus();
            }
          }}
        >
          <CategoryPanel categories={categories} onRetry={onRetry} selected={selected} onToggle={onToggle} />
        </div>
      </ClickAwayListener>
    </Popper>
  );
}

import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { TOP_BAR_HEIGHT_PX } from '../constants';
import type { ExploreTab } from '../filters';
import { useExploreT } from '../i18n';

const TABS = [
  { value: 'all', label: 'explore.all' },
  { value: 'styles', label: 'explore.styles' },
  { value: 'images', label: 'explore.images' },
] as const satisfies readonly { value: ExploreTab; label: string }[];

const NEXT: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % TABS.length,
  ArrowLeft: (index) => (index - 1 + TABS.length) % TABS.length,
  Home: () => 0,
  End: () => TABS.length - 1,
};

/**
 * All / Styles / Images. A plain WAI-ARIA tab list (MUI Tabs' scroll machinery costs 4 KB gzip on the
 * first page for three fixed tabs): arrows, Home and End move focus, Enter or Space selects, and
 * selecting the current tab reloads it too (spec 1 §4).
 */
export function GalleryTabs({ value, onSelect }: { value: ExploreTab; onSelect: (tab: ExploreTab) => void }) {
  const t = useExploreT();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = NEXT[event.key];
    if (!next) return;
    event.preventDefault();
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next(index)]?.focus();
  };
  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={t('explore.kind')}
      // On a phone the tabs have their own row: a longer language wraps inside a tab rather than past the screen.
      sx={{ display: 'flex', alignSelf: 'stretch', maxWidth: '100%' }}
    >
      {TABS.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{
              minWidth: 64,
              height: TOP_BAR_HEIGHT_PX,
              px: 2,
              typography: 'button',
              whiteSpace: 'normal',
              color: 'inherit',
              opacity: selected ? 1 : 0.7,
              borderBottom: 2,
              borderColor: selected ? 'primary.light' : 'transparent',
              '&:hover': { opacity: 1 },
              '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: -4 },
            }}
          >
            {t(tab.label)}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

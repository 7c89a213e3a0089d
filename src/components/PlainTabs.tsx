import { useRef, type ElementType, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { elevation, neutral, radius } from '@/theme/tokens';

export interface PlainTab<T extends string> {
  value: T;
  label: string;
  id?: string;
  /** The id of the panel the tab shows. */
  controls?: string;
  /** The tab is a link to this in-app path (rendered with the list's `linkComponent`). */
  to?: string;
  /** The onboarding tour's anchor. */
  tour?: string;
}

export interface PlainTabsProps<T extends string> {
  tabs: readonly PlainTab<T>[];
  value: T;
  onChange?: (value: T) => void;
  /** The router's Link, for tabs that are links (each tab its own URL). */
  linkComponent?: ElementType;
  /** Stretch the tabs over the whole row (phones, a side panel). */
  fullWidth?: boolean;
  'aria-label': string;
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The one tab style (issue 43): a segmented control — the tabs on a quiet track, the current one raised on paper.
 * Compact enough for four tabs in one row of a 390 px phone; scrolls sideways when still narrower. Kept as our own
 * component for the design, not for bytes (issue 44 §2): MUI's Tabs draw an underline indicator that they measure
 * and animate, and MUI's segmented control (ToggleButtonGroup) is a group of pressed buttons, not a tab list with
 * panels. This is the WAI-ARIA tab pattern: arrows, Home and End move focus, Enter or Space selects.
 */
export function PlainTabs<T extends string>({
  tabs,
  value,
  onChange,
  linkComponent,
  fullWidth = false,
  ...rest
}: PlainTabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = NEXT[event.key];
    if (!next) return;
    event.preventDefault();
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next(index, tabs.length)]?.focus();
  };
  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={rest['aria-label']}
      sx={{
        display: fullWidth ? 'flex' : 'inline-flex',
        // In a flex column the track keeps its tabs' width instead of stretching across the row.
        alignSelf: fullWidth ? 'stretch' : 'flex-start',
        maxWidth: '100%',
        p: { xs: 0.375, sm: 0.5 },
        gap: { xs: 0.25, sm: 0.5 },
        bgcolor: neutral[100],
        borderRadius: `${radius.md + 2}px`,
        whiteSpace: 'nowrap',
        overflowX: 'auto',
        overflowY: 'hidden',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        const link = tab.to && linkComponent ? { component: linkComponent, to: tab.to } : {};
        return (
          <ButtonBase
            key={tab.value}
            {...link}
            id={tab.id}
            data-tour={tab.tour}
            role="tab"
            aria-selected={selected}
            aria-controls={tab.controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange?.(tab.value)}
            onKeyDown={(event: KeyboardEvent) => onKeyDown(event, index)}
            sx={{
              typography: 'button',
              // Four tabs whole on a 320 px phone (the personal space's), the size of a button elsewhere.
              fontSize: { xs: '0.8125rem', sm: '0.875rem' },
              lineHeight: 1.25,
              flex: fullWidth ? '1 1 0' : '0 0 auto',
              minWidth: 0,
              minHeight: 36,
              px: { xs: 1, sm: 2 },
              py: 1,
              borderRadius: `${radius.md - 2}px`,
              textAlign: 'center',
              color: selected ? 'text.primary' : 'text.secondary',
              bgcolor: selected ? 'background.paper' : 'transparent',
              boxShadow: selected ? elevation.raised : 'none',
              transition: 'background-color 120ms, color 120ms',
              '&:hover': { color: 'text.primary' },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

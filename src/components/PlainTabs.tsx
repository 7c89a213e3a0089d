import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { ACCESSIBLE_BLUE } from '@/theme/customizations/accessibleBlue';

export interface PlainTab<T extends string> {
  value: T;
  label: string;
  id?: string;
  /** The onboarding tour's anchor. */
  tour?: string;
}

export interface PlainTabsProps<T extends string> {
  tabs: readonly PlainTab<T>[];
  value: T;
  onChange: (value: T) => void;
  'aria-label': string;
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A row of text tabs that looks like MUI's standard Tabs (48 px tall, button type, the selected one blue with a
 * 2 px bar under it) without its scroll machinery and indicator measuring, 5 KB gzip a screen downloads before its
 * first paint (docs/performance.md, "Route weight"). A WAI-ARIA tab list: arrows, Home and End move focus, Enter or
 * Space selects; it scrolls sideways when narrower than its tabs.
 */
export function PlainTabs<T extends string>({ tabs, value, onChange, ...rest }: PlainTabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = NEXT[event.key];
    if (!next) return;
    event.preventDefault();
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next(index, tabs.length)]?.focus();
  };
  return (
    <Box sx={{ display: 'flex', minHeight: 48, overflow: 'hidden' }}>
      <Box
        ref={list}
        role="tablist"
        aria-label={rest['aria-label']}
        sx={{
          display: 'flex',
          flex: '1 1 auto',
          whiteSpace: 'nowrap',
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <ButtonBase
              key={tab.value}
              id={tab.id}
              data-tour={tab.tour}
              role="tab"
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              sx={{
                typography: 'button',
                lineHeight: 1.25,
                minWidth: 90,
                maxWidth: 360,
                minHeight: 48,
                flexShrink: 0,
                px: 2,
                py: 1.5,
                position: 'relative',
                overflow: 'hidden',
                whiteSpace: 'normal',
                textAlign: 'center',
                color: selected ? ACCESSIBLE_BLUE : 'text.secondary',
              }}
            >
              {tab.label}
              {selected && (
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    bottom: 0,
                    height: 2,
                    bgcolor: 'primary.main',
                  }}
                />
              )}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}

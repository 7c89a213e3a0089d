import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { MODELING_TABS, MODELING_TEXT, type ModelingTab } from '../constants';

const TABS: { key: ModelingTab; label: string; id: string }[] = [
  { key: MODELING_TABS.photos, label: MODELING_TEXT.tabPrototype, id: 'modeling-tab-photos' },
  { key: MODELING_TABS.video, label: MODELING_TEXT.tabVideo, id: 'modeling-tab-video' },
];

export const tabPanelId = (key: ModelingTab) => `modeling-panel-${key}`;
export const tabId = (key: ModelingTab) => TABS.find((tab) => tab.key === key)?.id ?? '';

/** Spec 3 §2.4: the custom two-tab control, 'Prototype' (key Photos) and 'Video' (key videoShow). */
export function ModelingTabs({
  value,
  onChange,
}: {
  value: ModelingTab;
  onChange: (key: ModelingTab) => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.key === value);
    onChange(TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length].key);
  };
  return (
    <Box
      role="tablist"
      aria-label="Modeling"
      onKeyDown={onKeyDown}
      sx={{ display: 'inline-flex', p: 0.5, gap: 0.5, bgcolor: 'action.hover', borderRadius: 5 }}
    >
      {TABS.map((tab) => {
        const selected = tab.key === value;
        return (
          <ButtonBase
            key={tab.key}
            id={tab.id}
            role="tab"
            aria-selected={selected}
            aria-controls={tabPanelId(tab.key)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            sx={{
              px: 2.5,
              py: 1,
              borderRadius: 5,
              fontWeight: 600,
              bgcolor: selected ? 'background.paper' : 'transparent',
              color: selected ? 'primary.dark' : 'text.primary',
              boxShadow: selected ? 1 : 0,
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { MODELING_TABS, type ModelingTab } from '../constants';
import { useModelingT, type ModelingKey } from '../i18n';

const TABS: { key: ModelingTab; label: ModelingKey; id: string }[] = [
  { key: MODELING_TABS.photos, label: 'modeling.tab.prototype', id: 'modeling-tab-photos' },
  { key: MODELING_TABS.video, label: 'modeling.tab.video', id: 'modeling-tab-video' },
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
  const t = useModelingT();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.key === value);
    onChange(TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length].key);
  };
  return (
    <Box
      role="tablist"
      aria-label={t('modeling.tabs')}
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
            {t(tab.label)}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

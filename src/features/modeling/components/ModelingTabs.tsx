import { PlainTabs } from '@/components/PlainTabs';
import { MODELING_TABS, type ModelingTab } from '../constants';
import { useModelingT, type ModelingKey } from '../i18n';

const TABS: { key: ModelingTab; label: ModelingKey; id: string }[] = [
  { key: MODELING_TABS.photos, label: 'modeling.tab.prototype', id: 'modeling-tab-photos' },
  { key: MODELING_TABS.video, label: 'modeling.tab.video', id: 'modeling-tab-video' },
];

export const tabPanelId = (key: ModelingTab) => `modeling-panel-${key}`;
export const tabId = (key: ModelingTab) => TABS.find((tab) => tab.key === key)?.id ?? '';

/** Spec 3 §2.4: the two tabs, 'Prototype' (key Photos) and 'Video' (key videoShow), in the one tab style. */
export function ModelingTabs({
  value,
  onChange,
}: {
  value: ModelingTab;
  onChange: (key: ModelingTab) => void;
}) {
  const t = useModelingT();
  return (
    <PlainTabs
      value={value}
      onChange={onChange}
      aria-label={t('modeling.tabs')}
      tabs={TABS.map((tab) => ({
        value: tab.key,
        label: t(tab.label),
        id: tab.id,
        controls: tabPanelId(tab.key),
      }))}
    />
  );
}

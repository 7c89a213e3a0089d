// The personal space's public surface: its tabs and panels.
export { CollectionPanel } from './components/CollectionPanel';
export { ImageTabPanel } from './components/ImageTabPanel';
export { SPACE_TABS, SpaceTabs, spacePanelId, spaceTabId } from './components/SpaceTabs';
export { useSpaceT } from './i18n';

// Try-on's public surface. The dialog itself loads on first use by its path (src/pages/explore/ExplorePage.tsx).
export type { TryOnModel } from './hooks/useTryOnSubmit';

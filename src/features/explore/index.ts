// Explore's public surface: the feed screen, and the slice and feed cache the app's store and router use.
export { ExploreView } from './components/ExploreView';
export { exploreSlice, resetScroll } from './exploreSlice';
export { selectExploreFeed, startFeedEarly } from './feedCache';
export type { FeedItem } from './feedItems';
export { useExploreT } from './i18n';

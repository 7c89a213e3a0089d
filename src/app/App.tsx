import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore, RootState } from './store';

interface AppProps {
  store: AppStore;
  /** The state a page drawn ahead of time was drawn with, read while React hydrates it (src/app/start.tsx). */
  serverState?: RootState;
  /** Called once the first render is on the page. */
  onCommitted?: () => void;
}

/** The whole app. Its tree has the shape of src/app/prerender.tsx's, so hydration gives every `useId` the same id. */
export function App({ store, serverState, onCommitted }: AppProps) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <AppProviders store={store} serverState={serverState}>
      {/* Without transitions a route whose chunk is still loading shows "APP Loading..." at once. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

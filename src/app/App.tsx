import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      {/* Without transitions a route whose chunk is still loading shows "APP Loading..." at once. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

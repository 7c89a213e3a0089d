import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

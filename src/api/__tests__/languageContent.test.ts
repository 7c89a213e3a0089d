import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { catalogApi } from '@/api/endpoints/catalog';
import { languageContentMiddleware } from '@/api/languageContent';
import { writeLanguage } from '@/hooks/useLanguage';

/** The API layer with the middleware, as the app's store has it (src/app/store.ts). */
const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false }).concat(
        baseApi.middleware,
        languageContentMiddleware,
      ),
  });

/** Issue 43 §6: the shipped content follows the language; a switch fetches the lists on screen again. */
it('refetches the categories in the new language when the language changes (Rings → 戒指)', async () => {
  const store = makeStore();
  const subscription = store.dispatch(catalogApi.endpoints.getCategoryTree.initiate({ filter_type: 0 }));
  const names = () =>
    catalogApi.endpoints.getCategoryTree
      .select({ filter_type: 0 })(store.getState())
      .data?.[0].children?.map((child) => child.name);
  await subscription;
  expect(names()?.slice(0, 2)).toEqual(['Rings', 'Necklaces']);

  writeLanguage('zh');
  await new Promise<void>((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (names()?.[0] === '戒指') {
        unsubscribe();
        resolve();
      }
    });
  });
  expect(names()?.slice(0, 2)).toEqual(['戒指', '项链']);
  subscription.unsubscribe();
});

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetProductInfoQuery } from '@/api/endpoints/products';
import { useStatusPolling } from '@/hooks/useStatusPolling';
import { isNotFound } from '@/utils/errorMessage';
import type { ProductionPage } from '@/utils/paths';
import { productionPageRedirect } from '@/utils/productionRoutes';
import { productPollInterval, type FreshScreen } from '@/utils/statusFreshness';
import { PRODUCT_QUIET_RETRY_MS } from '../constants';

/**
 * Loads the product of a production page and sends the user to the page its status calls for when this
 * one does not serve it (issue 11: one table in `utils/paths`). `fresh` names the screen whose freshness rule
 * (src/utils/statusFreshness.ts) re-asks while the back office may change the status.
 */
export function useProductPage(page: ProductionPage, imageId: number | null, fresh?: FreshScreen) {
  const navigate = useNavigate();
  const query = useGetProductInfoQuery(
    { image_id: imageId ?? 0 },
    { skip: imageId === null, refetchOnMountOrArgChange: true },
  );
  const product = query.data?.product ?? null;
  // Polling while the back office may change the status (the screen's freshness rule).
  const polling = useStatusPolling(fresh ? productPollInterval(fresh, product) : 0);
  useGetProductInfoQuery({ image_id: imageId ?? 0 }, { skip: imageId === null || !query.data, ...polling });
  const redirect = query.data && imageId !== null ? productionPageRedirect(page, product, imageId) : null;

  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [navigate, redirect]);

  const missing = isNotFound(query.error);
  // A background refetch that failed (after a payment, on focus, a status poll) keeps what is on screen: the
  // checkout with its open order stays, and the product is asked again quietly (issue 41 §4). Only a product that
  // never loaded shows the error with Retry.
  const quietFailure = query.isError && !missing && query.data !== undefined;
  const { refetch, error } = query;
  useEffect(() => {
    if (!quietFailure) return;
    const timer = setTimeout(() => void refetch(), PRODUCT_QUIET_RETRY_MS);
    return () => clearTimeout(timer);
  }, [quietFailure, refetch, error]);

  return {
    info: query.data,
    product,
    isLoading: query.isLoading || (query.isFetching && !query.data),
    notFound: imageId === null || missing,
    isError: query.isError && !missing && !quietFailure,
    refetch: query.refetch,
    redirect,
  };
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetProductInfoQuery } from '@/api/endpoints/products';
import type { ProductionPage } from '@/utils/paths';
import { productionPageRedirect } from '@/utils/productionRoutes';

/**
 * Loads the product of a production page and sends the user to the page its status calls for when this
 * one does not serve it (issue 11: one table in `utils/paths`). `poll` re-asks while waiting for the back office.
 */
export function useProductPage(
  page: ProductionPage,
  imageId: number | null,
  poll?: (status?: number) => number,
) {
  const navigate = useNavigate();
  const query = useGetProductInfoQuery(
    { image_id: imageId ?? 0 },
    { skip: imageId === null, refetchOnMountOrArgChange: true },
  );
  const product = query.data?.product ?? null;
  const status = product?.production_status;
  // Polling while the back office works: the caller decides by status.
  useGetProductInfoQuery(
    { image_id: imageId ?? 0 },
    { skip: imageId === null || !poll || !query.data, pollingInterval: poll?.(status) ?? 0 },
  );
  const redirect = query.data && imageId !== null ? productionPageRedirect(page, product, imageId) : null;

  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [navigate, redirect]);

  const error = query.error as { status?: unknown; code?: unknown } | undefined;
  const missing = error?.status === 404 || error?.code === 404;
  return {
    info: query.data,
    product,
    isLoading: query.isLoading || (query.isFetching && !query.data),
    notFound: imageId === null || missing,
    isError: query.isError && !missing,
    refetch: query.refetch,
    redirect,
  };
}

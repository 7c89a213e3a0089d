import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import type { ProductInfo } from '@/api/types';
import { paths, type ProductionPage } from '@/utils/paths';
import { useProductPage } from '../hooks/useProductPage';
import { parseProductId } from '../utils';
import { ProductPageState } from './ProductPageState';

export interface ProductRouteProps {
  page: ProductionPage;
  /** Polling interval by production status (0: none), for pages that wait for the back office. */
  poll?: (status?: number) => number;
  children: (info: ProductInfo) => ReactNode;
}

/**
 * A production page at `/tools/<page>/:id`: loads the product, redirects by status, shows loading,
 * not-found and error states; without an id, the Lab landing.
 */
export function ProductRoute({ page, poll, children }: ProductRouteProps) {
  const { id } = useParams();
  const state = useProductPage(page, parseProductId(id), poll);
  if (id === undefined) return <Navigate to={paths.marketingPreSale()} replace />;
  return (
    <ToolPageFrame>
      <ProductPageState state={state}>{children}</ProductPageState>
    </ToolPageFrame>
  );
}

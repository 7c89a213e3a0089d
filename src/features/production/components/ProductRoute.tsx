import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import type { ProductInfo } from '@/api/types';
import { paths, type ProductionPage } from '@/utils/paths';
import type { FreshScreen } from '@/utils/statusFreshness';
import { useProductPage } from '../hooks/useProductPage';
import { parseProductId } from '../utils';
import { ProductPageState } from './ProductPageState';

export interface ProductRouteProps {
  page: ProductionPage;
  /** The screen's freshness rule (src/utils/statusFreshness.ts), for pages that wait for the back office. */
  fresh?: FreshScreen;
  children: (info: ProductInfo) => ReactNode;
}

/**
 * A production page at `/tools/<page>/:id`: loads the product, redirects by status, shows loading,
 * not-found and error states; without an id, the Lab landing.
 */
export function ProductRoute({ page, fresh, children }: ProductRouteProps) {
  const { id } = useParams();
  const state = useProductPage(page, parseProductId(id), fresh);
  if (id === undefined) return <Navigate to={paths.marketingPreSale()} replace />;
  return (
    <ToolPageFrame>
      <ProductPageState state={state}>{children}</ProductPageState>
    </ToolPageFrame>
  );
}

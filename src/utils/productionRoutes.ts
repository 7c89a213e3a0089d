import { paths, SPACE_CARD_TARGETS, type ProductionPage } from './paths';

type Id = number | string;

/**
 * The production path's one status → page table (issue 11): the page a product's production status calls
 * for (spec 2 §2), and the statuses each page serves. Before an application (produceNow), after a
 * dismissal or closing, the info page is where the user stands.
 */
export const PRODUCTION_PAGE_STATUSES: Readonly<Record<ProductionPage, readonly number[]>> = {
  costAssessment: [1, 2],
  generate: [2],
  deliver: [3, 4],
  preSale: [3, 4],
};

/** Where a product in this production status belongs. */
export function productionStatusTarget(status: number | null | undefined, imageId: Id): string {
  const page = status === null || status === undefined ? undefined : SPACE_CARD_TARGETS[status];
  return page ? paths.production(page, imageId) : paths.toolsInfo(imageId);
}

/**
 * Null when `page` serves the product, else where to send the user: by production status, and from the
 * sell form to the Lab landing once the pre-sale is under review or on sale.
 */
export function productionPageRedirect(
  page: ProductionPage,
  product: { production_status?: number | null; pre_sale_status?: number | null } | null,
  imageId: Id,
): string | null {
  const status = product?.production_status;
  if (status === null || status === undefined || !PRODUCTION_PAGE_STATUSES[page].includes(status))
    return productionStatusTarget(status, imageId);
  if (page === 'preSale' && (product?.pre_sale_status === 1 || product?.pre_sale_status === 2))
    return paths.marketingPreSale();
  return null;
}

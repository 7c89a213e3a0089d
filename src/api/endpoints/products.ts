import { api, server, unwrap } from '../http';
import { baseApi } from '../baseApi';
import type {
  ApplyMakingRequest,
  ApplyReviewRequest,
  ImageDescription,
  IncomeEstimate,
  IncomeEstimateRequest,
  Product,
  ProductInfo,
  SellApplication,
  ShippingAddress,
} from '../types';

/** The production path's screens word their own failures (not-found states, form messages). */
const SILENT = { silent: true } as const;

const productTags = (imageId: number) => [
  { type: 'Image' as const, id: imageId },
  { type: 'Product' as const, id: imageId },
  { type: 'Product' as const, id: 'LIST' },
];

/** Production and pre-sale calls (spec 2 §7, spec 3 §7); product tags are keyed by image id. */
export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 2 §4 apply for (apply=true) or cancel (apply=false) the cost assessment. */
    applyReview: build.mutation<Product, ApplyReviewRequest>({
      queryFn: (body) => unwrap(api.POST('/product/applyReview', { body })),
      invalidatesTags: (_result, _error, { image_id }) => productTags(image_id),
    }),
    /** Spec 2 §7 "product info", spec 3 §7 "order detail": the image's path and its product (or null). */
    getProductInfo: build.query<ProductInfo, { image_id: number }>({
      queryFn: ({ image_id }) =>
        unwrap(api.GET('/product/info', { params: { query: { image_id } }, ...SILENT })),
      providesTags: (_r, _e, { image_id }) => [{ type: 'Product', id: image_id }],
    }),
    /** The saved shipping address the address form starts from (404 when there is none). */
    getSavedAddress: build.query<ShippingAddress, { product_id: number }>({
      queryFn: (query) => unwrap(server.GET('/product/address', { params: { query }, ...SILENT })),
    }),
    /** Spec 2 §3 income estimate; rerun on every change of the sell form. */
    estimateIncome: build.query<IncomeEstimate, IncomeEstimateRequest>({
      queryFn: (body) => unwrap(api.POST('/product/income', { body, ...SILENT })),
    }),
    /** Spec 2 §7 apply for production (image_id, address). */
    applyMaking: build.mutation<Product, ApplyMakingRequest>({
      queryFn: (body) => unwrap(api.POST('/product/applyMaking', { body, ...SILENT })),
      invalidatesTags: (_r, error, { image_id }) => (error ? [] : productTags(image_id)),
    }),
    /** Spec 2 §3 sell application / spec 3 §3 pre-sale submission. */
    applySell: build.mutation<Product, SellApplication>({
      queryFn: (body) => unwrap(api.POST('/product/applySell', { body, ...SILENT })),
      invalidatesTags: (_r, error, { image_id }) => (error ? [] : productTags(image_id)),
    }),
    /** Spec 2 §7 generate title: image_id → title and description. */
    generateTitle: build.mutation<ImageDescription, { image_id: number }>({
      queryFn: (body) => unwrap(api.POST('/product/imageAiDescription', { body, ...SILENT })),
    }),
  }),
});

export const {
  useApplyReviewMutation,
  useGetProductInfoQuery,
  useGetSavedAddressQuery,
  useEstimateIncomeQuery,
  useApplyMakingMutation,
  useApplySellMutation,
  useGenerateTitleMutation,
} = productsApi;

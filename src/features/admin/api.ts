import { baseApi } from '@/api/baseApi';
import { CATEGORY_CHANGED, CATEGORY_LIST, TEMPLATE_CHANGED } from '@/api/endpoints/tags';
import { api, server, unwrap } from '@/api/http';
import type {
  AdminImageUpdateRequest,
  AdminSetMainRequest,
  AdminSetUseRequest,
  CategoryAttribute,
  CategoryAttributeUpdateRequest,
  CategoryIdRequest,
  CategoryNode,
  CategoryUpdateRequest,
  GalleryImage,
  GalleryPage,
  GenImagesDescriptionRequest,
  ImageDescription,
  ImageIdRequest,
  Product,
  PromptTemplate,
  PromptTemplateUpdateRequest,
  QueryParams,
  ReviewMakingRequest,
  ReviewSellRequest,
  TrackingRequest,
} from '@/api/types';

/**
 * The operator-only calls (`x-operator-only` in the contract) and the reads only the admin area
 * makes. They live in the feature because nobody else calls them. Every mutation shows its own
 * result, so the global error toast stays silent; each invalidates only what it changes.
 */
export type AdminImageQuery = QueryParams<'adminListImages'>;

const SILENT = { silent: true } as const;

const ADMIN_LIST = { type: 'Image', id: 'ADMIN_LIST' } as const;

/** A product changed: its row, its image and the user's product views (`Product` is keyed by image id). */
const productTags = (product: Product | undefined) =>
  product
    ? [
        { type: 'Product' as const, id: product.image_id },
        { type: 'Image' as const, id: product.image_id },
      ]
    : [];

const imageTags = (list: GalleryImage[]) => [
  ADMIN_LIST,
  ...list.map((img) => ({ type: 'Image' as const, id: img.image_id })),
  ...list.flatMap((img) => (img.product ? [{ type: 'Product' as const, id: img.image_id }] : [])),
];

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminImages: build.query<GalleryPage, AdminImageQuery>({
      queryFn: (query) => unwrap(server.GET('/image/list', { params: { query }, ...SILENT })),
      providesTags: (page) => imageTags(page?.list ?? []),
    }),
    reviewMaking: build.mutation<Product, ReviewMakingRequest>({
      queryFn: (body) => unwrap(server.POST('/product/reviewMaking', { body, ...SILENT })),
      invalidatesTags: (product) => productTags(product),
    }),
    setTracking: build.mutation<Product, TrackingRequest>({
      queryFn: (body) => unwrap(server.POST('/product/tracking', { body, ...SILENT })),
      invalidatesTags: (product) => productTags(product),
    }),
    reviewSell: build.mutation<Product, ReviewSellRequest>({
      queryFn: (body) => unwrap(server.POST('/product/reviewSell', { body, ...SILENT })),
      invalidatesTags: (product) => productTags(product),
    }),
    updateImage: build.mutation<GalleryImage, AdminImageUpdateRequest>({
      queryFn: (body) => unwrap(server.POST('/image/update', { body, ...SILENT })),
      invalidatesTags: (_r, error, { image_id }) => (error ? [] : [{ type: 'Image', id: image_id }]),
    }),
    describeImage: build.mutation<ImageDescription, GenImagesDescriptionRequest>({
      queryFn: (body) => unwrap(server.POST('/image/genImagesDescription', { body, ...SILENT })),
    }),
    setImageUse: build.mutation<null, AdminSetUseRequest>({
      queryFn: (body) => unwrap(server.POST('/image/setUse', { body, ...SILENT })),
      invalidatesTags: (_r, error, { image_id }) => (error ? [] : [{ type: 'Image', id: image_id }]),
    }),
    setMainImage: build.mutation<null, AdminSetMainRequest>({
      queryFn: (body) => unwrap(server.POST('/image/setMain', { body, ...SILENT })),
      invalidatesTags: (_r, error, { image_id }) => (error ? [] : [{ type: 'Image', id: image_id }]),
    }),
    /** `image_id` is the related image; `parent_id` names the gallery item whose row changes. */
    deleteDescImage: build.mutation<null, ImageIdRequest & { parent_id: number }>({
      queryFn: ({ image_id }) =>
        unwrap(server.POST('/image/delDescImage', { body: { image_id }, ...SILENT })),
      invalidatesTags: (_r, error, { parent_id }) => (error ? [] : [{ type: 'Image', id: parent_id }]),
    }),
    deleteImage: build.mutation<null, { id: number }>({
      queryFn: ({ id }) => unwrap(server.DELETE('/image/{id}', { params: { path: { id } }, ...SILENT })),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [ADMIN_LIST, { type: 'Image', id }, 'Gallery']),
    }),
    listCategories: build.query<CategoryNode[], void>({
      queryFn: () => unwrap(api.GET('/category/list', { ...SILENT })),
      providesTags: [CATEGORY_LIST],
    }),
    updateCategory: build.mutation<CategoryNode, CategoryUpdateRequest>({
      queryFn: (body) => unwrap(api.POST('/category/update', { body, ...SILENT })),
      invalidatesTags: (_r, error) => (error ? [] : CATEGORY_CHANGED),
    }),
    deleteCategory: build.mutation<null, CategoryIdRequest>({
      queryFn: (body) => unwrap(api.POST('/category/delete', { body, ...SILENT })),
      invalidatesTags: (_r, error) => (error ? [] : CATEGORY_CHANGED),
    }),
    updateCategoryAttr: build.mutation<CategoryAttribute, CategoryAttributeUpdateRequest>({
      queryFn: (body) => unwrap(api.POST('/category/updateAttr', { body, ...SILENT })),
      invalidatesTags: (_r, error) => (error ? [] : CATEGORY_CHANGED),
    }),
    /** Saves a template; every template list refreshes (the Fashion Style gallery included, api/endpoints/tags). */
    updateCategoryPrompt: build.mutation<PromptTemplate, PromptTemplateUpdateRequest>({
      queryFn: (body) => unwrap(api.POST('/category/updatePrompt', { body, ...SILENT })),
      invalidatesTags: (_r, error) => (error ? [] : TEMPLATE_CHANGED),
    }),
  }),
});

export const {
  useListAdminImagesQuery,
  useReviewMakingMutation,
  useSetTrackingMutation,
  useReviewSellMutation,
  useUpdateImageMutation,
  useDescribeImageMutation,
  useSetImageUseMutation,
  useSetMainImageMutation,
  useDeleteDescImageMutation,
  useDeleteImageMutation,
  useListCategoriesQuery,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useUpdateCategoryAttrMutation,
  useUpdateCategoryPromptMutation,
} = adminApi;

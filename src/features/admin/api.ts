import { baseApi } from '@/api/baseApi';
import { api, server, unwrap, type ApiError } from '@/api/http';
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
  HistoryPage,
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
export type AdminHistoryQuery = QueryParams<'getUserHistory'>;

type Result<T> = Promise<{ data: T } | { error: ApiError }>;
const SILENT = { silent: true } as const;

const ADMIN_LIST = { type: 'Image', id: 'ADMIN_LIST' } as const;
const CATEGORY_TREE = { type: 'Category', id: 'TREE' } as const;
const ADMIN_TASKS = { type: 'History', id: 'ADMIN' } as const;
const MODEL_TEMPLATES = { type: 'Template', id: 'MODELS' } as const;

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
      queryFn: (query) =>
        unwrap(server.GET('/image/list', { params: { query }, ...SILENT })) as Result<GalleryPage>,
      providesTags: (page) => imageTags(page?.list ?? []),
    }),
    reviewMaking: build.mutation<Product, ReviewMakingRequest>({
      queryFn: (body) => unwrap(server.POST('/product/reviewMaking', { body, ...SILENT })) as Result<Product>,
      invalidatesTags: (product) => productTags(product),
    }),
    setTracking: build.mutation<Product, TrackingRequest>({
      queryFn: (body) => unwrap(server.POST('/product/tracking', { body, ...SILENT })) as Result<Product>,
      invalidatesTags: (product) => productTags(product),
    }),
    reviewSell: build.mutation<Product, ReviewSellRequest>({
      queryFn: (body) => unwrap(server.POST('/product/reviewSell', { body, ...SILENT })) as Result<Product>,
      invalidatesTags: (product) => productTags(product),
    }),
    updateImage: build.mutation<GalleryImage, AdminImageUpdateRequest>({
      queryFn: (body) => unwrap(server.POST('/image/update', { body, ...SILENT })) as Result<GalleryImage>,
      invalidatesTags: (_r, error, { image_id }) => (error ? [] : [{ type: 'Image', id: image_id }]),
    }),
    describeImage: build.mutation<ImageDescription, GenImagesDescriptionRequest>({
      queryFn: (body) =>
        unwrap(server.POST('/image/genImagesDescription', { body, ...SILENT })) as Result<ImageDescription>,
    }),
    setImageUse: build.mutation<null, AdminSetUseRequest>({
      queryFn: (body) => unwrap(server.POST('/image/setUse', { body, ...SILENT })) as Result<null>,
      invalidatesTags: (_r, error, { image_id }) => (error ? [] : [{ type: 'Image', id: image_id }]),
    }),
    setMainImage: build.mutation<null, AdminSetMainRequest>({
      queryFn: (body) => unwrap(server.POST('/image/setMain', { body, ...SILENT })) as Result<null>,
      invalidatesTags: (_r, error, { image_id }) => (error ? [] : [{ type: 'Image', id: image_id }]),
    }),
    /** `image_id` is the related image; `parent_id` names the gallery item whose row changes. */
    deleteDescImage: build.mutation<null, ImageIdRequest & { parent_id: number }>({
      queryFn: ({ image_id }) =>
        unwrap(server.POST('/image/delDescImage', { body: { image_id }, ...SILENT })) as Result<null>,
      invalidatesTags: (_r, error, { parent_id }) => (error ? [] : [{ type: 'Image', id: parent_id }]),
    }),
    deleteImage: build.mutation<null, { id: number }>({
      queryFn: ({ id }) =>
        unwrap(server.DELETE('/image/{id}', { params: { path: { id } }, ...SILENT })) as Result<null>,
      invalidatesTags: (_r, error, { id }) => (error ? [] : [ADMIN_LIST, { type: 'Image', id }, 'Gallery']),
    }),
    listCategories: build.query<CategoryNode[], void>({
      queryFn: () => unwrap(api.GET('/category/list', { ...SILENT })) as Result<CategoryNode[]>,
      providesTags: [CATEGORY_TREE],
    }),
    updateCategory: build.mutation<CategoryNode, CategoryUpdateRequest>({
      queryFn: (body) => unwrap(api.POST('/category/update', { body, ...SILENT })) as Result<CategoryNode>,
      invalidatesTags: (_r, error) => (error ? [] : [CATEGORY_TREE]),
    }),
    deleteCategory: build.mutation<null, CategoryIdRequest>({
      queryFn: (body) => unwrap(api.POST('/category/delete', { body, ...SILENT })) as Result<null>,
      invalidatesTags: (_r, error) => (error ? [] : [CATEGORY_TREE]),
    }),
    updateCategoryAttr: build.mutation<CategoryAttribute, CategoryAttributeUpdateRequest>({
      queryFn: (body) =>
        unwrap(api.POST('/category/updateAttr', { body, ...SILENT })) as Result<CategoryAttribute>,
      invalidatesTags: (_r, error) => (error ? [] : [CATEGORY_TREE]),
    }),
    listCategoryPrompts: build.query<PromptTemplate[], { category_id: number; type?: 0 | 1 }>({
      queryFn: (query) =>
        unwrap(api.GET('/category/promptList', { params: { query }, ...SILENT })) as Result<PromptTemplate[]>,
      providesTags: (_r, _e, { category_id }) => [{ type: 'Template', id: `CATEGORY_${category_id}` }],
    }),
    /** `fashion`: a style category's template, which the Fashion Style gallery's list holds too (not sent). */
    updateCategoryPrompt: build.mutation<PromptTemplate, PromptTemplateUpdateRequest & { fashion?: boolean }>(
      {
        queryFn: ({ fashion: _fashion, ...body }) =>
          unwrap(api.POST('/category/updatePrompt', { body, ...SILENT })) as Result<PromptTemplate>,
        invalidatesTags: (_r, error, { category_id, fashion }) =>
          error
            ? []
            : [{ type: 'Template', id: `CATEGORY_${category_id}` }, ...(fashion ? [MODEL_TEMPLATES] : [])],
      },
    ),
    /** Every style category's templates: what the Fashion Style gallery reads (`getModelsPromptList`). */
    listModelTemplates: build.query<PromptTemplate[], void>({
      queryFn: () =>
        unwrap(api.GET('/global/getModelsPromptList', { ...SILENT })) as Result<PromptTemplate[]>,
      providesTags: [MODEL_TEMPLATES],
    }),
    /** Every user's running or failed records (`scope=all`, operator only). */
    listAdminTasks: build.query<HistoryPage, AdminHistoryQuery>({
      queryFn: (query) =>
        unwrap(
          api.GET('/user/history', { params: { query: { ...query, scope: 'all' } }, ...SILENT }),
        ) as Result<HistoryPage>,
      providesTags: [ADMIN_TASKS, 'History'],
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
  useListCategoryPromptsQuery,
  useUpdateCategoryPromptMutation,
  useListAdminTasksQuery,
  useListModelTemplatesQuery,
} = adminApi;

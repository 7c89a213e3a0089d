/**
 * Names for the contract's types. Everything here is an alias of the generated
 * `schema.d.ts` (from openapi/openapi.yaml); never hand-write an API type.
 */
import type { components, operations, paths } from './schema';

type Schemas = components['schemas'];

export type Code = Schemas['Code'];
export type Envelope = Schemas['Envelope'];
export type ServerEnvelope = Schemas['ServerEnvelope'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];
export type EmptyResponse = Schemas['EmptyResponse'];
export type ServerEmptyResponse = Schemas['ServerEmptyResponse'];
export type AuthSessionResponse = Schemas['AuthSessionResponse'];
export type GalleryPageResponse = Schemas['GalleryPageResponse'];
export type CreatedRecordResponse = Schemas['CreatedRecordResponse'];
export type CategoryTreeResponse = Schemas['CategoryTreeResponse'];
export type ProductResponse = Schemas['ProductResponse'];
export type ServerProductResponse = Schemas['ServerProductResponse'];
export type PaymentOrderResponse = Schemas['PaymentOrderResponse'];
export type VerificationRequest = Schemas['VerificationRequest'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type LoginRequest = Schemas['LoginRequest'];
export type GoogleLoginRequest = Schemas['GoogleLoginRequest'];
export type ForgetPasswordRequest = Schemas['ForgetPasswordRequest'];
export type ChangePasswordWithCodeRequest = Schemas['ChangePasswordWithCodeRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type AuthSession = Schemas['AuthSession'];
export type UserInfo = Schemas['UserInfo'];
export type Points = Schemas['Points'];
export type FunctionKey = Schemas['FunctionKey'];
export type FunctionInfo = Schemas['FunctionInfo'];
export type ImageSourceType = Schemas['ImageSourceType'];
export type FilterType = Schemas['FilterType'];
export type CategoryType = Schemas['CategoryType'];
export type ShowType = Schemas['ShowType'];
export type GalleryTab = Schemas['GalleryTab'];
export type AspectRatio = Schemas['AspectRatio'];
export type VideoRef = Schemas['VideoRef'];
export type ImageDesc = Schemas['ImageDesc'];
export type CategoryRef = Schemas['CategoryRef'];
export type ImageDescription = Schemas['ImageDescription'];
export type GalleryImage = Schemas['GalleryImage'];
export type RecordTaskInfo = Schemas['RecordTaskInfo'];
export type ImageDetail = Schemas['ImageDetail'];
export type NameValue = Schemas['NameValue'];
export type CustomFilterCondition = Schemas['CustomFilterCondition'];
export type CustomFilter = Schemas['CustomFilter'];
export type SortMode = Schemas['SortMode'];
export type ExploreTab = Schemas['ExploreTab'];
export type GalleryListRequest = Schemas['GalleryListRequest'];
export type GalleryPage = Schemas['GalleryPage'];
export type SetLikeRequest = Schemas['SetLikeRequest'];
export type LikeState = Schemas['LikeState'];
export type ImageIdRequest = Schemas['ImageIdRequest'];
export type InspirationItem = Schemas['InspirationItem'];
export type InspirationGroup = Schemas['InspirationGroup'];
export type InspirationPage = Schemas['InspirationPage'];
export type TaskStatus = Schemas['TaskStatus'];
export type TaskCountType = Schemas['TaskCountType'];
export type ImageModel = Schemas['ImageModel'];
export type GenerationParams = Schemas['GenerationParams'];
export type GenerationResult = Schemas['GenerationResult'];
export type RecordTask = Schemas['RecordTask'];
export type GenerationRecord = Schemas['GenerationRecord'];
export type HistoryPage = Schemas['HistoryPage'];
export type ImageGenerationRequest = Schemas['ImageGenerationRequest'];
export type DescImageRequest = Schemas['DescImageRequest'];
export type CreatedRecord = Schemas['CreatedRecord'];
export type BatchTask = Schemas['BatchTask'];
export type BatchCreated = Schemas['BatchCreated'];
export type ImageActionInfo = Schemas['ImageActionInfo'];
export type LocalPendingTaskStatus = Schemas['LocalPendingTaskStatus'];
export type ProductionStatus = Schemas['ProductionStatus'];
export type PreSaleStatus = Schemas['PreSaleStatus'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type Material = Schemas['Material'];
export type Supplier = Schemas['Supplier'];
export type ShippingAddress = Schemas['ShippingAddress'];
export type Tracking = Schemas['Tracking'];
export type Product = Schemas['Product'];
export type ProductInfo = Schemas['ProductInfo'];
export type ApplyReviewRequest = Schemas['ApplyReviewRequest'];
export type ApplyMakingRequest = Schemas['ApplyMakingRequest'];
export type SellApplication = Schemas['SellApplication'];
export type IncomeEstimateRequest = Schemas['IncomeEstimateRequest'];
export type IncomeEstimate = Schemas['IncomeEstimate'];
export type ReviewMakingRequest = Schemas['ReviewMakingRequest'];
export type ReviewSellRequest = Schemas['ReviewSellRequest'];
export type TrackingRequest = Schemas['TrackingRequest'];
export type OrderStatus = Schemas['OrderStatus'];
export type Currency = Schemas['Currency'];
export type PaymentChannel = Schemas['PaymentChannel'];
export type BillingCycle = Schemas['BillingCycle'];
export type PlanFeature = Schemas['PlanFeature'];
export type VipPlan = Schemas['VipPlan'];
export type VipEligibility = Schemas['VipEligibility'];
export type CreateOrderRequest = Schemas['CreateOrderRequest'];
export type CreateMakingOrderRequest = Schemas['CreateMakingOrderRequest'];
export type PaymentOrder = Schemas['PaymentOrder'];
export type OrderStatusResult = Schemas['OrderStatusResult'];
export type CategoryAttribute = Schemas['CategoryAttribute'];
export type CategoryChild = Schemas['CategoryChild'];
export type CategoryNode = Schemas['CategoryNode'];
export type CategoryName = Schemas['CategoryName'];
export type CategoryIdRequest = Schemas['CategoryIdRequest'];
export type CategoryUpdateRequest = Schemas['CategoryUpdateRequest'];
export type CategoryAttributeUpdateRequest = Schemas['CategoryAttributeUpdateRequest'];
export type TemplateModel = Schemas['TemplateModel'];
export type PromptTemplate = Schemas['PromptTemplate'];
export type PromptListPage = Schemas['PromptListPage'];
export type PromptTemplateUpdateRequest = Schemas['PromptTemplateUpdateRequest'];
export type VideoModelType = Schemas['VideoModelType'];
export type CreateVideoRequest = Schemas['CreateVideoRequest'];
export type UploadType = Schemas['UploadType'];
export type UploadRequest = Schemas['UploadRequest'];
export type AnalyzeCategoryRequest = Schemas['AnalyzeCategoryRequest'];
export type UploadToRecordRequest = Schemas['UploadToRecordRequest'];
export type UploadResult = Schemas['UploadResult'];
export type AnalyzeCategoryResult = Schemas['AnalyzeCategoryResult'];
export type AdminImageUpdateRequest = Schemas['AdminImageUpdateRequest'];
export type AdminSetUseRequest = Schemas['AdminSetUseRequest'];
export type AdminSetMainRequest = Schemas['AdminSetMainRequest'];
export type AdminCreateVideoRequest = Schemas['AdminCreateVideoRequest'];
export type AdminCreateVideoGroupRequest = Schemas['AdminCreateVideoGroupRequest'];
export type GenImagesDescriptionRequest = Schemas['GenImagesDescriptionRequest'];

/** Every operationId of the contract. */
export type OperationId = keyof operations;
/** Every path key (without the /api or /server base). */
export type ApiPath = keyof paths;

type JsonOf<C> = C extends { 'application/json': infer J }
  ? J
  : C extends { 'multipart/form-data': infer F }
    ? F
    : never;

/** The request body an operation takes (JSON or multipart fields). */
export type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: infer C };
}
  ? JsonOf<C>
  : never;
/** The query parameters of an operation. */
export type QueryParams<Op extends OperationId> = operations[Op] extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : never;
/** The path parameters of an operation. */
export type PathParams<Op extends OperationId> = operations[Op] extends { parameters: { path?: infer P } }
  ? NonNullable<P>
  : never;
/** The whole success envelope of an operation. */
export type ResponseBody<Op extends OperationId> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer B } };
}
  ? B
  : never;
/** The typed `data` of an operation's success envelope. */
export type ResponseData<Op extends OperationId> = ResponseBody<Op> extends { data: infer D } ? D : never;

/** Handy aliases of requests and answers screens use often. */
export type GalleryListResponse = ResponseData<'listGalleryImages'>;
export type HistoryQuery = QueryParams<'getUserHistory'>;
export type OwnImagesQuery = QueryParams<'listOwnImages'>;
export type DescImagesBatchRequest = RequestBody<'createDescImages'>;
export type CountTaskQuery = QueryParams<'countTaskInProgress'>;
export type RetryTaskQuery = QueryParams<'retryTask'>;
export type PromptListQuery = QueryParams<'listPromptTemplates'>;
export type CategoryPromptQuery = QueryParams<'listCategoryPrompts'>;
export type CategoryTree = ResponseData<'getCategoryTree'>;
export type UploadResponse = ResponseBody<'uploadImage'>;
export type VipPlanList = ResponseData<'listVipPlans'>;
export type OrderStatusResponse = ResponseData<'getOrderStatus'>;
export type ErrorBody = ErrorEnvelope;

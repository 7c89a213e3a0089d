/**
 * Rows of the mock database. These are the backend's own records (with private fields such as the
 * password, the owner or the simulated outcome); handlers turn them into the contract's shapes.
 */

export interface UserRow {
  user_id: number;
  email: string;
  username: string;
  password: string;
  level: number;
  points: number;
  total: number;
  provider: 'password' | 'google';
  vip_expire: number | null;
  created_at: number;
  /** Operator role (the contract's x-inferred `UserInfo.role`); missing means `user`. */
  role?: 'user' | 'admin';
}

export interface SessionRow {
  accessToken: string;
  refreshToken: string;
  user_id: number;
  expiresAt: number;
}

export interface CodeRow {
  email: string;
  code: string;
  purpose: 'register' | 'reset';
  expiresAt: number;
}

export interface LedgerRow {
  id: number;
  user_id: number;
  delta: number;
  balance: number;
  reason: string;
  ref: string | null;
  at: number;
}

export interface FunctionRow {
  key: string;
  name: string;
  points: number;
}

export interface AttributeRow {
  attribute_id: number;
  name: string;
  values: string[];
}

export interface CategoryRow {
  category_id: number;
  parent_id: number | null;
  name: string;
  filter_type: 0 | 1;
  /** 0 image, 1 video. */
  type: 0 | 1;
  /** 0 product_show, 1 sense_show. */
  show_type: 0 | 1;
  attributes: AttributeRow[];
  sort: number;
}

export interface TemplateModelRow {
  model_id: number;
  image_id: number;
  path: string;
  name: string;
}

export interface TemplateRow {
  prompt_id: number;
  name: string;
  description: string | string[];
  prompt: string;
  category_id: number;
  /** 0 image, 1 video (animation effect). */
  type: 0 | 1;
  show_type: 0 | 1;
  models: TemplateModelRow[];
}

export interface VideoRow {
  video_id: number;
  path: string;
  name: string;
  width: number;
  height: number;
  cover: string | null;
}

export interface DescImageRow {
  image_id: number;
  is_main: boolean;
  name: string;
  path: string;
  width: number;
  height: number;
  type: number;
  video: { video_id: number; path: string; width: number; height: number } | null;
  videos: VideoRow[];
}

export interface ImageRow {
  image_id: number;
  prompt_id: number | null;
  path: string;
  name: string;
  prompt: string;
  product_link: string | null;
  author: string;
  width: number;
  height: number;
  /** Image source type: server 0, sprouting 1, ai_task 2, desc 3, scenario 4, upload 5, models 6, other 9. */
  type: number;
  category_id: number | null;
  create_time: number;
  update_time: number;
  /** Non-zero pins the image in the Explore feed. */
  sort: number;
  /** Likes from people outside the mock (the count shown adds real likes). */
  like_base: number;
  images_desc: DescImageRow[];
  videos: VideoRow[];
  video: { video_id: number; path: string; width: number; height: number } | null;
  description: { title: string; description: string } | null;
  ar: string;
  /** Owner for creations and uploads; null for the public gallery. */
  owner_id: number | null;
  /** Visible in the public gallery. */
  public: boolean;
  record_id: string | null;
  parent_image_id: number | null;
  is_use: boolean;
  /** Came from the seed unchanged (not persisted; regenerated from the seed on load). */
  seeded: boolean;
  /** An upload kept as a product of its owner's asset library (the upload's `library` field). */
  library?: boolean;
}

export type RecordOutcome = 'success' | 'failure' | 'rejected';

export interface RecordParams {
  prompt: string;
  ar: string;
  image_id: number | null;
  image_ids: number[];
  images: string[];
  prompt_id: number | null;
  category_id: number | null;
  attributes: { name: string; value: string }[];
  model: string | null;
  modelType: string | null;
  api_platform: string | null;
  showType: number | null;
}

export interface RecordRow {
  record_id: string;
  task_id: string;
  user_id: number;
  function_key: string;
  /** Badge group: 1 inspiration, 2 marketing, 3 modeling (fashion style). */
  group: 1 | 2 | 3;
  kind: 'image' | 'video';
  params: RecordParams;
  batch_id: string | null;
  created_at: number;
  duration_ms: number;
  outcome: RecordOutcome;
  fail_reason: string | null;
  result_count: number;
  result_image_ids: number[];
  result_video_ids: number[];
  settled: boolean;
  cancelled_at: number | null;
  cost: number;
  /** Upload whose picture the results composite. */
  upload_id: number | null;
}

export interface CollectionRow {
  id: number;
  user_id: number;
  image_id: number;
  type: 'image' | 'video';
  path: string;
  parent_path: string | null;
  parent_image_id: number | null;
  batch_id: string | null;
  parent_batch_id: string | null;
  filter_type: '0' | '1';
  create_time: number;
  update_time: number;
}

export interface AddressRow {
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  phone: string;
}

export interface SellRow {
  title: string;
  material: string;
  story: string;
  selling_price: string;
  people_number: string;
  sampling_price: string;
}

export interface ProductRow {
  product_id: number;
  image_id: number;
  user_id: number;
  /** 0 produceNow, 1 underReview, 2 reviewed, 3 inProduction, 4 dispatched, 5 dismiss, 6 closed. */
  production_status: number;
  /** 0 submit_to_pre_sale, 1 underReview, 2 onSale, 3 offSale, 5 rejected; null before any application. */
  pre_sale_status: number | null;
  sampling_cost: number;
  sampling_price: number;
  suggested_selling_price: number;
  origin_price: number;
  sampling_count: number;
  supplier: { name: string; desc: string };
  address: AddressRow | null;
  tracking: { carrier: string; tracking_number: string; note: string } | null;
  sell: SellRow | null;
  review_note: string | null;
  /** The user's note to the maker, sent with the production application. */
  description?: string | null;
  /** What the paid making order charged (fee included) and in which currency; null before payment. */
  paid_amount?: number | null;
  paid_currency?: 'USD' | 'CNY' | null;
  created_at: number;
  updated_at: number;
  /** When the back office reviews a pending cost assessment by itself (mocks/engine/reviews.ts). */
  review_due_at?: number | null;
  /** When a pending pre-sale application goes on sale by itself. */
  sell_due_at?: number | null;
}

export type OrderStatus = 'WAIT_PAY' | 'PAYED' | 'FAIL' | 'CLOSED';

export interface OrderRow {
  orderId: string;
  paymentId: string;
  user_id: number;
  kind: 'vip' | 'making';
  level: number | null;
  product_id: number | null;
  count: number;
  price: number;
  currency: 'USD' | 'CNY';
  channel: number;
  client_secret: string;
  status: OrderStatus;
  paymentMsg: string;
  created_at: number;
  confirmed_at: number | null;
  /** Outcome decided at confirmation (by the test card number). */
  confirm_outcome: 'PAYED' | 'FAIL' | null;
  applied: boolean;
}

export interface PlanRow {
  level_id: number;
  level: number;
  name: string;
  description: string;
  price: number;
  discount: number;
  discountPrice: number;
  currency: 'USD' | 'CNY';
  /** 3 = yearly, anything else monthly (1). */
  billingCycle: number;
  button: string;
  buttonDetail: string | null;
  credits: number;
  content: { id: number; enabled: boolean; description: string }[];
}

export interface UploadRow {
  image_id: number;
  user_id: number | null;
  path: string;
  /** Small data URL kept for compositing and for serving; null when the file was too big to keep. */
  data_url: string | null;
  /** Its main colours, most frequent first (older stored uploads have none). */
  colours?: string[];
  mime: string;
  name: string;
  size: number;
  width: number;
  height: number;
  type: string;
  category_id: number | null;
  created_at: number;
}

export interface LikeRow {
  user_id: number;
  image_id: number;
  at: number;
}

export interface Tables {
  users: UserRow[];
  sessions: SessionRow[];
  codes: CodeRow[];
  ledger: LedgerRow[];
  functions: FunctionRow[];
  categories: CategoryRow[];
  templates: TemplateRow[];
  images: ImageRow[];
  likes: LikeRow[];
  records: RecordRow[];
  collection: CollectionRow[];
  products: ProductRow[];
  orders: OrderRow[];
  plans: PlanRow[];
  videoModels: { label: string; value: string }[];
  uploads: UploadRow[];
  /** Ids of seeded gallery images deleted since the seed (persisted so deletions survive reloads). */
  deletedSeedImageIds: number[];
  seq: { id: number; record: number; order: number };
}

import type { components } from '@/api/schema';
import { db, findImage, isLikedBy, likeCount } from '../db';
import type {
  CategoryRow,
  CollectionRow,
  ImageRow,
  OrderRow,
  PlanRow,
  ProductRow,
  RecordRow,
  TemplateRow,
  UserRow,
  VideoRow,
} from '../db/types';
import { now } from '../engine/clock';
import { refreshProduct } from '../engine/reviews';
import { phaseOf } from '../engine/tasks';

/** Turns db rows into the contract's shapes. */
type S = components['schemas'];

export const iso = (ms: number) => new Date(ms).toISOString();

const ASPECTS = ['1:1', '16:9', '4:3', '3:2', '9:16', '3:4', '2:3'] as const;
export function aspect(ar: string | null | undefined): S['AspectRatio'] {
  return (ASPECTS as readonly string[]).includes(ar ?? '') ? (ar as S['AspectRatio']) : '1:1';
}

export function toUserInfo(user: UserRow): S['UserInfo'] {
  return {
    user_id: user.user_id,
    username: user.username,
    email: user.email,
    level: user.level,
    avatar: null,
    role: user.role ?? 'user',
  };
}

function toVideo(v: VideoRow): S['VideoRef'] {
  return { video_id: v.video_id, path: v.path, name: v.name, width: v.width, height: v.height };
}

function categoryRef(categoryId: number | null): S['CategoryRef'] | null {
  if (categoryId === null) return null;
  const cat = db().categories.find((c) => c.category_id === categoryId);
  return cat ? { category_id: cat.category_id, name: cat.name, filter_type: cat.filter_type } : null;
}

export function productOf(imageId: number): ProductRow | undefined {
  const product = db().products.find((p) => p.image_id === imageId);
  return product && refreshProduct(product);
}

const FUNCTION_KEYS = ['imageGeneration', 'imageChat', 'descImageGeneration', 'videoShowGeneration'] as const;
function functionKey(key: string): S['FunctionKey'] {
  return (FUNCTION_KEYS as readonly string[]).includes(key) ? (key as S['FunctionKey']) : 'imageGeneration';
}

export function toGalleryImage(img: ImageRow, userId: number | null): S['GalleryImage'] {
  const product = productOf(img.image_id);
  const record = img.record_id ? db().records.find((r) => r.record_id === img.record_id) : undefined;
  return {
    image_id: img.image_id,
    prompt_id: img.prompt_id,
    path: img.path,
    create_time: iso(img.create_time),
    name: img.name,
    prompt: img.prompt,
    description: img.description,
    product_link: img.product_link,
    author: img.author,
    width: img.width,
    height: img.height,
    type: img.type as S['ImageSourceType'],
    sort: img.sort,
    isLike: isLikedBy(userId, img.image_id),
    likeNum: likeCount(img),
    images_desc: img.images_desc.map((d) => ({
      image_id: d.image_id,
      is_main: d.is_main,
      type: d.type as S['ImageSourceType'],
      name: d.name,
      path: d.path,
      video: d.video,
      width: d.width,
      height: d.height,
      videos: d.videos.map(toVideo),
    })),
    category: categoryRef(img.category_id),
    videos: img.videos.map(toVideo),
    video: img.video,
    product: product ? toProduct(product) : null,
    batch_id: record?.batch_id ?? null,
  };
}

export function toImageDetail(img: ImageRow, userId: number | null): S['ImageDetail'] {
  const record = img.record_id ? db().records.find((r) => r.record_id === img.record_id) : undefined;
  const phase = record ? phaseOf(record) : null;
  return {
    ...toGalleryImage(img, userId),
    record_task: record
      ? {
          result: {
            action: img.name || null,
            finishTime: phase?.finishedAt ? iso(phase.finishedAt) : null,
          },
          params: {
            prompt: record.params.prompt,
            ar: aspect(record.params.ar),
            attributes: record.params.attributes,
          },
        }
      : null,
  };
}

function statusOf(rec: RecordRow): S['TaskStatus'] {
  return phaseOf(rec).status;
}

export function toRecord(rec: RecordRow, userId: number | null): S['GenerationRecord'] {
  const phase = phaseOf(rec);
  const failed = phase.status === 'failure';
  const rejected = failed && rec.outcome === 'rejected';
  const result: S['GenerationResult'][] = [];
  if (phase.status === 'success') {
    for (const id of rec.result_image_ids) {
      const img = findImage(id);
      if (img)
        result.push({
          image_id: id,
          path: img.path,
          isLike: isLikedBy(userId, id),
          width: img.width,
          height: img.height,
        });
    }
    const parent = rec.params.image_id !== null ? findImage(rec.params.image_id) : undefined;
    for (const videoId of rec.result_video_ids) {
      const video = parent?.videos.find((v) => v.video_id === videoId);
      if (video) {
        result.push({
          image_id: parent?.image_id ?? videoId,
          path: video.path,
          video_id: videoId,
          video_path: video.path,
          image_path: parent?.path ?? video.path,
          width: video.width,
          height: video.height,
        });
      }
    }
  }
  const params = rec.params;
  return {
    record_id: rec.record_id,
    batch_id: rec.batch_id,
    status: statusOf(rec),
    progress: phase.progress,
    function: { key: functionKey(rec.function_key) },
    params: {
      prompt: params.prompt,
      ar: aspect(params.ar),
      image_ids: params.image_ids,
      category_id: params.category_id,
      attributes: params.attributes,
      image_id: params.image_id,
      prompt_id: params.prompt_id,
      images: params.images,
      modelType: params.modelType,
      model: params.model,
      showType: params.showType === 0 || params.showType === 1 ? params.showType : null,
    },
    result,
    record_tasks: [
      {
        task_id: rec.task_id,
        status: statusOf(rec),
        failReason: failed && !rejected ? rec.fail_reason : null,
        description: null,
        progress: phase.progress,
        properties: rejected ? { reason: null, message: null, is_output_rejection: true } : {},
      },
    ],
    error: failed && rec.fail_reason ? { message: rec.fail_reason } : null,
    message: failed ? 'Task Failure' : null,
    create_time: iso(Math.min(rec.created_at, now())),
    finish_time: phase.finishedAt ? iso(phase.finishedAt) : null,
  };
}

export function toProduct(p: ProductRow): S['Product'] {
  const order = [...db().orders].reverse().find((o) => o.kind === 'making' && o.product_id === p.product_id);
  return {
    product_id: p.product_id,
    image_id: p.image_id,
    production_status: p.production_status as S['ProductionStatus'],
    pre_sale_status: p.pre_sale_status as S['PreSaleStatus'] | null,
    payment_status: order ? paymentStatusCode(order) : null,
    sampling_cost: p.sampling_cost,
    sampling_price: p.sampling_price,
    sampling_prices: p.sampling_price,
    sampling_count: p.sampling_count,
    suggested_selling_price: p.suggested_selling_price,
    origin_price: p.origin_price,
    selling_price: p.sell ? Number(p.sell.selling_price) : null,
    people_number: p.sell ? Number(p.sell.people_number) : null,
    title: p.sell?.title ?? null,
    material: p.sell?.material ?? null,
    story: p.sell?.story ?? null,
    supplier: p.production_status >= 2 ? p.supplier : null,
    address: p.address,
    tracking: p.tracking
      ? { carrier: p.tracking.carrier, tracking_number: p.tracking.tracking_number }
      : null,
    review_reason: p.review_note,
    description: p.description ?? null,
    paid_amount: p.paid_amount ?? null,
    paid_currency: p.paid_amount != null ? (p.paid_currency ?? 'USD') : null,
  };
}

/** Numeric payment status (spec 2 §4): 0 wait pay, 1 paid, 3 closed, 5 fail. */
export function paymentStatusCode(order: OrderRow): S['PaymentStatus'] {
  switch (order.status) {
    case 'PAYED':
      return 1;
    case 'CLOSED':
      return 3;
    case 'FAIL':
      return 5;
    default:
      return 0;
  }
}

export function toPlan(plan: PlanRow): S['VipPlan'] {
  return {
    id: plan.level_id,
    level_id: plan.level_id,
    level: plan.level,
    name: plan.name,
    description: plan.description,
    discount: plan.discount,
    price: plan.price,
    discountPrice: plan.discountPrice,
    currency: plan.currency,
    billingCycle: plan.billingCycle === 3 ? 3 : 1,
    button: plan.button,
    buttonDetail: plan.buttonDetail,
    content: plan.content,
  };
}

export function toCategoryNode(cat: CategoryRow, children: CategoryRow[]): S['CategoryNode'] {
  return {
    category_id: cat.category_id,
    name: cat.name,
    parent_id: cat.parent_id,
    filter_type: cat.filter_type,
    type: cat.type,
    show_type: cat.show_type,
    children: children.map((c) => ({
      category_id: c.category_id,
      name: c.name,
      parent_id: cat.category_id,
      filter_type: c.filter_type,
      attributes: c.attributes.map((a) => ({ ...a, values: [...a.values] })),
    })),
  };
}

export function toTemplate(t: TemplateRow): S['PromptTemplate'] {
  return {
    prompt_id: t.prompt_id,
    name: t.name,
    description: t.description,
    category_id: t.category_id,
    type: t.type,
    show_type: t.show_type,
    models: t.models.map((m) => ({ ...m })),
  };
}

export function toInspirationItem(row: CollectionRow): S['InspirationItem'] {
  return {
    id: row.id,
    image_id: row.image_id,
    type: row.type,
    path: row.path,
    parent_path: row.parent_path,
    parent_image_id: row.parent_image_id,
    batch_id: row.batch_id,
    parent_batch_id: row.parent_batch_id,
    filter_type: row.filter_type,
    create_time: iso(row.create_time),
    update_time: iso(row.update_time),
  };
}

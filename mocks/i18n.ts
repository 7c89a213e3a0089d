import { SEED_FAIL_REASON } from './db/seed';
import { FAIL_REASON, FORCED_FAIL_REASON } from './engine/tasks';
import { contentInChinese } from './contentChinese';

/**
 * The mock's own words in Chinese (issue 30): a request whose `Accept-Language` starts with `zh` gets them in
 * Chinese — the envelope's message, an error's message and the stored messages a reply carries (a card's decline,
 * a generation's failure reason), which the spec gives in both languages. Anything not listed stays as it is.
 */
export const MOCK_CHINESE: Readonly<Record<string, string>> = {
  'Please sign in first': '请先登录',
  'Your session has expired, please sign in again': '登录已过期，请重新登录',
  'Waiting for payment': '等待付款',
  'Processing payment': '正在处理付款',
  'Payment successful.': '支付成功。',
  'Payment canceled.': '付款已取消。',
  'Your card was declined.': '您的银行卡被拒绝。',
  'Task Failure': '任务失败',
  [FAIL_REASON]: '生成服务无法完成这张图片（提示词要求它失败）。',
  [FORCED_FAIL_REASON]: '生成服务暂时不可用，请稍后再试。',
  [SEED_FAIL_REASON]: '图像服务超时，请重试。',
};

/**
 * The plans' own words (GET /payment/levelList): descriptions, features and buttons in Chinese for a `zh` request
 * (their names: mocks/contentChinese.ts). Only that reply reads this map.
 */
export const PLAN_CHINESE: Readonly<Record<string, string>> = {
  'Try the studio with a few credits every month.': '每月赠送少量积分，轻松体验工作室。',
  'For makers launching their first products.': '适合推出首批产品的创作者。',
  'For makers launching their first products, billed yearly.': '适合推出首批产品的创作者，按年计费。',
  'For growing brands with weekly launches.': '适合每周上新的成长型品牌。',
  'For growing brands, billed yearly.': '适合成长型品牌，按年计费。',
  'Tailored production support with a personal advisor.': '专属顾问提供量身定制的生产支持。',
  'Inspiration generation': '灵感生成',
  'Marketing images': '营销图片',
  'Try-on and photoset': '试穿与写真集',
  'Product videos': '商品视频',
  'Priority queue': '优先排队',
  'Dedicated advisor': '一对一顾问',
  'Start free': '免费开始',
  Subscribe: '订阅',
  'Contact us': '联系我们',
};

/** Whether the request asked for Chinese (the app sends `Accept-Language: zh-CN` when Chinese is on). */
export function wantsChinese(request: Request): boolean {
  return /^\s*zh\b/i.test(request.headers.get('accept-language') ?? '');
}

/** A message in the request's language. */
export function localize(message: string, chinese: boolean): string {
  return (chinese && MOCK_CHINESE[message]) || message;
}

/**
 * A reply's data with the mock's own messages in Chinese: every string that is one of them (or of `words`, a reply's
 * own map), at any depth.
 */
export function localizeData<T>(data: T, chinese: boolean, words = MOCK_CHINESE): T {
  if (!chinese) return data;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return words[value] || value;
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  return walk(data) as T;
}

/** The fields of the shipped content a reply carries in the request's language (names, descriptions, values). */
const CONTENT_FIELDS = new Set(['name', 'description', 'values']);

/**
 * A reply's shipped content in Chinese (issue 43 §6): category names and attributes, templates, effects and styles
 * (`name`, `description`, `values` at any depth; mocks/contentChinese.ts). Ids, paths and prompts stay as they are.
 */
export function localizeContent<T>(data: T, chinese: boolean): T {
  if (!chinese) return data;
  const text = (value: unknown): unknown =>
    typeof value === 'string'
      ? (contentInChinese(value) ?? value)
      : Array.isArray(value)
        ? value.map(text)
        : walk(value);
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, CONTENT_FIELDS.has(key) ? text(item) : walk(item)]),
      );
    return value;
  };
  return walk(data) as T;
}

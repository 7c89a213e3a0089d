import { db } from '../db';
import type { OrderRow } from '../db/types';
import { now } from '../engine/clock';
import { cancelOrder, confirmPayment, createOrder, findOrder } from '../engine/payments';
import { badRequest, conflict, forbidden, MockError, notFound } from '../errors';
import { mockRoute, reply, route } from '../http';
import { int, number, oneOf, optInt, optStr, str } from '../validate';
import { getSettings } from '../settings';
import { planNameInChinese } from '../contentChinese';
import { localizeData, PLAN_CHINESE, wantsChinese } from '../i18n';
import { paymentStatusCode, toPlan } from './serialize';

/** Where the app's mock card form confirms a payment (stands in for the card provider's SDK). */
export const MOCK_PAYMENT_CONFIRM_PATH = '/mock-payments/confirm';

function toOrder(order: OrderRow) {
  return {
    orderId: order.orderId,
    paymentId: order.paymentId,
    price: order.price,
    currency: order.currency,
    paymentInfo: JSON.stringify({
      client_secret: order.client_secret,
      provider: 'mock',
      confirm_url: MOCK_PAYMENT_CONFIRM_PATH,
    }),
    paymentStatus: order.status === 'CLOSED' ? ('FAIL' as const) : order.status,
    paymentMsg: order.paymentMsg,
  };
}

/** The plan named by `level_id` when sent; otherwise by `level` (older clients), read as an id first. */
function planFor(level: number, levelId?: number) {
  const plans = db().plans;
  if (levelId !== undefined) return plans.find((p) => p.level_id === levelId && p.level === level);
  return plans.find((p) => p.level_id === level) ?? plans.find((p) => p.level === level && p.price > 0);
}

export const paymentHandlers = [
  // The plans' names, descriptions, features and buttons in the request's language.
  ...route('get', '/payment/levelList', ['api'], (ctx) => {
    const chinese = wantsChinese(ctx.request);
    return localizeData(db().plans.map(toPlan), chinese, PLAN_CHINESE).map((plan) =>
      chinese ? { ...plan, name: planNameInChinese(plan.name) } : plan,
    );
  }),

  ...route('get', '/payment/checkVipStatus/{id}', ['api'], (ctx) => {
    const user = ctx.requireUser();
    const plan = planFor(int(ctx.params, 'id'));
    if (!plan) throw notFound('Plan not found');
    const active = user.vip_expire !== null && user.vip_expire > now();
    const eligible = plan.price > 0 && !(active && plan.level <= user.level);
    return {
      level: plan.level,
      currentLevel: user.level,
      eligible,
      message: eligible
        ? 'You can upgrade to this plan.'
        : plan.price <= 0
          ? 'This plan is not sold online.'
          : 'You already have this plan or a higher one.',
    };
  }),

  ...route('post', '/payment/createOrder', ['api'], async (ctx) => {
    const user = ctx.requireUser();
    const body = await ctx.json();
    const plan = planFor(int(body, 'level'), optInt(body, 'level_id'));
    const channel = oneOf(int(body, 'channel'), [2, 4], 'channel') as number;
    if (!plan) throw notFound('Plan not found');
    if (plan.price <= 0) throw badRequest('This plan cannot be bought online');
    if (user.vip_expire !== null && user.vip_expire > now() && plan.level <= user.level) {
      throw forbidden('You already have this plan or a higher one.');
    }
    const order = createOrder({
      user,
      kind: 'vip',
      price: plan.discountPrice ?? plan.price,
      channel,
      level: plan.level,
    });
    return reply(toOrder(order), 'Order created');
  }),

  ...route('post', '/payment/createMakingOrder', ['api'], async (ctx) => {
    const user = ctx.requireUser();
    const body = await ctx.json();
    const productId = int(body, 'productId');
    const count = int(body, 'count');
    const channel = oneOf(int(body, 'channel'), [2, 4], 'channel') as number;
    const price = number(body, 'price');
    if (count < 1) throw badRequest('count must be at least 1');
    if (price <= 0) throw badRequest('price must be positive');
    const product = db().products.find((p) => p.product_id === productId && p.user_id === user.user_id);
    if (!product) throw notFound('Product not found');
    if (product.production_status !== 2) throw conflict('The product is not waiting for payment');
    const order = createOrder({ user, kind: 'making', price, channel, productId, count });
    return reply(toOrder(order), 'Order created');
  }),

  ...route('get', '/payment/cancel/{id}', ['api'], (ctx) => {
    const user = ctx.requireUser();
    cancelOrder(findOrder(str(ctx.params, 'id', 80), user.user_id));
    return reply(null, 'Order cancelled');
  }),

  ...route('get', '/payment/{orderId}', ['api'], async (ctx) => {
    const user = ctx.requireUser();
    // `?mock_order=fail|hang` or the controls panel: rehearse a failing or silent status query.
    const mode = getSettings().orderStatus;
    if (mode === 'fail') throw new MockError(500, 'Order service unavailable');
    if (mode === 'hang') await new Promise<never>(() => undefined);
    const order = findOrder(str(ctx.params, 'orderId', 80), user.user_id);
    return {
      orderId: order.orderId,
      paymentStatus: order.status === 'CLOSED' ? ('FAIL' as const) : order.status,
      status: paymentStatusCode(order),
      paymentMsg: order.paymentMsg,
    };
  }),

  // Mock-only: the card provider. Body { client_secret, card_number? }; 4000 0000 0000 0002 declines.
  mockRoute('post', `*${MOCK_PAYMENT_CONFIRM_PATH}`, async (ctx) => {
    const body = await ctx.json();
    const order = confirmPayment(
      str(body, 'client_secret', 200),
      optStr(body, 'card_number', 40) ?? undefined,
    );
    return { orderId: order.orderId, status: 'processing' };
  }),
];

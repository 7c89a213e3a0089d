import { baseApi } from '../baseApi';
import type { Language } from '@/hooks/useLanguage';
import { api, unwrap } from '../http';
import { retryTransient } from '../retry';
import { PAYMENT_FINISHED_TAGS } from './paymentTags';
import type {
  CreateMakingOrderRequest,
  CreateOrderRequest,
  OrderStatusResult,
  PaymentOrder,
  VipEligibility,
  VipPlan,
} from '../types';

/** Every payment screen words its own failures (spec 3 §8 Payment, Plans): the global toast stays away. */
const SILENT = { silent: true } as const;

export { PAYMENT_FINISHED_TAGS };

/**
 * The payment calls of spec 2 §7 and spec 3 §7, used by the plans page and by making orders alike
 * (through the payment flow in `features/payment`). Orders are never cached: each status query and
 * each eligibility check asks the server again.
 */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Keyed by the language of the screens: the server answers the plans' descriptions, features and buttons in the
     * language the call's header names, so a switch fetches them again instead of showing the cached ones.
     */
    listVipPlans: build.query<VipPlan[], Language>({
      queryFn: () => unwrap(api.GET('/payment/levelList', SILENT)),
      providesTags: [{ type: 'Plan', id: 'LIST' }],
    }),
    checkVipStatus: build.query<VipEligibility, number>({
      queryFn: (id) =>
        retryTransient(() =>
          unwrap(api.GET('/payment/checkVipStatus/{id}', { params: { path: { id } }, ...SILENT })),
        ),
      keepUnusedDataFor: 0,
    }),
    // A creation the server could not answer is asked again: a repeat can at worst leave an unpaid order, which
    // is never charged (only the order the form confirms is), where giving up sent the user to 'Try again'.
    createOrder: build.mutation<PaymentOrder, CreateOrderRequest>({
      queryFn: (body) => retryTransient(() => unwrap(api.POST('/payment/createOrder', { body, ...SILENT }))),
    }),
    createMakingOrder: build.mutation<PaymentOrder, CreateMakingOrderRequest>({
      queryFn: (body) =>
        retryTransient(() => unwrap(api.POST('/payment/createMakingOrder', { body, ...SILENT }))),
    }),
    getOrderStatus: build.query<OrderStatusResult, string>({
      queryFn: (orderId) =>
        unwrap(api.GET('/payment/{orderId}', { params: { path: { orderId } }, ...SILENT })),
      keepUnusedDataFor: 0,
    }),
    cancelOrder: build.mutation<null, string>({
      // Cancelling twice is harmless (a closed order stays closed): a transient failure is asked again, so a
      // closed checkout does not leave its order waiting.
      queryFn: (id) =>
        retryTransient(() =>
          unwrap(api.GET('/payment/cancel/{id}', { params: { path: { id } }, ...SILENT })),
        ),
      invalidatesTags: (_result, error) => (error ? [] : ['Order']),
    }),
  }),
});

export const {
  useListVipPlansQuery,
  useLazyCheckVipStatusQuery,
  useCreateOrderMutation,
  useCreateMakingOrderMutation,
  useCancelOrderMutation,
} = paymentsApi;

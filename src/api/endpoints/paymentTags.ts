import type { TagType } from '../baseApi';

/**
 * What a finished payment changes: the balance, the counts, the user's level, plans and products. Its own module so
 * the shell can refresh them when another tab pays without loading the payment calls.
 */
export const PAYMENT_FINISHED_TAGS: TagType[] = ['Points', 'TaskCount', 'User', 'Plan', 'Product', 'Order'];

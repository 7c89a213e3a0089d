import type { Translate } from '@/i18n';
import type { BatchKey } from './i18n';
import type { Batch } from './store';

/**
 * A batch's name in the language in use: the one the user gave, as typed; otherwise made from what it is (the tool,
 * the number of products, when it was made), so a batch made in English reads in 中文 after a switch.
 */
export function batchName(
  batch: Pick<Batch, 'name' | 'tool' | 'items' | 'createdAt'>,
  t: Translate<BatchKey>,
) {
  if (batch.name) return batch.name;
  const made = new Date(batch.createdAt);
  const date = Number.isNaN(made.getTime())
    ? ''
    : new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(made);
  return t('batch.name', { tool: t(`batch.tool.${batch.tool}`), count: batch.items.length, date });
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApplySellMutation, useEstimateIncomeQuery } from '@/api/endpoints/products';
import type { ProductInfo } from '@/api/types';
import { paths } from '@/utils/paths';
import { toast } from '@/utils/toast';
import { INCOME_DEBOUNCE_MS, MESSAGES } from '../constants';
import {
  incomeRequest,
  priceBounds,
  samplingPriceOf,
  sellDefaults,
  validateSell,
  type SellErrors,
  type SellValues,
} from '../utils';
import { useDebouncedValue } from './useDebouncedValue';
import { useSessionDraft } from './useSessionDraft';
import { formatMoney } from '@/utils/money';

/**
 * The sell application (spec 2 §3, §5): values kept as a draft per product, the income estimate rerun
 * (debounced) on every change, one submission at a time, then "Applying for sell." and the Lab page.
 */
export function useSellForm(info: ProductInfo, materialMessage?: string) {
  const navigate = useNavigate();
  const product = info.product;
  const draft = useSessionDraft<SellValues>(`sell:${info.image_id}`, sellDefaults(product));
  const [errors, setErrors] = useState<SellErrors>({});
  const [apply, { isLoading: submitting }] = useApplySellMutation();
  const samplingPrice = samplingPriceOf(product);
  const cost = product?.sampling_cost || product?.sampling_price || 0;
  const request = useDebouncedValue(incomeRequest(draft.values, samplingPrice), INCOME_DEBOUNCE_MS);
  const income = useEstimateIncomeQuery(
    request ?? { selling_price: '0', origin_price: '0', people_number: 30 },
    {
      skip: !request,
    },
  );

  const onChange = (patch: Partial<SellValues>) => {
    draft.update(patch);
    setErrors((prev) => {
      const next = { ...prev };
      for (const key of Object.keys(patch)) delete next[key as keyof SellErrors];
      return next;
    });
  };

  const submit = async () => {
    if (submitting) return;
    const next = validateSell(draft.values, cost, materialMessage);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const v = draft.values;
    try {
      await apply({
        image_id: info.image_id,
        title: v.title.trim(),
        material: v.material.join(','),
        selling_price: v.selling_price.trim(),
        people_number: String(v.people_number) as '30' | '40' | '50' | '60',
        story: v.story,
        sampling_price: samplingPrice,
      }).unwrap();
      toast.success(MESSAGES.applyingSell);
      draft.clear();
      void navigate(paths.marketingPreSale());
    } catch (error) {
      toast.error((error as { message?: string }).message || 'The application could not be sent.');
    }
  };

  const { min, max } = priceBounds(cost);
  return {
    values: draft.values,
    errors,
    onChange,
    fillBlank: draft.fillBlank,
    submit,
    submitting,
    samplingPrice,
    priceHint: cost > 0 ? `Between ${formatMoney(min)} and ${formatMoney(max)}` : ' ',
    income: {
      estimate: request ? income.data : undefined,
      isLoading: !!request && (income.isFetching || (!income.data && !income.isError)),
      isError: !!request && income.isError,
      onRetry: () => void income.refetch(),
    },
  };
}

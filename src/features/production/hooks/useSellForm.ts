import { useNavigate } from 'react-router-dom';
import { useApplySellMutation, useEstimateIncomeQuery } from '@/api/endpoints/products';
import type { ProductInfo } from '@/api/types';
import { formatMoney } from '@/utils/money';
import { paths } from '@/utils/paths';
import { toast } from '@/utils/toast';
import { DRAFT_KEYS, INCOME_DEBOUNCE_MS } from '../constants';
import { productionT, useProductionT, type ProductionKey } from '../i18n';
import {
  incomeRequest,
  priceBounds,
  samplingPriceOf,
  sellDefaults,
  sellRules,
  type SellValues,
} from '../utils';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useDraftForm } from '@/hooks/useDraftForm';

const PLACEHOLDER_REQUEST = { selling_price: '0', origin_price: '0', people_number: 30 };

/**
 * The sell application (spec 2 §3, §5) on the one form recipe: values kept as a draft per product, the price
 * checked as it is typed, the income estimate rerun (debounced) for a valid price only, one submission at a
 * time, then "Applying for sell." and the Lab page.
 */
export function useSellForm(info: ProductInfo, materialMessage?: ProductionKey) {
  const navigate = useNavigate();
  const t = useProductionT();
  const product = info.product;
  const [apply] = useApplySellMutation();
  const samplingPrice = samplingPriceOf(product);
  const cost = product?.sampling_cost || product?.sampling_price || 0;
  const form = useDraftForm<SellValues>(DRAFT_KEYS.sell(info.image_id), {
    initial: sellDefaults(product),
    rules: sellRules(cost, materialMessage),
    failureMessage: t('production.applicationFailed'),
    onSubmit: async (v) => {
      await apply({
        image_id: info.image_id,
        title: v.title.trim(),
        material: v.material.join(','),
        selling_price: v.selling_price.trim(),
        people_number: String(v.people_number) as '30' | '40' | '50' | '60',
        story: v.story,
        sampling_price: samplingPrice,
      }).unwrap();
      toast.success(productionT('production.applyingSell'));
      form.clear();
      void navigate(paths.marketingPreSale());
    },
  });
  const request = useDebouncedValue(incomeRequest(form.values, samplingPrice, cost), INCOME_DEBOUNCE_MS);
  const income = useEstimateIncomeQuery(request ?? PLACEHOLDER_REQUEST, { skip: !request });

  /** The price is checked as it is typed (spec 2 §5 bounds), not only on submit. */
  const setPrice = (value: string) => {
    form.setValue('selling_price', value);
    form.touch('selling_price');
  };

  const { min, max } = priceBounds(cost);
  const bounds = { min: formatMoney(min, 'USD', t.locale), max: formatMoney(max, 'USD', t.locale) };
  const range = cost > 0 ? t('production.priceRange', bounds) : undefined;
  const priceValid = !form.errors.selling_price;
  return {
    form,
    setPrice,
    samplingPrice,
    priceHint: range ?? ' ',
    income: {
      // The estimate of the price on screen only: none while it is invalid or the debounce catches up.
      estimate: request && priceValid ? income.data : undefined,
      isLoading: priceValid && (!request || income.isFetching || (!income.data && !income.isError)),
      isError: priceValid && !!request && income.isError,
      invalidHint: priceValid
        ? undefined
        : range
          ? t('production.invalidPriceRange', bounds)
          : t('production.invalidPrice'),
      peopleNumber: form.values.people_number,
      onRetry: () => void income.refetch(),
    },
  };
}

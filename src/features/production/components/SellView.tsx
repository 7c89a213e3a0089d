import type { FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ProductInfo } from '@/api/types';
import { useSellForm } from '../hooks/useSellForm';
import { IncomeEstimatePanel } from './IncomeEstimatePanel';
import { ProductLayout } from './ProductLayout';
import { SellFormFields } from './SellFormFields';
import { formatMoney } from '@/utils/money';

/** Spec 2 §2 sell configuration (/tools/pre-sale/{id}): prices, quality, the sell form and the income estimate. */
export function SellView({ info }: { info: ProductInfo }) {
  const form = useSellForm(info);
  const product = info.product;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <ProductLayout title="Pre-sale" imagePath={info.path} imageAlt="The product design">
      <Stack direction="row" spacing={3} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Typography>
          Sampling price: <strong>{formatMoney(Number(form.samplingPrice))}</strong>
        </Typography>
        {!!product?.suggested_selling_price && (
          <Typography>
            Suggested price: <strong>{formatMoney(product.suggested_selling_price)}</strong>
          </Typography>
        )}
      </Stack>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Sell application"
        sx={{ display: 'grid', gap: 2 }}
      >
        <SellFormFields
          values={form.values}
          errors={form.errors}
          onChange={form.onChange}
          priceHint={form.priceHint}
        />
        <IncomeEstimatePanel {...form.income} />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
            Apply for pre-sale
          </Button>
        </Box>
      </Box>
    </ProductLayout>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductInfo } from '@/api/types';
import { useSellForm } from '../hooks/useSellForm';
import { IncomeEstimatePanel } from './IncomeEstimatePanel';
import { ProductLayout } from './ProductLayout';
import { SellFormFields } from './SellFormFields';
import { formatMoney } from '@/utils/money';
import { useProductionT } from '../i18n';

/** Spec 2 §2 sell configuration (/tools/pre-sale/{id}): prices, quality, the sell form and the income estimate. */
export function SellView({ info }: { info: ProductInfo }) {
  const t = useProductionT();
  const sell = useSellForm(info);
  const { form } = sell;
  const product = info.product;
  return (
    <ProductLayout
      title={t('production.sell.title')}
      imagePath={info.path}
      imageAlt={t('production.productAlt')}
    >
      <Stack direction="row" spacing={3} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Typography>
          {t('production.sell.samplingPrice')}{' '}
          <strong>{formatMoney(Number(sell.samplingPrice), 'USD', t.locale)}</strong>
        </Typography>
        {!!product?.suggested_selling_price && (
          <Typography>
            {t('production.sell.suggestedPrice')}{' '}
            <strong>{formatMoney(product.suggested_selling_price, 'USD', t.locale)}</strong>
          </Typography>
        )}
      </Stack>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(event)}
        aria-label={t('production.sell.form')}
        sx={{ display: 'grid', gap: 2 }}
      >
        {form.submitError && <Alert severity="error">{form.submitError}</Alert>}
        <SellFormFields form={form} onPriceChange={sell.setPrice} priceHint={sell.priceHint} />
        <IncomeEstimatePanel {...sell.income} />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
            {t('production.sell.apply')}
          </Button>
        </Box>
      </Box>
    </ProductLayout>
  );
}

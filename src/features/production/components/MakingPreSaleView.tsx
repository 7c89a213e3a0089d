import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGenerateTitleMutation } from '@/api/endpoints/products';
import type { ImageDescription, ProductInfo } from '@/api/types';
import { SafeMarkdown } from '@/components/SafeMarkdown';
import { toast } from '@/utils/toast';
import { CREATOR_SHARE_RATE, PRE_SALE_FEE_RATE, SHARE_EXAMPLE_BASE } from '../constants';
import { productionT, useProductionT } from '../i18n';
import { useSellForm } from '../hooks/useSellForm';
import { materialLabel, plainText } from '../utils';
import { IncomeEstimatePanel } from './IncomeEstimatePanel';
import { ProductLayout } from './ProductLayout';
import { SellFormFields } from './SellFormFields';
import { formatMoney } from '@/utils/money';

type SellForm = ReturnType<typeof useSellForm>['form'];

/**
 * The title suggestion: it fills only empty fields; when the user had typed something else it is held, and
 * `replace` puts it in their place.
 */
function useTitleSuggestion(imageId: number, form: SellForm) {
  const [suggest, { isLoading: suggesting }] = useGenerateTitleMutation();
  const [suggestion, setSuggestion] = useState<ImageDescription | null>(null);
  const [held, setHeld] = useState(false);
  const { values } = form;

  const askSuggestion = async () => {
    try {
      const result = await suggest({ image_id: imageId }).unwrap();
      setSuggestion(result);
      const story = plainText(result.description);
      const clash =
        (values.title.trim() && values.title !== result.title) ||
        (values.story.trim() && values.story !== story);
      form.fillBlank({ title: result.title, story });
      setHeld(!!clash);
    } catch {
      toast.error(productionT('production.making.noSuggestion'));
    }
  };

  const replace = () => {
    if (!suggestion) return;
    form.setValues({ title: suggestion.title, story: plainText(suggestion.description) });
    setHeld(false);
  };
  return { suggestion, suggesting, held, askSuggestion, replace };
}

/** The listing as buyers will see it: title, price in USD, materials and description. */
function SalePreview({
  values,
  price,
  suggestion,
}: {
  values: SellForm['values'];
  price: string;
  suggestion: ImageDescription | null;
}) {
  const t = useProductionT();
  return (
    <Stack spacing={1} sx={{ mt: 2 }} aria-label={t('production.making.preview')} role="group">
      <Typography component="h2" variant="h6">
        {values.title.trim() || t('production.making.untitled')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {t('production.making.priceUsd', { price: formatMoney(Number(price), 'USD', t.locale) })}
      </Typography>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ flexWrap: 'wrap', rowGap: 0.5 }}
        aria-label={t('production.field.material')}
        role="list"
      >
        {values.material.map((m) => (
          <Chip key={m} label={materialLabel(t, m)} size="small" role="listitem" />
        ))}
      </Stack>
      {suggestion ? (
        <SafeMarkdown>{suggestion.description}</SafeMarkdown>
      ) : (
        <Typography color="textSecondary">{values.story || t('production.making.noDescription')}</Typography>
      )}
    </Stack>
  );
}

/** Suggest a title, and when the suggestion was held, the offer to replace what the user typed. */
function SuggestTitle({ suggestion }: { suggestion: ReturnType<typeof useTitleSuggestion> }) {
  const t = useProductionT();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        onClick={() => void suggestion.askSuggestion()}
        disabled={suggestion.suggesting}
      >
        {t('production.making.suggest')}
      </Button>
      {suggestion.held && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={suggestion.replace}>
              {t('production.making.replace')}
            </Button>
          }
        >
          {t('production.making.kept')}
        </Alert>
      )}
    </Stack>
  );
}

/** The 30 % / 70 % split on the example base of 10. */
function ShareExample() {
  const t = useProductionT();
  const money = (amount: number) => formatMoney(amount, 'USD', t.locale);
  return (
    <Alert severity="info" icon={false}>
      {t('production.making.share', {
        fee: Math.round(PRE_SALE_FEE_RATE * 100),
        share: Math.round(CREATOR_SHARE_RATE * 100),
        base: money(SHARE_EXAMPLE_BASE),
        service: money(SHARE_EXAMPLE_BASE * PRE_SALE_FEE_RATE),
        creator: money(SHARE_EXAMPLE_BASE * CREATOR_SHARE_RATE),
      })}
    </Alert>
  );
}

/**
 * Spec 3 §2.2 'Making & Pre-sale': a preview (image, title, '$<price> USD', materials, description) beside
 * the pre-sale form, the 30 % / 70 % split on the example base of 10, and a title suggestion that fills
 * only empty fields unless the user asks to replace what they typed.
 */
export function MakingPreSaleView({ info }: { info: ProductInfo }) {
  const t = useProductionT();
  const sell = useSellForm(info, 'production.selectMaterial');
  const { form } = sell;
  const suggestion = useTitleSuggestion(info.image_id, form);
  const price = form.values.selling_price.trim() || sell.samplingPrice;

  return (
    <ProductLayout
      title={t('production.makingTitle')}
      imagePath={info.path}
      imageAlt={t('production.productAlt')}
      aside={<SalePreview values={form.values} price={price} suggestion={suggestion.suggestion} />}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(event)}
        aria-label={t('production.making.form')}
        sx={{ display: 'grid', gap: 2 }}
      >
        <SuggestTitle suggestion={suggestion} />
        {form.submitError && <Alert severity="error">{form.submitError}</Alert>}
        <SellFormFields form={form} onPriceChange={sell.setPrice} priceHint={sell.priceHint} />
        <input type="hidden" name="sampling_price" value={sell.samplingPrice} />
        <ShareExample />
        <IncomeEstimatePanel {...sell.income} />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
            {t('production.making.submit')}
          </Button>
        </Box>
      </Box>
    </ProductLayout>
  );
}

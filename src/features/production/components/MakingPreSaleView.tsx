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
import { CREATOR_SHARE_RATE, MESSAGES, PRE_SALE_FEE_RATE, SHARE_EXAMPLE_BASE } from '../constants';
import { useSellForm } from '../hooks/useSellForm';
import { plainText } from '../utils';
import { IncomeEstimatePanel } from './IncomeEstimatePanel';
import { ProductLayout } from './ProductLayout';
import { SellFormFields } from './SellFormFields';
import { formatMoney } from '@/utils/money';

/**
 * Spec 3 §2.2 'Making & Pre-sale': a preview (image, title, '$<price> USD', materials, description) beside
 * the pre-sale form, the 30 % / 70 % split on the example base of 10, and a title suggestion that fills
 * only empty fields unless the user asks to replace what they typed.
 */
export function MakingPreSaleView({ info }: { info: ProductInfo }) {
  const sell = useSellForm(info, MESSAGES.selectMaterial);
  const { form } = sell;
  const [suggest, { isLoading: suggesting }] = useGenerateTitleMutation();
  const [suggestion, setSuggestion] = useState<ImageDescription | null>(null);
  const [held, setHeld] = useState(false);
  const { values } = form;

  const askSuggestion = async () => {
    try {
      const result = await suggest({ image_id: info.image_id }).unwrap();
      setSuggestion(result);
      const story = plainText(result.description);
      const clash =
        (values.title.trim() && values.title !== result.title) ||
        (values.story.trim() && values.story !== story);
      form.fillBlank({ title: result.title, story });
      setHeld(!!clash);
    } catch {
      toast.error('No suggestion could be made for this image.');
    }
  };

  const replace = () => {
    if (!suggestion) return;
    form.setValues({ title: suggestion.title, story: plainText(suggestion.description) });
    setHeld(false);
  };

  const price = values.selling_price.trim() || sell.samplingPrice;
  const preview = (
    <Stack spacing={1} sx={{ mt: 2 }} aria-label="Preview" role="group">
      <Typography component="h2" variant="h6">
        {values.title.trim() || 'Untitled product'}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{`${formatMoney(Number(price))} USD`}</Typography>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ flexWrap: 'wrap', rowGap: 0.5 }}
        aria-label="Material"
        role="list"
      >
        {values.material.map((m) => (
          <Chip key={m} label={m} size="small" role="listitem" />
        ))}
      </Stack>
      {suggestion ? (
        <SafeMarkdown>{suggestion.description}</SafeMarkdown>
      ) : (
        <Typography color="text.secondary">{values.story || 'No description yet.'}</Typography>
      )}
    </Stack>
  );

  return (
    <ProductLayout
      title={MESSAGES.makingTitle}
      imagePath={info.path}
      imageAlt="The product design"
      aside={preview}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(event)}
        aria-label="Pre-sale form"
        sx={{ display: 'grid', gap: 2 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void askSuggestion()} disabled={suggesting}>
            Suggest title and description
          </Button>
          {held && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={replace}>
                  Replace
                </Button>
              }
            >
              Your text was kept. Replace it with the suggestion?
            </Alert>
          )}
        </Stack>
        {form.submitError && <Alert severity="error">{form.submitError}</Alert>}
        <SellFormFields form={form} onPriceChange={sell.setPrice} priceHint={sell.priceHint} />
        <input type="hidden" name="sampling_price" value={sell.samplingPrice} />
        <Alert severity="info" icon={false}>
          Service fee {Math.round(PRE_SALE_FEE_RATE * 100)}%, creator share{' '}
          {Math.round(CREATOR_SHARE_RATE * 100)}%: of every {formatMoney(SHARE_EXAMPLE_BASE)} sold,{' '}
          {formatMoney(SHARE_EXAMPLE_BASE * PRE_SALE_FEE_RATE)} goes to the service and{' '}
          {formatMoney(SHARE_EXAMPLE_BASE * CREATOR_SHARE_RATE)} to you.
        </Alert>
        <IncomeEstimatePanel {...sell.income} />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
            Submit for pre-sale
          </Button>
        </Box>
      </Box>
    </ProductLayout>
  );
}

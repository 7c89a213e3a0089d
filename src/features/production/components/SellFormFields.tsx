import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import { LazySlider } from '@/components/LazySlider';
import { OutlinedField } from '@/components/OutlinedField';
import type { FormApi } from '@/hooks/useForm';
import { currencySymbol } from '@/utils/money';
import { MATERIAL_OPTIONS, PEOPLE_MAX, PEOPLE_MIN, PEOPLE_STEP, STORY_MAX } from '../constants';
import { useProductionT } from '../i18n';
import { materialLabel, PEOPLE_MARKS, type SellValues } from '../utils';

export interface SellFormFieldsProps {
  form: FormApi<SellValues>;
  /** The price's own change handler: it is checked as it is typed. */
  onPriceChange: (value: string) => void;
  /** Shown under the price when there is no error: the allowed range. */
  priceHint: string;
}

const marks = PEOPLE_MARKS.map((value) => ({ value, label: String(value) }));

/** The sell form's fields (spec 2 §3, §5; spec 3 §5): title, material, selling price, quality, story. */
export function SellFormFields({ form, onPriceChange, priceHint }: SellFormFieldsProps) {
  const t = useProductionT();
  const { values } = form;
  const price = form.field('selling_price', { hint: priceHint });
  const story = form.field('story', { hint: `${values.story.length}/${STORY_MAX}` });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <OutlinedField {...form.field('title')} label={t('production.field.title')} required />
      <Autocomplete
        multiple
        options={MATERIAL_OPTIONS as readonly string[]}
        getOptionLabel={(value) => materialLabel(t, value)}
        value={values.material}
        onChange={(_, material) => form.setValue('material', material)}
        onBlur={() => form.touch('material')}
        renderInput={(params) => (
          <OutlinedField
            {...params}
            inputRef={form.register('material')}
            label={t('production.field.material')}
            required
            error={!!form.error('material')}
            helperText={form.error('material') ?? ' '}
          />
        )}
      />
      <OutlinedField
        {...price}
        onChange={(e) => onPriceChange(e.target.value)}
        label={t('production.field.price')}
        required
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: {
            startAdornment: (
              <InputAdornment position="start">{currencySymbol('USD', t.locale)}</InputAdornment>
            ),
          },
        }}
      />
      <FormControl error={!!form.error('people_number')}>
        <FormLabel id="people-number-label">{t('production.field.quality')}</FormLabel>
        <Box sx={{ px: 1.5 }}>
          <LazySlider
            aria-labelledby="people-number-label"
            min={PEOPLE_MIN}
            max={PEOPLE_MAX}
            step={PEOPLE_STEP}
            marks={marks}
            value={values.people_number ?? PEOPLE_MIN}
            onChange={(value) => form.setValue('people_number', value)}
          />
        </Box>
        <FormHelperText>{form.error('people_number') ?? ' '}</FormHelperText>
      </FormControl>
      <OutlinedField
        {...story}
        onChange={(e) => form.setValue('story', e.target.value.slice(0, STORY_MAX))}
        label={t('production.field.story')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: STORY_MAX } }}
      />
    </Box>
  );
}

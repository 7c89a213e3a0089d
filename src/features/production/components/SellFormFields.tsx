import {
  Autocomplete,
  Box,
  FormControl,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Slider,
  TextField,
} from '@mui/material';
import { currencySymbol } from '@/utils/money';
import { MATERIAL_OPTIONS, PEOPLE_MAX, PEOPLE_MIN, PEOPLE_STEP, STORY_MAX } from '../constants';
import { PEOPLE_MARKS, type SellErrors, type SellValues } from '../utils';

export interface SellFormFieldsProps {
  values: SellValues;
  errors: SellErrors;
  onChange: (patch: Partial<SellValues>) => void;
  /** Shown under the price when there is no error: the allowed range. */
  priceHint: string;
}

const marks = PEOPLE_MARKS.map((value) => ({ value, label: String(value) }));

/** The sell form's fields (spec 2 §3, §5; spec 3 §5): title, material, selling price, quality, story. */
export function SellFormFields({ values, errors, onChange, priceHint }: SellFormFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Title"
        name="title"
        required
        value={values.title}
        error={!!errors.title}
        helperText={errors.title ?? ' '}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <Autocomplete
        multiple
        options={MATERIAL_OPTIONS as readonly string[]}
        value={values.material}
        onChange={(_, material) => onChange({ material })}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Material"
            required
            error={!!errors.material}
            helperText={errors.material ?? ' '}
          />
        )}
      />
      <TextField
        label="Selling price"
        name="selling_price"
        required
        inputMode="decimal"
        value={values.selling_price}
        error={!!errors.selling_price}
        helperText={errors.selling_price ?? priceHint}
        onChange={(e) => onChange({ selling_price: e.target.value })}
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">{currencySymbol('USD')}</InputAdornment>,
          },
        }}
      />
      <FormControl error={!!errors.people_number}>
        <FormLabel id="people-number-label">Quality (people number)</FormLabel>
        <Box sx={{ px: 1.5 }}>
          <Slider
            aria-labelledby="people-number-label"
            min={PEOPLE_MIN}
            max={PEOPLE_MAX}
            step={PEOPLE_STEP}
            marks={marks}
            value={values.people_number ?? PEOPLE_MIN}
            valueLabelDisplay="auto"
            onChange={(_, value) => onChange({ people_number: value as number })}
          />
        </Box>
        <FormHelperText>{errors.people_number ?? ' '}</FormHelperText>
      </FormControl>
      <TextField
        label="Story"
        name="story"
        multiline
        minRows={3}
        value={values.story}
        error={!!errors.story}
        helperText={errors.story ?? `${values.story.length}/${STORY_MAX}`}
        onChange={(e) => onChange({ story: e.target.value.slice(0, STORY_MAX) })}
        slotProps={{ htmlInput: { maxLength: STORY_MAX } }}
      />
    </Box>
  );
}

import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import { LazySelect } from '../select/LazySelect';
import { useGeneratorT } from './i18n';
import { creditLabel } from './rules';

export interface ModelOption<V extends string> {
  value: V;
  label: string;
  /** What one run costs, shown beside the name: a number of credits ('1 credit') or a fixed label ('10+ credits'). */
  cost?: number | string;
}

export interface ModelSelectProps<V extends string> {
  options: readonly ModelOption<V>[];
  value: V | '';
  onChange: (value: V) => void;
  label?: string;
  disabled?: boolean;
}

/**
 * The generation model (spec 3 §2.1 / §2.4; default gemini-2.5-flash-image, shown 'Gemini'). A model's name is a
 * product name, never translated (`translate="no"`); its cost is interface text.
 */
export function ModelSelect<V extends string>({
  options,
  value,
  onChange,
  label,
  disabled = false,
}: ModelSelectProps<V>) {
  const t = useGeneratorT();
  const id = useId();
  const name = label ?? t('generator.model');
  return (
    <FormControl size="small" fullWidth disabled={disabled}>
      <InputLabel id={id}>{name}</InputLabel>
      <LazySelect
        labelId={id}
        label={name}
        value={value}
        onChange={onChange}
        options={options.map((option) => ({
          value: option.value,
          label: (
            <>
              <span translate="no">{option.label}</span>
              {option.cost !== undefined ? ` · ${creditLabel(option.cost, t)}` : ''}
            </>
          ),
        }))}
      />
    </FormControl>
  );
}

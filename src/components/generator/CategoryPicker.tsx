import { useId } from 'react';
import type { FieldMessage } from '@/hooks/useForm';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';
import type { CategoryNode } from '@/api/types';
import { RetryAlert } from '../RetryAlert';
import { LazySelect } from '../select/LazySelect';
import { useGeneratorT } from './i18n';

export interface CategoryPickerProps {
  categories: CategoryNode[];
  parentId: number | null;
  childId: number | null;
  error?: FieldMessage | null;
  /** Names of the two selects ('Category' and 'Type' in Inspiration, 'Subcategory' elsewhere). */
  labels?: { parent: string; child: string };
  onParent: (id: number) => void;
  onChild: (id: number) => void;
  /** The categories are on their way: the parent select waits (busy) instead of opening empty. */
  loading?: boolean;
  /** Set when the categories could not be loaded: said in place of the selects, with this retry. */
  onRetry?: () => void;
}

/** Category first, then its child (required; spec 2 §5, spec 3 §5). Ids are numbers. */
export function CategoryPicker({
  categories,
  parentId,
  childId,
  error,
  labels,
  onParent,
  onChild,
  loading = false,
  onRetry,
}: CategoryPickerProps) {
  const id = useId();
  const t = useGeneratorT();
  if (onRetry) return <RetryAlert message={t('generator.categoriesFailed')} onRetry={onRetry} />;
  const { parent: parentLabel, child: childLabel } = labels ?? {
    parent: t('generator.category'),
    child: t('generator.type'),
  };
  const children = categories.find((node) => node.category_id === parentId)?.children ?? [];
  return (
    <Stack direction="row" spacing={1}>
      <FormControl size="small" fullWidth disabled={loading}>
        <InputLabel id={`${id}-parent`}>{parentLabel}</InputLabel>
        <LazySelect
          labelId={`${id}-parent`}
          label={parentLabel}
          aria-busy={loading || undefined}
          value={parentId ?? ''}
          onChange={onParent}
          options={categories.map((node) => ({ value: node.category_id, label: node.name }))}
        />
      </FormControl>
      <FormControl size="small" fullWidth error={Boolean(error)} disabled={!children.length}>
        <InputLabel id={`${id}-child`}>{childLabel}</InputLabel>
        <LazySelect
          labelId={`${id}-child`}
          label={childLabel}
          value={childId ?? ''}
          onChange={onChild}
          aria-describedby={error ? `${id}-error` : undefined}
          options={children.map((child) => ({ value: child.category_id, label: child.name }))}
        />
        {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
      </FormControl>
    </Stack>
  );
}

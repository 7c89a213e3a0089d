import { useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';
import type { CategoryAttribute } from '@/api/types';
import { LazySelect } from '@/components/select/LazySelect';
import { useInspirationT } from '../i18n';
import { attributeRowsFor } from '../utils';

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const screenHeight = () => window.innerHeight;

/** Optional attributes of the chosen type; how many rows show depends on the screen height. */
export function AttributeRows({
  attributes,
  values,
  onChange,
}: {
  attributes: CategoryAttribute[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  const t = useInspirationT();
  const height = useSyncExternalStore(subscribeResize, screenHeight, () => 900);
  const [showAll, setShowAll] = useState(false);
  const visible = showAll ? attributes : attributes.slice(0, attributeRowsFor(height));
  if (!attributes.length) return null;
  return (
    <Stack spacing={1.5} aria-label={t('inspiration.attributes')} role="group">
      {visible.map((attribute) => (
        <FormControl key={attribute.attribute_id} size="small" fullWidth>
          <InputLabel id={`attribute-${attribute.attribute_id}`}>{attribute.name}</InputLabel>
          <LazySelect
            labelId={`attribute-${attribute.attribute_id}`}
            label={attribute.name}
            value={values[attribute.name] ?? ''}
            onChange={(value) => onChange(attribute.name, value)}
            options={[
              { value: '', label: <em>{t('inspiration.any')}</em> },
              ...attribute.values.map((value) => ({ value, label: value })),
            ]}
          />
        </FormControl>
      ))}
      {visible.length < attributes.length && (
        <Button size="small" onClick={() => setShowAll(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('inspiration.moreAttributes', { count: attributes.length - visible.length })}
        </Button>
      )}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { imageUrl } from '@/utils/imageUrl';
import type { BatchProduct } from '../store';
import { useBatchT } from '../i18n';

export interface BatchProductGridProps {
  label: string;
  products: readonly BatchProduct[];
  isChosen: (imageId: number) => boolean;
  /** No room for one more (the 20 of a batch are chosen). */
  full: boolean;
  onToggle: (product: BatchProduct) => void;
}

/** Products to tick for a batch (the asset library's, or those just uploaded). */
export function BatchProductGrid({ label, products, isChosen, full, onToggle }: BatchProductGridProps) {
  const t = useBatchT();
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(6, 1fr)' }, gap: 1 }}
    >
      {products.map((product) => {
        const checked = isChosen(product.imageId);
        return (
          <Box role="listitem" key={product.imageId} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={imageUrl(product.path, { width: 160 })}
              alt=""
              sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
            <Checkbox
              checked={checked}
              onChange={() => onToggle(product)}
              disabled={!checked && full}
              slotProps={{ input: { 'aria-label': t('batch.pickProduct', { name: product.name }) } }}
              sx={{ position: 'absolute', top: 0, left: 0, bgcolor: 'background.paper', p: 0.25, m: 0.5 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}

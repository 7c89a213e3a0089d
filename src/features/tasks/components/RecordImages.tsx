import ButtonBase from '@mui/material/ButtonBase';
import { Link as RouterLink } from 'react-router-dom';
import type { GenerationResult } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { paths } from '@/utils/paths';
import { useRecordT } from './i18n';
import { RecordGrid } from './RecordGrid';

const cssRatio = (ratio: string | null | undefined) => (ratio ?? '1:1').replace(':', ' / ');

export interface RecordImagesProps {
  images: GenerationResult[];
  ratio?: string | null;
  prompt?: string | null;
  /** Where an image opens; the info page by default (spec 2 §2). */
  linkTo?: (image: GenerationResult) => string;
}

/** The images of a finished record; each opens its page. */
export function RecordImages({
  images,
  ratio,
  prompt,
  linkTo = (image) => paths.toolsInfo(image.image_id),
}: RecordImagesProps) {
  const t = useRecordT();
  return (
    <RecordGrid ratio={ratio}>
      {images.map((image, index) => (
        <ButtonBase
          key={image.image_id}
          component={RouterLink}
          to={linkTo(image)}
          aria-label={
            prompt
              ? t('record.openImageOf', { number: index + 1, prompt })
              : t('record.openImage', { number: index + 1 })
          }
          sx={{ borderRadius: 1, overflow: 'hidden', aspectRatio: cssRatio(ratio), bgcolor: 'action.hover' }}
        >
          <img
            src={imageUrl(image.path, { width: 400 })}
            alt={prompt ? t('record.generatedFrom', { prompt }) : t('record.generatedImage')}
            loading="lazy"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </ButtonBase>
      ))}
    </RecordGrid>
  );
}

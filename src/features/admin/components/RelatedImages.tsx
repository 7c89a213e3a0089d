import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GalleryImage, ImageDesc } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { useDeleteDescImageMutation, useSetMainImageMutation } from '../api';
import { withContent } from '@/i18n/content';
import { useAdminAction } from '../hooks/useAdminAction';
import { adminT, useAdminT } from '../i18n';
import { imageTitle } from './fields';
import { RemoveDialog } from './ConfirmDialog';

const descName = (d: ImageDesc) => d.name || adminT('admin.related.name', { id: d.image_id });

/** One related image: its picture and name, and unless it is the main one, Set as main and Remove. */
function RelatedItem({
  desc: d,
  busy,
  onSetMain,
  onRemove,
}: {
  desc: ImageDesc;
  busy: boolean;
  onSetMain: () => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        component="img"
        src={imageUrl(d.path, { width: 80 })}
        alt={descName(d)}
        width={40}
        height={40}
        sx={{ objectFit: 'cover', borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap translate={d.name ? 'no' : undefined}>
        {descName(d)}
      </Typography>
      {d.is_main ? (
        <Chip size="small" color="primary" label={t('admin.related.main')} />
      ) : (
        <>
          <Button
            size="small"
            disabled={busy}
            aria-label={t('admin.related.setMainLabel', { name: descName(d) })}
            onClick={onSetMain}
          >
            {t('admin.related.setMain')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('admin.related.removeLabel', { name: descName(d) })}
            onClick={onRemove}
          >
            {t('admin.related.remove')}
          </Button>
        </>
      )}
    </Stack>
  );
}

/** The related images of a gallery item: choose the main one (`setMain`), remove one (`delDescImage`). */
export function RelatedImages({ image }: { image: GalleryImage }) {
  const t = useAdminT();
  const related = image.images_desc ?? [];
  const [removing, setRemoving] = useState<ImageDesc | null>(null);
  const [setMain] = useSetMainImageMutation();
  const [remove] = useDeleteDescImageMutation();
  const { run, busy } = useAdminAction();
  if (related.length === 0) return <Typography color="textSecondary">{t('admin.related.none')}</Typography>;
  return (
    <>
      <Stack
        spacing={1}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('admin.image.related')}
      >
        {related.map((d) => (
          <RelatedItem
            key={d.image_id}
            desc={d}
            busy={busy}
            onSetMain={() =>
              void run(
                () => setMain({ image_id: image.image_id, desc_image_id: d.image_id }).unwrap(),
                t('admin.related.mainChanged'),
              )
            }
            onRemove={() => setRemoving(d)}
          />
        ))}
      </Stack>
      {removing && (
        <RemoveDialog
          title={t('admin.related.removeTitle')}
          confirmLabel={t('admin.related.remove')}
          remove={() => remove({ image_id: removing.image_id, parent_id: image.image_id }).unwrap()}
          done={t('admin.related.removed')}
          onClose={() => setRemoving(null)}
        >
          <Typography>
            {withContent(
              t,
              'admin.related.removeText',
              { name: descName(removing), parent: imageTitle(image) },
              { id: removing.image_id },
            )}
          </Typography>
        </RemoveDialog>
      )}
    </>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GalleryImage, ImageDesc } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { useDeleteDescImageMutation, useSetMainImageMutation } from '../api';
import { useAdminAction } from '../hooks/useAdminAction';
import { RemoveDialog } from './ConfirmDialog';

const descName = (d: ImageDesc) => d.name || `Related image #${d.image_id}`;

/** The related images of a gallery item: choose the main one (`setMain`), remove one (`delDescImage`). */
export function RelatedImages({ image }: { image: GalleryImage }) {
  const related = image.images_desc ?? [];
  const [removing, setRemoving] = useState<ImageDesc | null>(null);
  const [setMain] = useSetMainImageMutation();
  const [remove] = useDeleteDescImageMutation();
  const { run, busy } = useAdminAction();
  if (related.length === 0) return <Typography color="text.secondary">No related images.</Typography>;
  return (
    <>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Related images">
        {related.map((d) => (
          <Stack key={d.image_id} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={imageUrl(d.path, { width: 80 })}
              alt={descName(d)}
              width={40}
              height={40}
              sx={{ objectFit: 'cover', borderRadius: 1 }}
            />
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {descName(d)}
            </Typography>
            {d.is_main ? (
              <Chip size="small" color="primary" label="Main" />
            ) : (
              <>
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={`Set ${descName(d)} as main`}
                  onClick={() =>
                    void run(
                      () => setMain({ image_id: image.image_id, desc_image_id: d.image_id }).unwrap(),
                      'Main image changed',
                    )
                  }
                >
                  Set main
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove ${descName(d)}`}
                  onClick={() => setRemoving(d)}
                >
                  Remove
                </Button>
              </>
            )}
          </Stack>
        ))}
      </Stack>
      {removing && (
        <RemoveDialog
          title="Remove related image"
          confirmLabel="Remove"
          remove={() => remove({ image_id: removing.image_id, parent_id: image.image_id }).unwrap()}
          done="Related image removed"
          onClose={() => setRemoving(null)}
        >
          <Typography>
            Remove “{descName(removing)}” (#{removing.image_id}) from “{image.name || `#${image.image_id}`}”?
            This cannot be undone.
          </Typography>
        </RemoveDialog>
      )}
    </>
  );
}

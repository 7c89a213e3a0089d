import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import { useState } from 'react';
import { ImageDropZone } from '@/components/ImageDropZone';
import { LazyTooltip } from '@/components/LazyTooltip';
import type { UploadSlot } from '@/hooks/useUploader';
import { imageUrl } from '@/utils/imageUrl';
import { useInspirationT } from '../i18n';

const TILE = 64;

export interface ReferenceUploadProps {
  /** Uploaded pictures and uploads on their way, in the order they were picked. */
  slots: UploadSlot[];
  isFull: boolean;
  error: string | null;
  onAdd: (files: File[]) => void;
  /** Asked before the file picker opens (a visitor is asked to sign in instead); true to open it. */
  canPick?: () => boolean;
  onRemove: (imageId: number) => void;
}

/**
 * Up to five reference pictures: thumbnails with remove, uploads with their progress, and an add tile
 * that explains the limit. Pictures can also be dropped on it or pasted.
 */
export function ReferenceUpload({
  slots,
  isFull,
  error,
  onAdd,
  canPick = () => true,
  onRemove,
}: ReferenceUploadProps) {
  const t = useInspirationT();
  // From a click on the add tile until the pointer or the focus is back on it: what the click opened (the sign-in
  // dialog, the file picker) holds the tile, so its hint stays empty and LazyTooltip does not remount it meanwhile.
  const [held, setHeld] = useState(false);
  let number = 0;
  const tile = {
    width: TILE,
    height: TILE,
    borderRadius: 1,
    overflow: 'hidden',
    position: 'relative',
  } as const;
  return (
    <ImageDropZone
      onFiles={onAdd}
      multiple
      disabled={isFull}
      pasteAnywhere
      inputLabel={t('inspiration.references')}
      inputTestId="reference-input"
    >
      {(open) => (
        <>
          <Typography variant="subtitle2" gutterBottom data-tour="inspiration-reference">
            {t('inspiration.references')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {slots.map((slot) => {
              if (slot.kind === 'uploading') {
                const { upload } = slot;
                return (
                  <Box
                    key={slot.key}
                    sx={{ ...tile, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
                  >
                    <CircularProgress
                      size={20}
                      variant={upload.progress > 0 ? 'determinate' : 'indeterminate'}
                      value={upload.progress}
                      aria-label={t('inspiration.uploadingFile', {
                        name: upload.name,
                        progress: upload.progress,
                      })}
                    />
                  </Box>
                );
              }
              number += 1;
              const { image } = slot;
              return (
                <Box key={slot.key} sx={tile}>
                  <img
                    src={imageUrl(image.path, { width: 120 })}
                    alt={t('inspiration.reference', { number })}
                    style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                  <IconButton
                    size="small"
                    aria-label={t('inspiration.removeReference', { number })}
                    onClick={() => onRemove(image.image_id)}
                    sx={{
                      position: 'absolute',
                      top: 0,
                      right: 0,
                      p: 0.25,
                      bgcolor: 'rgba(0,0,0,0.5)',
                      color: 'common.white',
                    }}
                  >
                    <CloseIcon fontSize="inherit" />
                  </IconButton>
                </Box>
              );
            })}
            {/* MUI's Tooltip loads when idle or on the first hover or focus (LazyTooltip). */}
            <LazyTooltip title={held ? '' : t('inspiration.uploadLimit')}>
              {/* The span keeps the tooltip working while the button is disabled. */}
              <span onMouseOver={() => setHeld(false)} onFocus={() => setHeld(false)}>
                <IconButton
                  aria-label={t('inspiration.uploadReferences')}
                  disabled={isFull}
                  onClick={() => {
                    setHeld(true);
                    if (canPick()) open();
                  }}
                  sx={{ ...tile, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
                >
                  <AddPhotoAlternateOutlinedIcon />
                </IconButton>
              </span>
            </LazyTooltip>
          </Box>
          {error && <FormHelperText error>{error}</FormHelperText>}
        </>
      )}
    </ImageDropZone>
  );
}

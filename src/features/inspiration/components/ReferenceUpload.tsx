import { Box, CircularProgress, FormHelperText, IconButton, Tooltip, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { ImageDropZone } from '@/components/ImageDropZone';
import type { UploadInFlight } from '@/hooks/useUploader';
import { imageUrl } from '@/utils/imageUrl';
import { MESSAGES } from '../constants';
import type { ReferenceImage } from '../utils';

const TILE = 64;

export interface ReferenceUploadProps {
  references: ReferenceImage[];
  uploading: UploadInFlight[];
  isFull: boolean;
  error: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (imageId: number) => void;
}

/**
 * Up to five reference pictures: thumbnails with remove, uploads with their progress, and an add tile
 * that explains the limit. Pictures can also be dropped on it or pasted.
 */
export function ReferenceUpload({
  references,
  uploading,
  isFull,
  error,
  onAdd,
  onRemove,
}: ReferenceUploadProps) {
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
      inputLabel="Reference pictures"
      inputTestId="reference-input"
    >
      {(open) => (
        <>
          <Typography variant="subtitle2" gutterBottom data-tour="inspiration-reference">
            Reference pictures
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {references.map((reference, index) => (
              <Box key={reference.image_id} sx={tile}>
                <img
                  src={imageUrl(reference.path, { width: 120 })}
                  alt={`Reference ${index + 1}`}
                  style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
                <IconButton
                  size="small"
                  aria-label={`Remove reference ${index + 1}`}
                  onClick={() => onRemove(reference.image_id)}
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
            ))}
            {uploading.map((upload) => (
              <Box
                key={upload.key}
                sx={{ ...tile, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
              >
                <CircularProgress
                  size={20}
                  variant={upload.progress > 0 ? 'determinate' : 'indeterminate'}
                  value={upload.progress}
                  aria-label={`Uploading ${upload.name}: ${upload.progress}%`}
                />
              </Box>
            ))}
            <Tooltip title={MESSAGES.uploadLimit}>
              {/* The span keeps the tooltip working while the button is disabled. */}
              <span>
                <IconButton
                  aria-label="Upload reference pictures"
                  disabled={isFull}
                  onClick={open}
                  sx={{ ...tile, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
                >
                  <AddPhotoAlternateOutlinedIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
          {error && <FormHelperText error>{error}</FormHelperText>}
        </>
      )}
    </ImageDropZone>
  );
}

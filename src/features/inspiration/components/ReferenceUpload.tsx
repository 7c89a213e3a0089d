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
import type { UploadedImage, UploadInFlight, UploadSlot } from '@/hooks/useUploader';
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

const tile = {
  width: TILE,
  height: TILE,
  borderRadius: 1,
  overflow: 'hidden',
  position: 'relative',
} as const;

/** An upload on its way: its progress, named with the file. */
function UploadingTile({ upload }: { upload: UploadInFlight }) {
  const t = useInspirationT();
  return (
    <Box sx={{ ...tile, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
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

/** An uploaded reference, numbered, with its remove button. */
function ReferenceTile({
  image,
  number,
  onRemove,
}: {
  image: UploadedImage;
  number: number;
  onRemove: ReferenceUploadProps['onRemove'];
}) {
  const t = useInspirationT();
  return (
    <Box sx={tile}>
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
}

/** The add tile, with the limit as its hint; `open` shows the file picker. */
function AddTile({ isFull, canPick, open }: { isFull: boolean; canPick: () => boolean; open: () => void }) {
  const t = useInspirationT();
  // From a click on the add tile until the pointer or the focus is back on it: what the click opened (the sign-in
  // dialog, the file picker) holds the tile, so its hint stays empty and LazyTooltip does not remount it meanwhile.
  const [held, setHeld] = useState(false);
  return (
    // MUI's Tooltip loads when idle or on the first hover or focus (LazyTooltip).
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
  );
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
  let number = 0;
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
              if (slot.kind === 'uploading') return <UploadingTile key={slot.key} upload={slot.upload} />;
              number += 1;
              return <ReferenceTile key={slot.key} image={slot.image} number={number} onRemove={onRemove} />;
            })}
            <AddTile isFull={isFull} canPick={canPick} open={open} />
          </Box>
          {error && <FormHelperText error>{error}</FormHelperText>}
        </>
      )}
    </ImageDropZone>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { ImageDropZone } from '@/components/ImageDropZone';
import type { UploadedImage, UploadInFlight } from '@/hooks/useUploader';
import { imageUrl } from '@/utils/imageUrl';
import { IMAGE_WIDTHS } from '../constants';
import { useModelingT } from '../i18n';

export interface ClothingUploadProps {
  label: string;
  images: readonly UploadedImage[];
  inFlight: readonly UploadInFlight[];
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** Selectable thumbnails (the modeling form): the selected ids are outlined and pressed. */
  selected?: readonly number[];
  onToggle?: (imageId: number) => void;
  inputTestId?: string;
}

/** An uploaded piece of clothing: a button that selects it when the form picks among them, else its picture. */
function ClothingThumb({
  image,
  number,
  selected,
  onToggle,
}: {
  image: UploadedImage;
  number: number;
  selected: boolean;
  onToggle?: (imageId: number) => void;
}) {
  const t = useModelingT();
  const picture = (
    <Box
      component="img"
      src={imageUrl(image.path, { width: IMAGE_WIDTHS.thumb })}
      alt={t('modeling.clothing', { number })}
      sx={{ width: 60, height: 60, objectFit: 'cover', display: 'block', borderRadius: 1 }}
    />
  );
  return onToggle ? (
    <ButtonBase
      aria-pressed={selected}
      aria-label={t('modeling.selectClothing', { number })}
      onClick={() => onToggle(image.image_id)}
      sx={{
        borderRadius: 1,
        outline: selected ? '3px solid' : '1px solid',
        outlineColor: selected ? 'primary.main' : 'divider',
      }}
    >
      {picture}
    </ButtonBase>
  ) : (
    <Box>{picture}</Box>
  );
}

/** A file still uploading: its progress. */
function UploadProgress({ item }: { item: UploadInFlight }) {
  const t = useModelingT();
  return (
    <Box
      role="status"
      aria-label={t('modeling.uploadingFile', { name: item.name })}
      sx={{
        position: 'relative',
        width: 60,
        height: 60,
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <CircularProgress size={24} variant="determinate" value={item.progress} aria-hidden />
      <Typography variant="caption" sx={{ position: 'absolute' }} aria-hidden>
        {item.progress}%
      </Typography>
    </Box>
  );
}

/** The clothing-upload area (spec 3 §2.4 / §2.5): pick, drop or paste; uploaded thumbnails below. */
export function ClothingUpload({
  label,
  images,
  inFlight,
  onFiles,
  multiple = true,
  disabled = false,
  selected,
  onToggle,
  inputTestId,
}: ClothingUploadProps) {
  const t = useModelingT();
  return (
    <Box>
      <ImageDropZone
        onFiles={onFiles}
        multiple={multiple}
        disabled={disabled}
        inputLabel={label}
        inputTestId={inputTestId}
      >
        {(open, dragging) => (
          <Button
            fullWidth
            variant="outlined"
            startIcon={<CloudUploadIcon />}
            onClick={open}
            disabled={disabled}
            sx={{ py: 2, borderStyle: 'dashed', bgcolor: dragging ? 'action.hover' : undefined }}
          >
            {label}
          </Button>
        )}
      </ImageDropZone>
      {(images.length > 0 || inFlight.length > 0) && (
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}
          aria-label={t('modeling.uploadedClothing')}
          role="group"
        >
          {images.map((image, index) => (
            <ClothingThumb
              key={image.image_id}
              image={image}
              number={index + 1}
              selected={selected?.includes(image.image_id) ?? false}
              onToggle={onToggle}
            />
          ))}
          {inFlight.map((item) => (
            <UploadProgress key={item.key} item={item} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

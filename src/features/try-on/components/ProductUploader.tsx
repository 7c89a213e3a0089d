import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ImageDropZone } from '@/components/ImageDropZone';
import { imageUrl } from '@/utils/imageUrl';
import { useTryOnT } from '../i18n';

interface ProductUploaderProps {
  paths: string[];
  selected: string[];
  uploading: boolean;
  /** Percent sent of the picture uploading, when known. */
  progress?: number | null;
  onFile: (file: File) => void;
  onToggle: (path: string) => void;
}

/** One picture at a time (picked, dropped or pasted); the kept uploads are selectable thumbnails. */
export function ProductUploader({
  paths,
  selected,
  uploading,
  progress = null,
  onFile,
  onToggle,
}: ProductUploaderProps) {
  const t = useTryOnT();
  return (
    <ImageDropZone
      onFiles={([file]) => onFile(file)}
      disabled={uploading}
      pasteAnywhere
      inputLabel={t('tryOn.uploadProduct')}
      inputTestId="try-on-file"
    >
      {(open) => (
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('tryOn.productImage')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              onClick={open}
              disabled={uploading}
              sx={{ width: 88, height: 88, flexDirection: 'column', gap: 0.5, fontSize: 12 }}
            >
              {uploading ? (
                <CircularProgress
                  size={24}
                  variant={progress ? 'determinate' : 'indeterminate'}
                  value={progress ?? undefined}
                  aria-label={progress ? t('tryOn.uploadingPercent', { progress }) : t('tryOn.uploading')}
                />
              ) : (
                <CloudUploadOutlinedIcon />
              )}
              {t('tryOn.upload')}
            </Button>
            {paths.map((path, index) => {
              const isSelected = selected.includes(path);
              return (
                <ButtonBase
                  key={path}
                  onClick={() => onToggle(path)}
                  aria-pressed={isSelected}
                  aria-label={t('tryOn.productImageNumber', { number: index + 1 })}
                  sx={{
                    position: 'relative',
                    width: 88,
                    height: 88,
                    borderRadius: 1,
                    overflow: 'hidden',
                    outline: isSelected ? '2px solid' : 'none',
                    outlineColor: 'primary.main',
                  }}
                >
                  <Box
                    component="img"
                    src={imageUrl(path, { width: 160 })}
                    alt=""
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                  {isSelected && (
                    <CheckCircleIcon
                      color="primary"
                      sx={{ position: 'absolute', top: 4, right: 4, bgcolor: '#fff', borderRadius: '50%' }}
                    />
                  )}
                </ButtonBase>
              );
            })}
          </Box>
        </Box>
      )}
    </ImageDropZone>
  );
}

import { useRef } from 'react';
import { Box, Button, ButtonBase, CircularProgress, Typography } from '@mui/material';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { imageUrl } from '@/utils/imageUrl';

interface ProductUploaderProps {
  paths: string[];
  selected: string[];
  uploading: boolean;
  onFile: (file: File) => void;
  onToggle: (path: string) => void;
}

/** One picture at a time; the kept uploads are shown as selectable thumbnails. */
export function ProductUploader({ paths, selected, uploading, onFile, onToggle }: ProductUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Product image
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={uploading}
          sx={{ width: 88, height: 88, flexDirection: 'column', gap: 0.5, fontSize: 12 }}
        >
          {uploading ? <CircularProgress size={24} aria-label="Uploading" /> : <CloudUploadOutlinedIcon />}
          Upload
        </Button>
        {paths.map((path, index) => {
          const isSelected = selected.includes(path);
          return (
            <ButtonBase
              key={path}
              onClick={() => onToggle(path)}
              aria-pressed={isSelected}
              aria-label={`Product image ${index + 1}`}
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
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="try-on-file"
        aria-label="Upload product image"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}

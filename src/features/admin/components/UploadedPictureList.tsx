import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UploadedImage } from '@/hooks/useUploader';
import type { FormApi } from '@/hooks/useForm';
import { imageUrl } from '@/utils/imageUrl';
import { nameKey, promptKey } from '../hooks/useBulkUpload';
import { useAdminT } from '../i18n';

/** The uploaded pictures, each with its name (required) and its prompt. */
export function UploadedPictureList({
  images,
  form,
}: {
  images: readonly UploadedImage[];
  form: FormApi<Record<string, string>>;
}) {
  const t = useAdminT();
  return (
    <Stack
      spacing={1.5}
      component="ul"
      aria-label={t('admin.upload.list')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {images.map((img, index) => (
        <Paper key={img.image_id} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <Box
              component="img"
              src={imageUrl(img.path, { width: 160 })}
              alt={t('admin.upload.pictureAlt', { n: index + 1 })}
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
            />
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
              <TextField
                {...form.field(nameKey(img.image_id))}
                size="small"
                label={t('admin.upload.nameOf', { n: index + 1 })}
                required
              />
              <TextField
                {...form.field(promptKey(img.image_id))}
                size="small"
                label={t('admin.upload.promptOf', { n: index + 1 })}
                multiline
              />
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import { ImageDropZone } from '@/components/ImageDropZone';
import { useForm, type FormRules } from '@/hooks/useForm';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { imageUrl } from '@/utils/imageUrl';
import { toast } from '@/utils/toast';
import { adminApi, useListCategoriesQuery, useUpdateImageMutation } from '../api';
import { IMAGE_NAME_MAX, IMAGE_PROMPT_MAX } from '../constants';
import { useAdminAction } from '../hooks/useAdminAction';
import { adminT, useAdminT } from '../i18n';
import { requiredText } from '../utils';
import { SelectField, categoryOptions } from './fields';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';

/** The category every picture goes under: chosen before any upload. */
interface Destination {
  category: number | '';
}
const destinationRules: FormRules<Destination> = {
  category: (category) => (category === '' ? adminT('admin.upload.chooseCategory') : undefined),
};

/** One name and one prompt per uploaded picture: `name:<image_id>`, `prompt:<image_id>`. */
type Details = Record<string, string>;
const nameKey = (imageId: number) => `name:${imageId}`;
const promptKey = (imageId: number) => `prompt:${imageId}`;

function detailRules(imageIds: number[]): FormRules<Details> {
  return Object.fromEntries(
    imageIds.flatMap((id) => [
      [
        nameKey(id),
        (name = '') =>
          requiredText(name, adminT('admin.name')) ??
          (name.trim().length > IMAGE_NAME_MAX ? adminT('admin.atMost', { max: IMAGE_NAME_MAX }) : undefined),
      ],
      [
        promptKey(id),
        (prompt = '') =>
          prompt.length > IMAGE_PROMPT_MAX ? adminT('admin.atMost', { max: IMAGE_PROMPT_MAX }) : undefined,
      ],
    ]),
  );
}

/**
 * uploadMJ — Bulk upload: several pictures into the library under one category, through the shared
 * uploader (`/image/upload` with the category), then each named through `image/update`.
 */
export function UploadMJSection() {
  const t = useAdminT();
  const dispatch = useAppDispatch();
  const tree = useListCategoriesQuery();
  // Two forms: the destination is chosen before the pictures exist, and the details' fields come with them.
  const destination = useForm<Destination>({
    initial: { category: '' },
    rules: destinationRules,
    // Nothing to send of its own: the details' Save sends the category with each picture.
    onSubmit: () => {},
  });
  const { category } = destination.values;
  const [update] = useUpdateImageMutation();
  const { run } = useAdminAction();
  const uploader = useUploader({
    ...UPLOAD_PRESETS.multi,
    category_id: category === '' ? undefined : category,
    limitMessage: t('admin.upload.limit'),
    onError: (message) => toast.error(message),
  });
  /** Pictures go under a category: without one, the picker says so instead of opening. */
  const needsCategory = () => {
    if (category !== '') return false;
    destination.touch('category');
    return true;
  };
  const take = (files: File[]) => {
    if (!needsCategory()) void uploader.add(files);
  };

  const form = useForm<Details>({
    initial: {},
    rules: detailRules(uploader.images.map((img) => img.image_id)),
    onSubmit: async (details) => {
      if (needsCategory() || category === '') return;
      const saved = uploader.images;
      const ok = await run(
        async () => {
          for (const img of saved) {
            const name = details[nameKey(img.image_id)] ?? '';
            const prompt = details[promptKey(img.image_id)] ?? '';
            await update({
              image_id: img.image_id,
              name: name.trim(),
              category_id: category,
              ...(prompt.trim() ? { prompt: prompt.trim() } : {}),
            }).unwrap();
            uploader.remove(img.image_id);
          }
        },
        t('admin.upload.saved', { count: saved.length }),
      );
      // New images belong in the library list, which did not hold them before.
      dispatch(adminApi.util.invalidateTags([{ type: 'Image', id: 'ADMIN_LIST' }]));
      if (ok) form.reset({});
    },
  });

  return (
    <>
      <SectionHeader title={t('admin.upload.title')} description={t('admin.upload.description')}>
        <SelectField
          label={t('admin.category')}
          value={category}
          options={categoryOptions(tree.data ?? [])}
          emptyLabel={t('admin.upload.choose')}
          error={destination.error('category')}
          minWidth={220}
          onChange={(value) => destination.setValue('category', value)}
        />
      </SectionHeader>
      {tree.isError && !tree.data && (
        <LoadError what={t('admin.categories.what')} onRetry={() => void tree.refetch()} />
      )}
      <ImageDropZone
        onFiles={take}
        multiple
        disabled={uploader.isFull}
        inputLabel={t('admin.upload.input')}
        inputTestId="bulk-upload-input"
      >
        {(open, dragging) => (
          <Paper
            variant="outlined"
            sx={{
              p: 3,
              mb: 2,
              textAlign: 'center',
              borderStyle: 'dashed',
              bgcolor: dragging ? 'action.hover' : undefined,
            }}
          >
            <Typography sx={{ mb: 1 }}>{t('admin.upload.drop')}</Typography>
            <Button variant="outlined" onClick={() => needsCategory() || open()} disabled={uploader.isFull}>
              {t('admin.upload.pick')}
            </Button>
          </Paper>
        )}
      </ImageDropZone>
      {uploader.inFlight.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} aria-live="polite">
          {uploader.inFlight.map((item) => (
            <CircularProgress
              key={item.key}
              size={28}
              variant={item.progress > 0 ? 'determinate' : 'indeterminate'}
              value={item.progress}
              aria-label={t('admin.upload.uploading', { name: item.name, progress: item.progress })}
            />
          ))}
        </Stack>
      )}
      {uploader.images.length === 0 && uploader.inFlight.length === 0 ? (
        <Typography color="textSecondary">{t('admin.upload.none')}</Typography>
      ) : (
        <Stack
          spacing={1.5}
          component="ul"
          aria-label={t('admin.upload.list')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {uploader.images.map((img, index) => (
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
      )}
      {uploader.images.length > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('admin.upload.note')}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          onClick={() => void form.handleSubmit()}
          loading={form.submitting}
          disabled={!uploader.images.length || uploader.inFlight.length > 0}
        >
          {t('admin.upload.save')}
        </Button>
      </Box>
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ImageDropZone } from '@/components/ImageDropZone';
import { useListCategoriesQuery } from '../api';
import { useBulkUpload } from '../hooks/useBulkUpload';
import { useAdminT } from '../i18n';
import { SelectField, categoryOptions } from './fields';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';
import { UploadedPictureList } from './UploadedPictureList';
import { UploadsInFlight } from './UploadsInFlight';

/**
 * uploadMJ — Bulk upload: several pictures into the library under one category, through the shared
 * uploader (`/image/upload` with the category), then each named through `image/update`.
 */
export function UploadMJSection() {
  const t = useAdminT();
  const tree = useListCategoriesQuery();
  const { destination, category, uploader, needsCategory, take, form } = useBulkUpload();

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
      {uploader.inFlight.length > 0 && <UploadsInFlight inFlight={uploader.inFlight} />}
      {uploader.images.length === 0 && uploader.inFlight.length === 0 ? (
        <Typography color="textSecondary">{t('admin.upload.none')}</Typography>
      ) : (
        <UploadedPictureList images={uploader.images} form={form} />
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

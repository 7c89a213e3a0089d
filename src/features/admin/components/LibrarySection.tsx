import { useState } from 'react';
import { List } from 'react-window';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GalleryImage, ImageSourceType } from '@/api/types';
import { useDeleteImageMutation, useListAdminImagesQuery, useListCategoriesQuery } from '../api';
import { IMAGE_TYPES, LIBRARY_PAGE_SIZE, LIBRARY_ROW_HEIGHT, SEARCH_DEBOUNCE_MS } from '../constants';
import { withContent } from '@/i18n/content';
import { useAdminT } from '../i18n';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { SelectField, categoryOptions, statusOptions } from './fields';
import { RemoveDialog } from './ConfirmDialog';
import { ImageEditDialog } from './ImageEditDialog';
import { LibraryRow, imageLabel, type LibraryRowProps } from './LibraryRow';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';

const LIST_HEIGHT = 560;

/** library — Images: every image, windowed, searchable and filtered; edit, describe, delete. */
export function LibrarySection() {
  const t = useAdminT();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [type, setType] = useState<ImageSourceType | ''>('');
  const [category, setCategory] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);
  const categories = useListCategoriesQuery();
  const list = useListAdminImagesQuery({
    current: page,
    pageSize: LIBRARY_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(type === '' ? {} : { type }),
    ...(category === '' ? {} : { category_id: category }),
  });
  const [remove] = useDeleteImageMutation();
  const images = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));
  // The dialog follows the list, so a change made inside it shows as soon as the list refetches.
  const editing = images.find((img) => img.image_id === editingId) ?? null;
  const rowProps: LibraryRowProps = {
    images,
    onEdit: (img) => setEditingId(img.image_id),
    onDelete: setDeleting,
  };

  return (
    <>
      <SectionHeader title={t('admin.library.title')} description={t('admin.library.description')}>
        <TextField
          size="small"
          type="search"
          label={t('admin.library.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label={t('admin.library.type')}
          value={type}
          options={statusOptions(t, IMAGE_TYPES, 'admin.type')}
          minWidth={150}
          onChange={(value) => {
            setType(value as ImageSourceType | '');
            setPage(1);
          }}
        />
        <SelectField
          label={t('admin.category')}
          options={categoryOptions(categories.data ?? [])}
          minWidth={200}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setPage(1);
          }}
        />
      </SectionHeader>
      {list.isError && !list.data ? (
        <LoadError what={t('admin.library.what')} onRetry={() => void list.refetch()} />
      ) : (
        <Paper variant="outlined">
          {list.isLoading ? (
            <Box
              sx={{ p: 1.5 }}
              role="status"
              aria-busy="true"
              aria-label={t('admin.loading', { label: t('admin.library.title') })}
            >
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} height={LIBRARY_ROW_HEIGHT - 16} />
              ))}
            </Box>
          ) : images.length === 0 ? (
            <Typography sx={{ py: 4, textAlign: 'center' }} color="textSecondary">
              {t('admin.library.empty')}
            </Typography>
          ) : (
            // Windowed against the page's own scroll: a 560 px box that scrolled inside a page that scrolled too
            // was two scrolls on a phone and a tablet.
            <List
              aria-label={t('admin.library.title')}
              rowComponent={LibraryRow}
              rowCount={images.length}
              rowHeight={LIBRARY_ROW_HEIGHT}
              rowProps={rowProps}
              defaultHeight={LIST_HEIGHT}
              scrollElement="window"
            />
          )}
          <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
            <Typography variant="body2" color="textSecondary" aria-live="polite">
              {t('admin.library.pages', { total, page, pages })}
            </Typography>
            <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('admin.library.previous')}
            </Button>
            <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('admin.library.next')}
            </Button>
          </Stack>
        </Paper>
      )}
      {editing && (
        <ImageEditDialog key={editing.image_id} image={editing} onClose={() => setEditingId(null)} />
      )}
      {deleting && (
        <RemoveDialog
          title={t('admin.library.deleteTitle')}
          confirmLabel={t('admin.delete')}
          remove={() => remove({ id: deleting.image_id }).unwrap()}
          done={t('admin.library.deleted')}
          onClose={() => setDeleting(null)}
        >
          <Typography>
            {withContent(
              t,
              'admin.library.deleteText',
              { name: imageLabel(deleting) },
              { id: deleting.image_id },
            )}
          </Typography>
        </RemoveDialog>
      )}
    </>
  );
}

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

/** The library's search, type and category filters; changing one goes back to the first page. */
function useLibraryFilters() {
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [type, setType] = useState<ImageSourceType | ''>('');
  const [category, setCategory] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const list = useListAdminImagesQuery({
    current: page,
    pageSize: LIBRARY_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(type === '' ? {} : { type }),
    ...(category === '' ? {} : { category_id: category }),
  });
  const firstPage =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  return {
    list,
    search,
    type,
    category,
    page,
    setPage,
    setSearch: firstPage(setSearch),
    setType: firstPage(setType),
    setCategory: firstPage(setCategory),
  };
}

type LibraryFilters = ReturnType<typeof useLibraryFilters>;

/** The search box and the type and category selects, in the section's header. */
function LibraryFilterFields({ filters }: { filters: LibraryFilters }) {
  const t = useAdminT();
  const categories = useListCategoriesQuery();
  return (
    <>
      <TextField
        size="small"
        type="search"
        label={t('admin.library.search')}
        value={filters.search}
        onChange={(event) => filters.setSearch(event.target.value)}
      />
      <SelectField
        label={t('admin.library.type')}
        value={filters.type}
        options={statusOptions(t, IMAGE_TYPES, 'admin.type')}
        minWidth={150}
        onChange={(value) => filters.setType(value as ImageSourceType | '')}
      />
      <SelectField
        label={t('admin.category')}
        options={categoryOptions(categories.data ?? [])}
        minWidth={200}
        value={filters.category}
        onChange={(value) => filters.setCategory(value)}
      />
    </>
  );
}

/** The page's images: skeleton rows while loading, a line when there are none, else the windowed list. */
function LibraryImages({
  loading,
  images,
  rowProps,
}: {
  loading: boolean;
  images: GalleryImage[];
  rowProps: LibraryRowProps;
}) {
  const t = useAdminT();
  if (loading)
    return (
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
    );
  if (images.length === 0)
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="textSecondary">
        {t('admin.library.empty')}
      </Typography>
    );
  return (
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
  );
}

/** Which page of how many, with Previous and Next. */
function LibraryPager({
  total,
  page,
  pages,
  onPage,
}: {
  total: number;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useAdminT();
  return (
    <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
      <Typography variant="body2" color="textSecondary" aria-live="polite">
        {t('admin.library.pages', { total, page, pages })}
      </Typography>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.library.previous')}
      </Button>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.library.next')}
      </Button>
    </Stack>
  );
}

/** The removal of one image, confirmed. */
function DeleteImageDialog({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  const t = useAdminT();
  const [remove] = useDeleteImageMutation();
  return (
    <RemoveDialog
      title={t('admin.library.deleteTitle')}
      confirmLabel={t('admin.delete')}
      remove={() => remove({ id: image.image_id }).unwrap()}
      done={t('admin.library.deleted')}
      onClose={onClose}
    >
      <Typography>
        {withContent(t, 'admin.library.deleteText', { name: imageLabel(image) }, { id: image.image_id })}
      </Typography>
    </RemoveDialog>
  );
}

/** library — Images: every image, windowed, searchable and filtered; edit, describe, delete. */
export function LibrarySection() {
  const t = useAdminT();
  const filters = useLibraryFilters();
  const { list, page } = filters;
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);
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
        <LibraryFilterFields filters={filters} />
      </SectionHeader>
      {list.isError && !list.data ? (
        <LoadError what={t('admin.library.what')} onRetry={() => void list.refetch()} />
      ) : (
        <Paper variant="outlined">
          <LibraryImages loading={list.isLoading} images={images} rowProps={rowProps} />
          <LibraryPager total={total} page={page} pages={pages} onPage={filters.setPage} />
        </Paper>
      )}
      {editing && (
        <ImageEditDialog key={editing.image_id} image={editing} onClose={() => setEditingId(null)} />
      )}
      {deleting && <DeleteImageDialog image={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

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
import {
  IMAGE_TYPE_LABELS,
  IMAGE_TYPES,
  LIBRARY_PAGE_SIZE,
  LIBRARY_ROW_HEIGHT,
  SEARCH_DEBOUNCE_MS,
} from '../constants';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { SelectField, categoryOptions, statusOptions } from './fields';
import { RemoveDialog } from './ConfirmDialog';
import { ImageEditDialog } from './ImageEditDialog';
import { LibraryRow, imageLabel, type LibraryRowProps } from './LibraryRow';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';

const LIST_HEIGHT = 560;
const TYPE_OPTIONS = statusOptions(IMAGE_TYPES, IMAGE_TYPE_LABELS);

/** library — Images: every image, windowed, searchable and filtered; edit, describe, delete. */
export function LibrarySection() {
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
      <SectionHeader
        title="Images"
        description="The image library: names, prompts, descriptions, related images."
      >
        <TextField
          size="small"
          type="search"
          label="Search name, prompt or id"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label="Type"
          value={type}
          options={TYPE_OPTIONS}
          minWidth={150}
          onChange={(value) => {
            setType(value as ImageSourceType | '');
            setPage(1);
          }}
        />
        <SelectField
          label="Category"
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
        <LoadError what="The images" onRetry={() => void list.refetch()} />
      ) : (
        <Paper variant="outlined">
          {list.isLoading ? (
            <Box sx={{ p: 1.5 }} aria-busy="true">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} height={LIBRARY_ROW_HEIGHT - 16} />
              ))}
            </Box>
          ) : images.length === 0 ? (
            <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
              No images match these filters.
            </Typography>
          ) : (
            // Windowed against the page's own scroll: a 560 px box that scrolled inside a page that scrolled too
            // was two scrolls on a phone and a tablet.
            <List
              aria-label="Images"
              rowComponent={LibraryRow}
              rowCount={images.length}
              rowHeight={LIBRARY_ROW_HEIGHT}
              rowProps={rowProps}
              defaultHeight={LIST_HEIGHT}
              scrollElement="window"
            />
          )}
          <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {total} images · page {page} of {pages}
            </Typography>
            <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Stack>
        </Paper>
      )}
      {editing && (
        <ImageEditDialog key={editing.image_id} image={editing} onClose={() => setEditingId(null)} />
      )}
      {deleting && (
        <RemoveDialog
          title="Delete image"
          confirmLabel="Delete"
          remove={() => remove({ id: deleting.image_id }).unwrap()}
          done="Image deleted"
          onClose={() => setDeleting(null)}
        >
          <Typography>
            Delete “{imageLabel(deleting)}” (#{deleting.image_id})? It leaves the gallery and every list. This
            cannot be undone.
          </Typography>
        </RemoveDialog>
      )}
    </>
  );
}

import { Suspense, useState } from 'react';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CategoryAttribute, CategoryNode } from '@/api/types';
import { withContent } from '@/i18n/content';
import { useDeleteCategoryMutation, useListCategoriesQuery } from '../api';
import { useAdminCategoriesT } from '../categories/i18n';
import { useAdminT } from '../i18n';
import { AdminTable } from './AdminTable';
import type { EditableCategory } from './CategoryFormDialog';
import { RemoveDialog } from './ConfirmDialog';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';

// The dialogs load when first opened: none is part of the table's first paint.
const AttributesDialog = lazyWithPreload(() =>
  import('./AttributesDialog').then((module) => ({ default: module.AttributesDialog })),
);
const CategoryFormDialog = lazyWithPreload(() =>
  import('./CategoryFormDialog').then((module) => ({ default: module.CategoryFormDialog })),
);
const TemplatesDialog = lazyWithPreload(() =>
  import('./TemplatesDialog').then((module) => ({ default: module.TemplatesDialog })),
);

interface Row extends EditableCategory {
  category_id: number;
  depth: 0 | 1;
  childCount: number;
  attributes?: CategoryAttribute[];
}

type Open =
  | { kind: 'form'; category: EditableCategory }
  | { kind: 'delete' | 'attributes' | 'templates'; row: Row }
  | null;

const NEW_CATEGORY: EditableCategory = { name: '', parent_id: null, filter_type: 0, type: 0, show_type: 0 };

/** The tree as table rows: each top category, then its children indented under it. */
const rowsOf = (tree: CategoryNode[] | undefined): Row[] =>
  (tree ?? []).flatMap((node) => [
    {
      category_id: node.category_id,
      name: node.name,
      parent_id: null,
      filter_type: node.filter_type ?? 0,
      type: node.type ?? 0,
      show_type: node.show_type ?? 0,
      depth: 0 as const,
      childCount: node.children.length,
    },
    ...node.children.map((child) => ({
      category_id: child.category_id,
      name: child.name,
      parent_id: node.category_id,
      filter_type: child.filter_type ?? node.filter_type ?? 0,
      type: node.type ?? 0,
      show_type: node.show_type ?? 0,
      depth: 1 as const,
      childCount: 0,
      attributes: child.attributes ?? [],
    })),
  ]);

/** One category: its name and id, kind, attributes, and what can be done with it. */
function CategoryRow({ row, onOpen }: { row: Row; onOpen: (open: Open) => void }) {
  const t = useAdminT();
  const tc = useAdminCategoriesT();
  return (
    <TableRow hover>
      <TableCell sx={{ pl: row.depth ? 5 : 2 }}>
        <Typography variant="body2" translate="no" sx={{ fontWeight: row.depth ? 400 : 600 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          #{row.category_id}
          {row.childCount ? ` · ${tc('adminCategories.categories.children', { count: row.childCount })}` : ''}
        </Typography>
      </TableCell>
      <TableCell>
        {tc(
          row.filter_type === 1 ? 'adminCategories.categories.style' : 'adminCategories.categories.ordinary',
        )}
      </TableCell>
      <TableCell translate="no">
        {row.attributes ? row.attributes.map((a) => a.name).join(', ') || '—' : '—'}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          <Button
            size="small"
            aria-label={tc('adminCategories.editNamed', { name: row.name })}
            onClick={() => onOpen({ kind: 'form', category: row })}
          >
            {t('admin.edit')}
          </Button>
          {row.attributes && (
            <Button
              size="small"
              aria-label={tc('adminCategories.categories.attributesOf', { name: row.name })}
              onClick={() => onOpen({ kind: 'attributes', row })}
            >
              {tc('adminCategories.categories.attributes')}
            </Button>
          )}
          <Button
            size="small"
            aria-label={tc('adminCategories.categories.templatesOf', { name: row.name })}
            onClick={() => onOpen({ kind: 'templates', row })}
          >
            {tc('adminCategories.categories.templates')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={tc('adminCategories.deleteNamed', { name: row.name })}
            onClick={() => onOpen({ kind: 'delete', row })}
          >
            {t('admin.delete')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** The dialog the section has open: a category's form, attributes, templates, or its removal. */
function CategoryDialogs({
  open,
  rows,
  tree,
  onClose,
}: {
  open: Open;
  rows: Row[];
  tree: CategoryNode[];
  onClose: () => void;
}) {
  const t = useAdminT();
  const tc = useAdminCategoriesT();
  const [remove] = useDeleteCategoryMutation();
  return (
    <>
      <Suspense fallback={null}>
        {open?.kind === 'form' && (
          <CategoryFormDialog category={open.category} tree={tree} onClose={onClose} />
        )}
        {open?.kind === 'attributes' && (
          <AttributesDialog
            categoryId={open.row.category_id}
            categoryName={open.row.name}
            attributes={rows.find((r) => r.category_id === open.row.category_id)?.attributes ?? []}
            onClose={onClose}
          />
        )}
        {open?.kind === 'templates' && (
          <TemplatesDialog categoryId={open.row.category_id} categoryName={open.row.name} onClose={onClose} />
        )}
      </Suspense>
      {open?.kind === 'delete' && (
        <RemoveDialog
          title={tc('adminCategories.categories.deleteTitle')}
          confirmLabel={t('admin.delete')}
          remove={() => remove({ category_id: open.row.category_id }).unwrap()}
          done={tc('adminCategories.categories.deleted')}
          onClose={onClose}
        >
          <Typography>
            {withContent(
              tc,
              'adminCategories.categories.deleteText',
              { name: open.row.name },
              { id: open.row.category_id },
            )}
          </Typography>
        </RemoveDialog>
      )}
    </>
  );
}

/** category — Categories: the tree, its attributes and per-category templates. */
export function CategorySection() {
  const t = useAdminT();
  const tc = useAdminCategoriesT();
  const tree = useListCategoriesQuery();
  const [open, setOpen] = useState<Open>(null);
  const rows = rowsOf(tree.data);
  const close = () => setOpen(null);

  return (
    <>
      <SectionHeader
        title={tc('adminCategories.categories.title')}
        description={tc('adminCategories.categories.description')}
      >
        <Button variant="contained" onClick={() => setOpen({ kind: 'form', category: NEW_CATEGORY })}>
          {tc('adminCategories.categories.add')}
        </Button>
      </SectionHeader>
      {tree.isError && !tree.data ? (
        <LoadError what={t('admin.categories.what')} onRetry={() => void tree.refetch()} />
      ) : (
        <AdminTable
          label={tc('adminCategories.categories.title')}
          columns={[
            { label: t('admin.name'), minWidth: 180 },
            { label: tc('adminCategories.categories.kind'), minWidth: 96 },
            { label: tc('adminCategories.categories.attributes'), minWidth: 180 },
            { label: t('admin.products.col.actions'), minWidth: 240 },
          ]}
          loading={tree.isLoading}
          empty={rows.length === 0}
          emptyText={tc('adminCategories.categories.empty')}
        >
          {rows.map((row) => (
            <CategoryRow key={row.category_id} row={row} onOpen={setOpen} />
          ))}
        </AdminTable>
      )}
      <CategoryDialogs open={open} rows={rows} tree={tree.data ?? []} onClose={close} />
    </>
  );
}

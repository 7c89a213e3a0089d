import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CategoryAttribute } from '@/api/types';
import { useDeleteCategoryMutation, useListCategoriesQuery } from '../api';
import { AdminTable } from './AdminTable';
import { AttributesDialog } from './AttributesDialog';
import { CategoryFormDialog, type EditableCategory } from './CategoryFormDialog';
import { RemoveDialog } from './ConfirmDialog';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';
import { TemplatesDialog } from './TemplatesDialog';

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

/** category — Categories: the tree, its attributes and per-category templates. */
export function CategorySection() {
  const tree = useListCategoriesQuery();
  const [open, setOpen] = useState<Open>(null);
  const [remove] = useDeleteCategoryMutation();
  const rows: Row[] = (tree.data ?? []).flatMap((node) => [
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
  const close = () => setOpen(null);

  return (
    <>
      <SectionHeader
        title="Categories"
        description="The category tree, its attributes and prompt templates: Inspiration's attributes, marketing's templates and the Fashion Style gallery."
      >
        <Button variant="contained" onClick={() => setOpen({ kind: 'form', category: NEW_CATEGORY })}>
          Add category
        </Button>
      </SectionHeader>
      {tree.isError && !tree.data ? (
        <LoadError what="The categories" onRetry={() => void tree.refetch()} />
      ) : (
        <AdminTable
          label="Categories"
          columns={[
            { label: 'Name', minWidth: 180 },
            { label: 'Kind', minWidth: 96 },
            { label: 'Attributes', minWidth: 180 },
            { label: 'Actions', minWidth: 240 },
          ]}
          loading={tree.isLoading}
          empty={rows.length === 0}
          emptyText="No categories yet."
        >
          {rows.map((row) => (
            <TableRow key={row.category_id} hover>
              <TableCell sx={{ pl: row.depth ? 5 : 2 }}>
                <Typography variant="body2" sx={{ fontWeight: row.depth ? 400 : 600 }}>
                  {row.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  #{row.category_id}
                  {row.childCount ? ` · ${row.childCount} children` : ''}
                </Typography>
              </TableCell>
              <TableCell>{row.filter_type === 1 ? 'Style' : 'Ordinary'}</TableCell>
              <TableCell>
                {row.attributes ? row.attributes.map((a) => a.name).join(', ') || '—' : '—'}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Button
                    size="small"
                    aria-label={`Edit ${row.name}`}
                    onClick={() => setOpen({ kind: 'form', category: row })}
                  >
                    Edit
                  </Button>
                  {row.attributes && (
                    <Button
                      size="small"
                      aria-label={`Attributes of ${row.name}`}
                      onClick={() => setOpen({ kind: 'attributes', row })}
                    >
                      Attributes
                    </Button>
                  )}
                  <Button
                    size="small"
                    aria-label={`Templates of ${row.name}`}
                    onClick={() => setOpen({ kind: 'templates', row })}
                  >
                    Templates
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Delete ${row.name}`}
                    onClick={() => setOpen({ kind: 'delete', row })}
                  >
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
      {open?.kind === 'form' && (
        <CategoryFormDialog category={open.category} tree={tree.data ?? []} onClose={close} />
      )}
      {open?.kind === 'attributes' && (
        <AttributesDialog
          categoryId={open.row.category_id}
          categoryName={open.row.name}
          attributes={rows.find((r) => r.category_id === open.row.category_id)?.attributes ?? []}
          onClose={close}
        />
      )}
      {open?.kind === 'templates' && (
        <TemplatesDialog categoryId={open.row.category_id} categoryName={open.row.name} onClose={close} />
      )}
      {open?.kind === 'delete' && (
        <RemoveDialog
          title="Delete category"
          confirmLabel="Delete"
          remove={() => remove({ category_id: open.row.category_id }).unwrap()}
          done="Category deleted"
          onClose={close}
        >
          <Typography>
            Delete the category “{open.row.name}” (#{open.row.category_id})? Images filed under it keep their
            pictures but lose the category. This cannot be undone.
          </Typography>
        </RemoveDialog>
      )}
    </>
  );
}

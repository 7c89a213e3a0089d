import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CategoryNode, PromptTemplate } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { useGetCategoryPromptsQuery } from '@/api/endpoints/prompts';
import { useGetModelTemplatesQuery } from '@/api/endpoints/templates';
import { useListCategoriesQuery } from '../api';
import { TEMPLATE_MODELS_MAX } from '../constants';
import { useAdminCategoriesT } from '../categories/i18n';
import { useAdminT } from '../i18n';
import { SelectField } from './fields';
import { LoadError } from './LoadError';
import { OutfitTemplateDialog } from './OutfitTemplateDialog';
import { SectionHeader } from './SectionHeader';

const outfitLines = (d: PromptTemplate['description']) => (Array.isArray(d) ? d : d ? [d] : []);

function TemplateCard({ template, onEdit }: { template: PromptTemplate; onEdit: () => void }) {
  const t = useAdminT();
  const tc = useAdminCategoriesT();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={0.5} sx={{ p: 1 }}>
        {template.models.slice(0, TEMPLATE_MODELS_MAX).map((model) => (
          <Box
            key={model.model_id}
            component="img"
            src={imageUrl(model.path, { width: 160 })}
            alt={model.name || tc('adminCategories.dressing.model', { id: model.model_id })}
            loading="lazy"
            sx={{ width: 72, height: 96, objectFit: 'cover', borderRadius: 1 }}
          />
        ))}
      </Stack>
      <CardContent sx={{ flex: 1, pt: 0 }}>
        <Typography component="h2" variant="subtitle1" translate="no" sx={{ fontWeight: 600 }}>
          {template.name}
        </Typography>
        <Typography variant="body2" color="textSecondary" translate="no" sx={{ overflowWrap: 'anywhere' }}>
          {outfitLines(template.description).join(' · ') || '—'}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          aria-label={tc('adminCategories.template.editLabel', { name: template.name })}
          onClick={onEdit}
        >
          {t('admin.edit')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The style (Fashion Style) categories' children, named with their parent. */
const styleOptions = (tree: CategoryNode[] | undefined) =>
  (tree ?? [])
    .filter((node) => node.filter_type === 1)
    .flatMap((node) =>
      node.children.map((child) => ({
        value: child.category_id,
        label: `${node.name} › ${child.name}`,
        content: true,
      })),
    );

/** Four card-sized placeholders while the templates load. */
function TemplatesSkeleton() {
  const t = useAdminT();
  const tc = useAdminCategoriesT();
  return (
    <Grid
      container
      spacing={2}
      role="status"
      aria-busy="true"
      aria-label={t('admin.loading', { label: tc('adminCategories.dressing.title') })}
    >
      {Array.from({ length: 4 }, (_, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The templates as a list of cards. */
function TemplateGrid({
  list,
  onEdit,
}: {
  list: PromptTemplate[];
  onEdit: (template: PromptTemplate) => void;
}) {
  const tc = useAdminCategoriesT();
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      aria-label={tc('adminCategories.dressing.title')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {list.map((template) => (
        <Grid key={template.prompt_id} component="li" size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <TemplateCard template={template} onEdit={() => onEdit(template)} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * dressing — Outfit templates: the templates of the style (Fashion Style) categories with their model
 * images, read with `/category/promptList` and saved with `/category/updatePrompt`.
 */
export function DressingSection() {
  const tc = useAdminCategoriesT();
  const tree = useListCategoriesQuery();
  const styles = styleOptions(tree.data);
  /** '' = every style category: the Fashion Style gallery's own list (`getModelsPromptList`). */
  const [picked, setPicked] = useState<number | ''>('');
  const all = useGetModelTemplatesQuery(undefined, { skip: picked !== '' });
  const one = useGetCategoryPromptsQuery({ category_id: Number(picked), type: 0 }, { skip: picked === '' });
  const templates = picked === '' ? all : one;
  const [editing, setEditing] = useState<PromptTemplate | 'new' | null>(null);
  const list = templates.data ?? [];
  const loading = tree.isLoading || templates.isLoading;
  const failed = (tree.isError && !tree.data) || (templates.isError && !templates.data);
  const editingCategory = editing === 'new' ? Number(picked) : (editing?.category_id ?? null);

  return (
    <>
      <SectionHeader
        title={tc('adminCategories.dressing.title')}
        description={tc('adminCategories.dressing.description')}
      >
        <SelectField
          label={tc('adminCategories.dressing.styleCategory')}
          value={picked}
          options={styles}
          emptyLabel={tc('adminCategories.dressing.allStyles')}
          minWidth={240}
          onChange={setPicked}
        />
        <Button
          variant="contained"
          disabled={picked === ''}
          title={picked === '' ? tc('adminCategories.dressing.chooseFirst') : undefined}
          onClick={() => setEditing('new')}
        >
          {tc('adminCategories.template.add')}
        </Button>
      </SectionHeader>
      {failed ? (
        <LoadError
          what={tc('adminCategories.dressing.what')}
          onRetry={() => void (tree.isError ? tree.refetch() : templates.refetch())}
        />
      ) : loading ? (
        <TemplatesSkeleton />
      ) : list.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="textSecondary">
          {tc(picked === '' ? 'adminCategories.dressing.empty' : 'adminCategories.dressing.emptyHere')}
        </Typography>
      ) : (
        <TemplateGrid list={list} onEdit={setEditing} />
      )}
      {editing && editingCategory !== null && (
        <OutfitTemplateDialog
          categoryId={editingCategory}
          template={editing === 'new' ? null : editing}
          taken={list
            .filter(
              (t) =>
                t.category_id === editingCategory && (editing === 'new' || t.prompt_id !== editing.prompt_id),
            )
            .map((t) => t.name.toLowerCase())}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from '@/hooks/useForm';
import type { GalleryImage, PromptTemplate, TemplateModel } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { useListAdminImagesQuery, useUpdateCategoryPromptMutation } from '../api';
import { MODEL_PICKER_SIZE, TEMPLATE_MODELS_MAX } from '../constants';
import { useAdminAction } from '../hooks/useAdminAction';
import { withContent } from '@/i18n/content';
import { useAdminCategoriesT } from '../categories/i18n';
import { useAdminT } from '../i18n';
import { requiredText } from '../utils';
import { FormDialog } from './ConfirmDialog';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const descriptionLines = (d: PromptTemplate['description']) => (Array.isArray(d) ? d : d ? [d] : []);

/** The outfit template's form: name (unique in the category), outfit lines and one to three models. */
function useOutfitTemplateForm(
  categoryId: number,
  template: PromptTemplate | null,
  taken: string[],
  onClose: () => void,
) {
  const t = useAdminT();
  const tc = useAdminCategoriesT();
  const [save] = useUpdateCategoryPromptMutation();
  const { run } = useAdminAction();
  return useForm({
    initial: {
      name: template?.name ?? '',
      outfits: descriptionLines(template?.description).join('\n'),
      models: template?.models ?? [],
    },
    rules: {
      name: (name) =>
        requiredText(name, t('admin.name')) ??
        (taken.includes(name.trim().toLowerCase()) ? (
          <>{withContent(tc, 'adminCategories.template.taken', { name: name.trim() })}</>
        ) : undefined),
      outfits: (outfits) => (lines(outfits).length ? undefined : tc('adminCategories.outfit.oneOutfit')),
      models: (models) =>
        !models.length
          ? tc('adminCategories.outfit.pickModel')
          : models.length > TEMPLATE_MODELS_MAX
            ? tc('adminCategories.outfit.atMostModels', { max: TEMPLATE_MODELS_MAX })
            : undefined,
    },
    onSubmit: async ({ name, outfits, models }) => {
      const body = {
        category_id: categoryId,
        name: name.trim(),
        description: lines(outfits),
        type: 0 as const,
        show_type: 1 as const,
        models,
        ...(template ? { prompt_id: template.prompt_id } : {}),
      };
      if (
        await run(
          () => save(body).unwrap(),
          tc(template ? 'adminCategories.template.saved' : 'adminCategories.outfit.added'),
        )
      )
        onClose();
    },
  });
}

type OutfitTemplateForm = ReturnType<typeof useOutfitTemplateForm>;

/** The template's own models first, then the category's library images not among them. */
const candidatesFor = (
  template: PromptTemplate | null,
  library: GalleryImage[] | undefined,
): TemplateModel[] => [
  ...(template?.models ?? []),
  ...(library ?? [])
    .filter((img) => !template?.models.some((m) => m.image_id === img.image_id))
    .map((img) => ({
      model_id: img.image_id,
      image_id: img.image_id,
      path: img.path,
      name: img.name ?? null,
    })),
];

/** One model to tick: its picture is its label. */
function ModelChoice({
  model,
  checked,
  onToggle,
}: {
  model: TemplateModel;
  checked: boolean;
  onToggle: () => void;
}) {
  const tc = useAdminCategoriesT();
  return (
    <FormControlLabel
      sx={{ m: 0, flexDirection: 'column-reverse', alignItems: 'center' }}
      control={
        <Checkbox
          size="small"
          checked={checked}
          onChange={onToggle}
          slotProps={{
            input: {
              'aria-label': tc('adminCategories.dressing.modelLabel', {
                name: model.name || `#${model.model_id}`,
              }),
            },
          }}
        />
      }
      label={
        <Box
          component="img"
          src={imageUrl(model.path, { width: 160 })}
          alt={model.name || tc('adminCategories.dressing.model', { id: model.model_id })}
          width={88}
          height={88}
          loading="lazy"
          sx={{ objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      }
    />
  );
}

/** The models fieldset: the picked count, its error, and the candidates from the category's library. */
function ModelPicker({
  form,
  categoryId,
  template,
}: {
  form: OutfitTemplateForm;
  categoryId: number;
  template: PromptTemplate | null;
}) {
  const tc = useAdminCategoriesT();
  const library = useListAdminImagesQuery({
    category_id: categoryId,
    current: 1,
    pageSize: MODEL_PICKER_SIZE,
  });
  const { models } = form.values;
  const candidates = candidatesFor(template, library.data?.list);
  const chosen = (model: TemplateModel) => models.some((m) => m.model_id === model.model_id);
  const toggle = (model: TemplateModel) =>
    form.setValue(
      'models',
      chosen(model) ? models.filter((m) => m.model_id !== model.model_id) : [...models, model],
    );
  const modelsError = form.error('models');

  return (
    <Box
      component="fieldset"
      ref={form.register('models')}
      tabIndex={-1}
      aria-describedby={modelsError ? 'outfit-models-error' : undefined}
      sx={{ border: 0, p: 0, m: 0 }}
    >
      <Typography component="legend" variant="subtitle2">
        {tc('adminCategories.outfit.models', { count: models.length, max: TEMPLATE_MODELS_MAX })}
      </Typography>
      {modelsError && (
        <FormHelperText error id="outfit-models-error">
          {modelsError}
        </FormHelperText>
      )}
      {library.isLoading && <Skeleton height={96} />}
      {library.isError && <FormHelperText error>{tc('adminCategories.outfit.libraryFailed')}</FormHelperText>}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 1,
          mt: 1,
        }}
      >
        {candidates.map((model) => (
          <ModelChoice
            key={model.model_id}
            model={model}
            checked={chosen(model)}
            onToggle={() => toggle(model)}
          />
        ))}
      </Box>
    </Box>
  );
}

/**
 * `/category/updatePrompt` for an outfit template of a style category: its name, its outfit
 * descriptions (one generation each in the Fashion factory) and up to three model images picked from
 * the category's library images.
 */
export function OutfitTemplateDialog({
  categoryId,
  template,
  taken,
  onClose,
}: {
  categoryId: number;
  template: PromptTemplate | null;
  /** The other templates' names in this category, lower-cased. */
  taken: string[];
  onClose: () => void;
}) {
  const t = useAdminT();
  const tc = useAdminCategoriesT();
  const form = useOutfitTemplateForm(categoryId, template, taken, onClose);

  return (
    <FormDialog
      form={form}
      title={
        template
          ? withContent(tc, 'adminCategories.outfit.editTitle', { name: template.name })
          : tc('adminCategories.outfit.addTitle')
      }
      onClose={onClose}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField {...form.field('name')} label={t('admin.name')} required autoFocus />
        <TextField
          {...form.field('outfits', {
            hint: tc('adminCategories.outfit.outfitsHint'),
          })}
          label={tc('adminCategories.outfit.outfits')}
          required
          multiline
          minRows={3}
        />
        <ModelPicker form={form} categoryId={categoryId} template={template} />
      </Stack>
    </FormDialog>
  );
}

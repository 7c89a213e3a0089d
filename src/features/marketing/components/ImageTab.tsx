import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';
import { useGetCategoryPromptsQuery } from '@/api/endpoints/prompts';
import type { ImageDetail, PromptTemplate } from '@/api/types';
import { LazySelect } from '@/components/select/LazySelect';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { ModelSelect } from '@/components/generator/ModelSelect';
import { PromptField, promptFieldProps } from '@/components/generator/PromptField';
import { categoryProblem, IMAGE_MODELS } from '@/components/generator/rules';
import { useRestoreRunning } from '@/features/tasks';
// The video engine's pieces by path: its index would bring the whole engine (the Video tab's, loaded when opened).
import { useFailureToasts } from '@/features/video';
import { CreationColumns } from '@/components/CreationColumns';
import { RecipeMenu } from '@/components/catalogue/RecipeMenu';
import { isImageModel } from '@/components/generator/rules';
import { CreationPanel } from '@/components/generator/CreationPanel';
import { storedPreference, useStoredPreference } from '@/hooks/useStoredPreference';
import { imageUrl } from '@/utils/imageUrl';
import { TRY_ON_BACKGROUND_KEY, TRY_ON_BACKGROUNDS } from '../constants';
import { templateText, useTemplateGeneration } from '../hooks/useTemplateGeneration';
import { BatchButton, batchT } from '@/features/batch';
import { picturesOf } from '../utils';
import { ImageTabResults } from './ImageTabResults';
import { TemplatePicker } from './TemplatePicker';
import { useMarketingT } from '../i18n';

export interface ImageTabProps {
  image: ImageDetail;
  /** 0 Static (product show), 1 Try-On (sense show). */
  showType: 0 | 1;
  scope: string;
  /** The product's child category and parent (both required to generate). */
  categoryId: number | null;
  parentCategoryId: number | null;
  productName: string;
  /**
   * The category tree the templates are chosen by: while it loads the templates do too, and when it failed they
   * say so with a retry of the tree, never 'No templates for this category yet.' (issue 41 §7).
   */
  categories?: { isLoading: boolean; isError: boolean; retry: () => void };
}

const NO_TEMPLATES: PromptTemplate[] = [];

/** The Try-On backdrop last chosen, remembered in this browser. */
const backgroundPreference = storedPreference<string>(TRY_ON_BACKGROUND_KEY, TRY_ON_BACKGROUNDS[0], {
  parse: (raw) => ((TRY_ON_BACKGROUNDS as readonly string[]).includes(raw) ? raw : undefined),
});

/** Spec 3 §2.1 Static and Try-On tabs: the results carousel and the template generator. */
export function ImageTab({
  image,
  showType,
  scope,
  categoryId,
  parentCategoryId,
  productName,
  categories,
}: ImageTabProps) {
  const t = useMarketingT();
  const [background, chooseBackground] = useStoredPreference(backgroundPreference);

  const templates = useGetCategoryPromptsQuery(
    { category_id: categoryId ?? undefined, type: 0, show_type: showType },
    { skip: categoryId === null },
  );
  const { tasks, form, creation, retry } = useTemplateGeneration(scope, {
    image,
    showType,
    templates: templates.data ?? NO_TEMPLATES,
    background,
    // Without the tree the category cannot be read: the templates say so (and none can be chosen to send).
    categoryProblem: categories?.isError ? null : categoryProblem(parentCategoryId, categoryId),
  });
  useFailureToasts(tasks.items, 'image');
  // Spec 3 §4.1: this tab's running records come back on load (Static and Try-On share a function key).
  useRestoreRunning('descImageGeneration', image.image_id, tasks.restore, {
    label: t(showType === 1 ? 'marketing.taskTryOn' : 'marketing.taskStatic'),
    match: (record) => (record.params?.showType ?? 0) === showType,
  });

  return (
    <CreationColumns>
      <ImageTabResults
        image={image}
        showType={showType}
        productName={productName}
        items={tasks.items}
        completedIds={tasks.completed.map((item) => item.recordId)}
        onRetry={(recordId) => void retry(recordId)}
      />
      <CreationPanel
        aria-label={t(showType === 0 ? 'marketing.staticGeneration' : 'marketing.tryOnGeneration')}
        onSubmit={form.handleSubmit}
        header={
          <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
            <RecipeMenu
              tool={showType === 1 ? 'tryOn' : 'static'}
              current={() => ({
                prompt: form.values.prompt,
                templateIds: form.values.selected,
                model: form.values.model,
                effect: showType === 1 ? background : undefined,
              })}
              onApply={(recipe) => {
                const offered = new Set((templates.data ?? []).map((template) => template.prompt_id));
                form.setValues({
                  prompt: recipe.prompt,
                  selected: recipe.templateIds.filter((id) => offered.has(id)),
                  ...(isImageModel(recipe.model) ? { model: recipe.model } : {}),
                });
                if (showType === 1 && recipe.effect) chooseBackground(recipe.effect);
              }}
            />
          </Stack>
        }
        prompt={
          <PromptField
            {...promptFieldProps(form, 'prompt')}
            placeholder={t('marketing.promptPlaceholder')}
            minRows={3}
          />
        }
        source={
          <Stack direction="row" spacing={1} aria-label={t('marketing.product')}>
            {picturesOf(image, t)
              .slice(0, 1)
              .map((picture) => (
                <Box
                  key={picture.image_id}
                  component="img"
                  src={imageUrl(picture.path, { width: 120 })}
                  alt={t('marketing.productAlt', { name: productName })}
                  sx={{ width: 60, height: 60, objectFit: 'cover', borderRadius: 1 }}
                />
              ))}
          </Stack>
        }
        model={
          <ModelSelect
            options={IMAGE_MODELS}
            value={form.values.model}
            onChange={(model) => form.setValue('model', model)}
            label={t('marketing.model')}
          />
        }
        options={
          showType === 1 && (
            <FormControl size="small" fullWidth>
              <InputLabel id={`${scope}-background`}>{t('marketing.background')}</InputLabel>
              <LazySelect
                labelId={`${scope}-background`}
                label={t('marketing.background')}
                value={background}
                onChange={chooseBackground}
                options={TRY_ON_BACKGROUNDS.map((option) => ({
                  value: option,
                  label: t(`marketing.bg.${option}`),
                }))}
              />
            </FormControl>
          )
        }
        choices={
          <TemplatePicker
            templates={templates.data ?? []}
            loading={templates.isLoading || Boolean(categories?.isLoading)}
            error={templates.isError || Boolean(categories?.isError)}
            onRetry={() => (categories?.isError ? categories.retry() : void templates.refetch())}
            selected={form.values.selected}
            onChange={(ids) => form.setValue('selected', ids)}
            selectionError={form.error('selected')}
            product={productName}
          />
        }
        generate={
          <>
            <GenerateButton type="submit" {...creation.button} />
            <BatchButton
              tool={showType === 1 ? 'tryOn' : 'static'}
              functionKey="descImageGeneration"
              perProduct={Math.max(1, form.values.selected.length)}
              blocked={form.values.selected.length === 0 ? batchT('batch.noTemplate') : null}
              settings={{
                prompt: form.values.prompt,
                templateIds: form.values.selected,
                model: form.values.model,
                background: showType === 1 ? background : undefined,
                templateTexts: Object.fromEntries(
                  (templates.data ?? []).map((template) => [template.prompt_id, templateText(template)]),
                ),
              }}
            />
          </>
        }
      />
    </CreationColumns>
  );
}

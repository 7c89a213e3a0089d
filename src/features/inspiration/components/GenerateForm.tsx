import Box from '@mui/material/Box';
import { ProvenanceNote } from '@/components/catalogue/ProvenanceNote';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AspectRatioPicker } from '@/components/AspectRatioPicker';
import { RecipeMenu } from '@/components/catalogue/RecipeMenu';
import { CategoryPicker } from '@/components/generator/CategoryPicker';
import { CreationPanel } from '@/components/generator/CreationPanel';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { StatusChip } from '@/components/StatusChip';
import { PromptField, promptFieldProps } from '@/components/generator/PromptField';
import { ASPECT_RATIOS } from '../constants';
import { useGenerateForm } from '../hooks/useGenerateForm';
import { useInspirationT } from '../i18n';
import type { Prefill } from '../utils';
import { AttributeRows } from './AttributeRows';
import { ReferenceUpload } from './ReferenceUpload';

/** The right pane: everything a generation needs, validated before it is sent. */
export function GenerateForm({ prefill, onSubmitted }: { prefill: Prefill; onSubmitted?: () => void }) {
  const t = useInspirationT();
  const { form, category, upload, creation, ...actions } = useGenerateForm(prefill, onSubmitted);
  return (
    <CreationPanel
      aria-label={t('inspiration.form')}
      onSubmit={(event) => {
        event.preventDefault();
        actions.generate();
      }}
      header={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="sectionTitle" component="h2">
            {t('inspiration.create')}
          </Typography>
          {prefill.isEdit && <StatusChip tone="progress" label={t('inspiration.editing')} />}
          <Box sx={{ flex: 1 }} />
          <RecipeMenu
            tool="inspiration"
            current={() => ({ prompt: form.values.prompt, templateIds: [], ratio: form.values.ar })}
            onApply={(recipe) => {
              const ratio = ASPECT_RATIOS.find((value) => value === recipe.ratio);
              form.setValues({ prompt: recipe.prompt, ...(ratio ? { ar: ratio } : {}) });
            }}
          />
        </Stack>
      }
      prompt={
        <>
          <ProvenanceNote />
          <PromptField {...promptFieldProps(form, 'prompt')} />
        </>
      }
      source={
        <ReferenceUpload
          slots={upload.slots}
          isFull={upload.isFull}
          error={upload.error}
          onAdd={actions.addReferences}
          canPick={actions.canPick}
          onRemove={upload.remove}
        />
      }
      options={
        <>
          <CategoryPicker
            categories={category.categories}
            parentId={category.parentId}
            childId={category.childId}
            error={form.error('childId')}
            onParent={category.chooseParent}
            onChild={category.chooseChild}
            loading={category.isLoading}
            onRetry={category.isError ? () => void category.refetch() : undefined}
          />
          <AspectRatioPicker
            ratios={ASPECT_RATIOS}
            value={form.values.ar}
            onChange={(ratio) => form.setValue('ar', ratio)}
          />
        </>
      }
      choices={
        <AttributeRows
          attributes={category.child?.attributes ?? []}
          values={form.values.attributes}
          onChange={actions.setAttribute}
        />
      }
      generate={
        <Box data-tour="inspiration-generate">
          <GenerateButton type="submit" {...creation.button} />
        </Box>
      }
      after={creation.signInPrompt}
    />
  );
}

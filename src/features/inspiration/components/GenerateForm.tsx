import { Box, Chip, Stack, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignInPromptDialog } from '@/components/SignInPromptDialog';
import { useGenerateForm } from '../hooks/useGenerateForm';
import type { Prefill } from '../utils';
import { AspectRatioPicker } from '@/components/AspectRatioPicker';
import { CategoryPicker } from '@/components/generator/CategoryPicker';
import { CreditsAlert } from '@/components/generator/CreditsAlert';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { PromptField } from '@/components/generator/PromptField';
import { ASPECT_RATIOS } from '../constants';
import { AttributeRows } from './AttributeRows';
import { ReferenceUpload } from './ReferenceUpload';
import { signinRedirectUrl } from '@/utils/safeRedirect';

/** The right pane: everything a generation needs, validated before it is sent. */
export function GenerateForm({ prefill, onSubmitted }: { prefill: Prefill; onSubmitted?: () => void }) {
  const form = useGenerateForm(prefill, onSubmitted);
  const navigate = useNavigate();
  const location = useLocation();
  const { category, upload } = form;
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label="Generate images"
      onSubmit={(event) => event.preventDefault()}
      sx={{ p: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          Create
        </Typography>
        {prefill.isEdit && <Chip size="small" color="primary" label="Editing" />}
      </Stack>
      <CategoryPicker
        categories={category.categories}
        parentId={category.parentId}
        childId={category.childId}
        error={form.errors.category}
        onParent={category.chooseParent}
        onChild={category.chooseChild}
        loading={category.isLoading}
        onRetry={category.isError ? () => void category.refetch() : undefined}
      />
      <PromptField value={form.prompt} error={form.errors.content} onChange={form.changePrompt} />
      <ReferenceUpload
        references={upload.references}
        uploading={upload.inFlight}
        isFull={upload.isFull}
        error={upload.error}
        onAdd={(files) => void upload.add(files)}
        onRemove={upload.remove}
      />
      <AspectRatioPicker ratios={ASPECT_RATIOS} value={form.ar} onChange={form.setAr} />
      <AttributeRows
        attributes={category.child?.attributes ?? []}
        values={form.attributes}
        onChange={form.setAttribute}
      />
      {form.creditProblem && <CreditsAlert message={form.creditProblem} />}
      <Box data-tour="inspiration-generate">
        <GenerateButton
          cost={form.cost}
          busy={form.isSubmitting || upload.uploading > 0}
          onClick={() => void form.generate()}
        />
      </Box>
      <SignInPromptDialog
        open={form.askSignIn}
        action="Generate"
        onClose={form.closeSignIn}
        onSignIn={() => navigate(signinRedirectUrl(location.pathname + location.search))}
      />
    </Stack>
  );
}

import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { elevation, radius } from '@/theme/tokens';

export interface CreationPanelProps {
  /** The form's accessible name ('Static generation'). */
  'aria-label': string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The panel's own heading, when the screen gives it one. */
  header?: ReactNode;
  /** What to make: the prompt. */
  prompt?: ReactNode;
  /** What it starts from: the product picture, uploads. */
  source?: ReactNode;
  /** How: the AI model, then any option (backdrop, ratio, effect). */
  model?: ReactNode;
  options?: ReactNode;
  /** Which looks: templates, styles. */
  choices?: ReactNode;
  /** The GenerateButton (with its credit cost), always last, pinned to the panel's foot. */
  generate: ReactNode;
  /** After Generate (a sign-in prompt it opens). */
  after?: ReactNode;
}

/**
 * The one generator panel layout (issue 43): every creation form lists its fields in the same order — prompt,
 * source, model, options, choices — and keeps Generate with its cost in the same place, the panel's foot, in view
 * while the fields scroll (on a phone, the foot of the screen). A `<form>`, so Enter in the prompt submits.
 */
export function CreationPanel({
  header,
  after,
  prompt,
  source,
  model,
  options,
  choices,
  generate,
  onSubmit,
  ...rest
}: CreationPanelProps) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={rest['aria-label']}
      onSubmit={onSubmit}
      sx={{
        minWidth: 0,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRadius: { xs: `${radius.lg}px ${radius.lg}px 0 0`, md: `${radius.lg}px` },
        border: 1,
        borderColor: 'divider',
        boxShadow: { xs: elevation.overlay, md: 'none' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: { xs: 'block', md: 'none' },
          width: 36,
          height: 4,
          borderRadius: 2,
          bgcolor: 'divider',
          mx: 'auto',
          mt: 1,
        }}
      />
      <Stack spacing={2} sx={{ p: 2, flex: '1 1 auto', minHeight: 0, overflowY: { md: 'auto' } }}>
        {header}
        {prompt}
        {source}
        {model}
        {options}
        {choices}
      </Stack>
      <Box
        data-generate-slot
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          p: 2,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          borderRadius: { md: `0 0 ${radius.lg}px ${radius.lg}px` },
        }}
      >
        {generate}
      </Box>
      {after}
    </Box>
  );
}

import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import { CreditsAlert } from './CreditsAlert';
import { useGeneratorT } from './i18n';
import { creditLabel } from './rules';

export interface GenerateButtonProps {
  /** Credits it costs (spec 3 §9), or a fixed label such as '10+ credits'; null while unknown. */
  cost: number | string | null;
  busy?: boolean;
  /** Why it cannot be pressed now ('Add a product picture first.'): disables it and says so under it. */
  disabledReason?: string | null;
  /** The balance does not cover it: the reason and the way to /payment, under the button. */
  creditsProblem?: string | null;
  /** Where the payment page leads back to once paid (the creation's `returnTo`); the current screen by default. */
  creditsBack?: string | null;
  onClick?: () => void;
  /** `submit` when the button sends its form (Enter in the prompt submits too). */
  type?: 'button' | 'submit';
  label?: string;
  fullWidth?: boolean;
}

/** Generate, with what it costs in credits, why it is disabled, and the not-enough-credits way out. */
export function GenerateButton({
  cost,
  busy = false,
  disabledReason = null,
  creditsProblem = null,
  creditsBack,
  onClick,
  type = 'button',
  label,
  fullWidth = true,
}: GenerateButtonProps) {
  const t = useGeneratorT();
  const reasonId = useId();
  // While busy the button says so itself (aria-busy); the reason under it is for what the user can change.
  const reason = busy ? null : disabledReason;
  const button = (
    <Button
      type={type}
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      onClick={onClick}
      disabled={busy || Boolean(disabledReason)}
      aria-busy={busy || undefined}
      aria-describedby={reason ? reasonId : undefined}
    >
      {label ?? t('generator.generate')}
      {cost !== null && (
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', ml: 1, opacity: 0.85, fontSize: '0.85em' }}
        >
          <BoltIcon fontSize="inherit" aria-hidden />
          {creditLabel(cost, t)}
        </Box>
      )}
    </Button>
  );
  // One structure in every state, so the button is never remounted (and never loses focus) when a
  // reason comes or goes.
  return (
    <Stack spacing={1} sx={{ width: fullWidth ? '100%' : 'auto' }}>
      {button}
      {reason && <FormHelperText id={reasonId}>{reason}</FormHelperText>}
      {creditsProblem && <CreditsAlert message={creditsProblem} back={creditsBack} />}
    </Stack>
  );
}

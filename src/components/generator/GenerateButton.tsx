import { Box, Button } from '@mui/material';
import BoltIcon from '@mui/icons-material/Bolt';
import { creditLabel } from './rules';

export interface GenerateButtonProps {
  /** Credits it costs (spec 3 §9), or a fixed label such as '10+ credits'; null while unknown. */
  cost: number | string | null;
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
  label?: string;
  fullWidth?: boolean;
}

/** Generate, with what it costs in credits. */
export function GenerateButton({
  cost,
  busy = false,
  disabled = false,
  onClick,
  label = 'Generate',
  fullWidth = true,
}: GenerateButtonProps) {
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {label}
      {cost !== null && (
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', ml: 1, opacity: 0.85, fontSize: '0.85em' }}
        >
          <BoltIcon fontSize="inherit" aria-hidden />
          {creditLabel(cost)}
        </Box>
      )}
    </Button>
  );
}

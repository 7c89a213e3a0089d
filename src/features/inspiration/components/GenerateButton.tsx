import { Box, Button } from '@mui/material';
import BoltIcon from '@mui/icons-material/Bolt';

/** Generate, with what it costs in credits (spec 2 §1: 4). */
export function GenerateButton({
  cost,
  busy,
  onClick,
}: {
  cost: number;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="contained" size="large" fullWidth onClick={onClick} disabled={busy}>
      Generate
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', ml: 1, opacity: 0.85, fontSize: '0.85em' }}
      >
        <BoltIcon fontSize="inherit" aria-hidden />
        {cost} credits
      </Box>
    </Button>
  );
}

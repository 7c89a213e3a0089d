import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { SERVICE_FEE_RATE } from '../constants';
import { type PriceOption } from '../utils';
import { formatMoney } from '@/utils/money';

export interface ConfirmOrderDialogProps {
  open: boolean;
  options: PriceOption[];
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (option: PriceOption) => void;
}

const optionLabel = (o: PriceOption) =>
  o.count === 1 ? `1 piece — ${formatMoney(o.subtotal)}` : `${o.count} pieces — ${formatMoney(o.subtotal)}`;

/** Spec 2 §4, §9: the two price options, the 10 percent service fee as a line and the total. */
export function ConfirmOrderDialog({ open, options, busy, onCancel, onConfirm }: ConfirmOrderDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [key, setKey] = useState<PriceOption['key']>('single');
  const chosen = options.find((o) => o.key === key) ?? options[0];
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullScreen={fullScreen}
      aria-labelledby="confirm-order-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="confirm-order-title">Confirm your order</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-label="Quantity"
          value={chosen.key}
          onChange={(e) => setKey(e.target.value as PriceOption['key'])}
        >
          {options.map((o) => (
            <FormControlLabel key={o.key} value={o.key} control={<Radio />} label={optionLabel(o)} />
          ))}
        </RadioGroup>
        <Divider sx={{ my: 2 }} />
        <Stack spacing={1} aria-label="Order summary" role="group">
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>Subtotal</Typography>
            <Typography>{formatMoney(chosen.subtotal)}</Typography>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>Service fee ({Math.round(SERVICE_FEE_RATE * 100)}%)</Typography>
            <Typography>{formatMoney(chosen.fee)}</Typography>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700 }}>Total</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatMoney(chosen.total)}</Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => onConfirm(chosen)} disabled={busy}>
          Pay {formatMoney(chosen.total)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

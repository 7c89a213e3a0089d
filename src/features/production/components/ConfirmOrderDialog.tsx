import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@/components/AppDialog';
import { PHONE_SHEET } from '@/components/phoneSheet';
import type { PaymentMethod } from '@/features/payment';
import { formatMoney } from '@/utils/money';
import { METHOD_LABELS, SERVICE_FEE_RATE } from '../constants';
import type { PriceOption } from '../utils';

export interface ConfirmOrderDialogProps {
  open: boolean;
  options: PriceOption[];
  /** The payment method chosen when the checkout started (the cost page's PayPal or card button). */
  method: PaymentMethod;
  /** The product, so the confirmation says what is being paid for. */
  product: { imagePath: string; name: string };
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (option: PriceOption, method: PaymentMethod) => void;
}

const optionLabel = (o: PriceOption) =>
  o.count === 1 ? `1 piece — ${formatMoney(o.subtotal)}` : `${o.count} pieces — ${formatMoney(o.subtotal)}`;

function Line({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: strong ? 700 : undefined }}>
      <Typography sx={{ fontWeight: 'inherit' }}>{label}</Typography>
      <Typography sx={{ fontWeight: 'inherit' }}>{formatMoney(amount)}</Typography>
    </Stack>
  );
}

/**
 * Spec 2 §4, §9 confirmation, the same for every payment method: 1 piece or 10 pieces, the 10 % service fee
 * as a line, the total, and how to pay (card or PayPal). The total is what the order charges.
 */
export function ConfirmOrderDialog({
  open,
  options,
  method: initialMethod,
  product,
  busy,
  onCancel,
  onConfirm,
}: ConfirmOrderDialogProps) {
  const [key, setKey] = useState<PriceOption['key']>('single');
  const [method, setMethod] = useState<PaymentMethod>(initialMethod);
  const chosen = options.find((o) => o.key === key) ?? options[0];
  return (
    <AppDialog
      open={open}
      title="Confirm your order"
      onClose={onCancel}
      busy={busy}
      maxWidth="xs"
      sx={PHONE_SHEET}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => onConfirm(chosen, method)} disabled={busy}>
            {`Pay ${formatMoney(chosen.total)} ${method === 'paypal' ? 'with PayPal' : 'by card'}`}
          </Button>
        </>
      }
    >
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={product.imagePath}
            alt=""
            sx={{ width: 72, height: 72, borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.100' }}
          />
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
        </Stack>
        <Box>
          <FormLabel id="confirm-quantity">Quantity</FormLabel>
          <RadioGroup
            aria-labelledby="confirm-quantity"
            value={chosen.key}
            onChange={(e) => setKey(e.target.value as PriceOption['key'])}
          >
            {options.map((o) => (
              <FormControlLabel
                key={o.key}
                value={o.key}
                control={<Radio />}
                label={optionLabel(o)}
                disabled={busy}
              />
            ))}
          </RadioGroup>
        </Box>
        <Box>
          <FormLabel id="confirm-method">Pay with</FormLabel>
          <RadioGroup
            aria-labelledby="confirm-method"
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
          >
            {(Object.keys(METHOD_LABELS) as PaymentMethod[]).map((m) => (
              <FormControlLabel
                key={m}
                value={m}
                control={<Radio />}
                label={METHOD_LABELS[m]}
                disabled={busy}
              />
            ))}
          </RadioGroup>
        </Box>
        <Divider />
        <Stack spacing={1} aria-label="Order summary" role="group">
          <Line label="Subtotal" amount={chosen.subtotal} />
          <Line label={`Service fee (${Math.round(SERVICE_FEE_RATE * 100)}%)`} amount={chosen.fee} />
          <Line label="Total" amount={chosen.total} strong />
        </Stack>
      </Stack>
    </AppDialog>
  );
}

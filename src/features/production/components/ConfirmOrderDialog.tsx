import type { ReactNode } from 'react';
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
import { useForm } from '@/hooks/useForm';
import type { PaymentMethod } from '@/features/payment';
import { formatMoney } from '@/utils/money';
import { SERVICE_FEE_RATE } from '../constants';
import { useProductionT } from '../i18n';
import type { PriceOption } from '../utils';

export interface ConfirmOrderDialogProps {
  open: boolean;
  options: PriceOption[];
  /** The payment method chosen when the checkout started (the cost page's PayPal or card button). */
  method: PaymentMethod;
  /** The product, so the confirmation says what is being paid for. */
  /** `name` marks the user's own text `translate="no"` (a picture's name, a title); 'Design 101007' is ours. */
  product: { imagePath: string; name: ReactNode };
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (option: PriceOption, method: PaymentMethod) => void;
}

/** The two ways to pay a making order; both go through the same steps (spec 2 §4). PayPal is a brand. */
const METHODS: readonly PaymentMethod[] = ['card', 'paypal'];

function Line({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  const t = useProductionT();
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: strong ? 700 : undefined }}>
      <Typography sx={{ fontWeight: 'inherit' }}>{label}</Typography>
      <Typography sx={{ fontWeight: 'inherit' }}>{formatMoney(amount, 'USD', t.locale)}</Typography>
    </Stack>
  );
}

/** 1 piece or 10 pieces, each with its subtotal. */
function QuantityChoice({
  options,
  value,
  onChange,
  busy,
}: {
  options: PriceOption[];
  value: PriceOption['key'];
  onChange: (key: PriceOption['key']) => void;
  busy?: boolean;
}) {
  const t = useProductionT();
  const money = (amount: number) => formatMoney(amount, 'USD', t.locale);
  return (
    <Box>
      <FormLabel id="confirm-quantity">{t('production.confirm.quantity')}</FormLabel>
      <RadioGroup
        aria-labelledby="confirm-quantity"
        value={value}
        onChange={(e) => onChange(e.target.value as PriceOption['key'])}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o.key}
            value={o.key}
            control={<Radio />}
            label={t('production.confirm.pieces', { count: o.count, amount: money(o.subtotal) })}
            disabled={busy}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

/** Card or PayPal. */
function MethodChoice({
  value,
  onChange,
  busy,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  busy?: boolean;
}) {
  const t = useProductionT();
  return (
    <Box>
      <FormLabel id="confirm-method">{t('production.confirm.payWith')}</FormLabel>
      <RadioGroup
        aria-labelledby="confirm-method"
        value={value}
        onChange={(e) => onChange(e.target.value as PaymentMethod)}
      >
        {METHODS.map((m) => (
          <FormControlLabel
            key={m}
            value={m}
            control={<Radio />}
            label={m === 'paypal' ? 'PayPal' : t('production.confirm.card')}
            disabled={busy}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

/** Subtotal, the 10 % service fee as a line, and the total the order charges. */
function OrderTotals({ chosen }: { chosen: PriceOption }) {
  const t = useProductionT();
  return (
    <Stack spacing={1} aria-label={t('production.confirm.summary')} role="group">
      <Line label={t('production.confirm.subtotal')} amount={chosen.subtotal} />
      <Line
        label={t('production.confirm.fee', { rate: Math.round(SERVICE_FEE_RATE * 100) })}
        amount={chosen.fee}
      />
      <Line label={t('production.confirm.total')} amount={chosen.total} strong />
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
  const t = useProductionT();
  const money = (amount: number) => formatMoney(amount, 'USD', t.locale);
  const chosenOf = (key: PriceOption['key']) => options.find((o) => o.key === key) ?? options[0];
  const form = useForm({
    initial: { key: 'single' as PriceOption['key'], method: initialMethod },
    onSubmit: ({ key, method }) => onConfirm(chosenOf(key), method),
  });
  const { method } = form.values;
  const chosen = chosenOf(form.values.key);
  return (
    <AppDialog
      open={open}
      title={t('production.confirm.title')}
      onClose={onCancel}
      busy={busy}
      maxWidth="xs"
      sx={PHONE_SHEET}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('production.confirm.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void form.handleSubmit()} disabled={busy}>
            {t(method === 'paypal' ? 'production.confirm.payPaypal' : 'production.confirm.payCard', {
              total: money(chosen.total),
            })}
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
        <QuantityChoice
          options={options}
          value={chosen.key}
          onChange={(key) => form.setValue('key', key)}
          busy={busy}
        />
        <MethodChoice value={method} onChange={(next) => form.setValue('method', next)} busy={busy} />
        <Divider />
        <OrderTotals chosen={chosen} />
      </Stack>
    </AppDialog>
  );
}

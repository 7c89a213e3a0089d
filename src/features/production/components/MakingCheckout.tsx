import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetImageInfoQuery } from '@/api/endpoints/images';
import { useApplyMakingMutation, useGetSavedAddressQuery } from '@/api/endpoints/products';
import type { ProductInfo } from '@/api/types';
import { LazyPaymentModal, usePaymentFlow, type PaymentFlow, type PaymentMethod } from '@/features/payment';
import { lazyOverlay } from '@/components/lazyOverlay';
import { overlayEntryOnTop } from '@/hooks/useBackToClose';
import { RetryAlert } from '@/components/RetryAlert';
import { errorMessage, isNotFound } from '@/utils/errorMessage';
import { formatMoney } from '@/utils/money';
import { paths } from '@/utils/paths';
import { toast } from '@/utils/toast';
import { DRAFT_KEYS } from '../constants';
import { productionT, useProductionT } from '../i18n';
import { useDraftForm } from '@/hooks/useDraftForm';
import {
  ADDRESS_RULES,
  EMPTY_ADDRESS,
  EMPTY_NOTE,
  MAKER_NOTE_RULES,
  ownProductName,
  priceOptions,
  trimAddress,
  type PriceOption,
} from '../utils';
import { AddressForm } from './AddressForm';
import type { ConfirmOrderDialogProps } from './ConfirmOrderDialog';
import { MakerNoteField } from './MakerNoteField';

// The confirmation and the payment dialog load when first opened (or once the page is idle), not with the form.
const ConfirmOrderDialog = lazyOverlay<ConfirmOrderDialogProps>(
  () => import('./ConfirmOrderDialog').then((module) => ({ default: module.ConfirmOrderDialog })),
  'ConfirmOrderDialog',
);

export interface MakingCheckoutProps {
  info: ProductInfo;
  /** How the user chose to pay when the checkout started; the confirmation can change it. */
  method: PaymentMethod;
}

/** The address (its blanks filled from the saved one) and the note to the maker, both kept as drafts. */
function useCheckoutForms(info: ProductInfo, onValid: () => void) {
  const note = useDraftForm(DRAFT_KEYS.note(info.image_id), {
    initial: EMPTY_NOTE,
    rules: MAKER_NOTE_RULES,
    onSubmit: () => undefined,
  });
  const address = useDraftForm(DRAFT_KEYS.address(info.image_id), {
    initial: EMPTY_ADDRESS,
    rules: ADDRESS_RULES,
    // The note is checked with the address: both go with the application.
    onSubmit: async () => {
      if (await note.handleSubmit()) onValid();
    },
  });
  const saved = useGetSavedAddressQuery({ product_id: info.product!.product_id });
  const { fillBlank } = address;
  useEffect(() => {
    if (saved.data) fillBlank(saved.data);
  }, [saved.data, fillBlank]);
  return { note, address, saved };
}

type CheckoutForms = ReturnType<typeof useCheckoutForms>;

/** Applies for making with the address and note, then opens the payment for the chosen pieces and method. */
function useMakingOrder(
  info: ProductInfo,
  { note, address }: Pick<CheckoutForms, 'note' | 'address'>,
  flow: PaymentFlow,
  onApplied: () => void,
) {
  const [applying, { isLoading: isApplying }] = useApplyMakingMutation();
  const busy = useRef(false);
  const confirm = async (option: PriceOption, chosen: PaymentMethod) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const description = note.values.description.trim();
      await applying({
        image_id: info.image_id,
        address: trimAddress(address.values),
        ...(description ? { description } : {}),
      }).unwrap();
      // Nothing is paid yet: the payment's own outcome is the message ('Pay success'), none before it.
      onApplied();
      await flow.open({
        kind: 'making',
        productId: info.product!.product_id,
        count: option.count,
        price: option.total,
        method: chosen,
      });
    } catch (error) {
      // The application was refused: the confirmation stays open with the reason, nothing was charged.
      toast.error(errorMessage(error, productionT('production.paymentError')));
    } finally {
      busy.current = false;
    }
  };
  return { confirm, isApplying };
}

/** The product's name, its assessed cost, and where it is to be sent. */
function CheckoutIntro({
  ownName,
  imageId,
  cost,
}: {
  ownName: string | null;
  imageId: number;
  cost: number;
}) {
  const t = useProductionT();
  return (
    <>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {ownName ? <span translate="no">{ownName}</span> : t('production.design', { id: imageId })}
      </Typography>
      {cost > 0 && (
        <Typography color="textSecondary">
          {t('production.address.assessedCost', { cost: formatMoney(cost, 'USD', t.locale) })}
        </Typography>
      )}
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('production.address.where')}
      </Typography>
    </>
  );
}

/**
 * Spec 2 §4 payment flow, one for card and PayPal alike: address form (with the note to the maker) →
 * confirmation (1 or 10 pieces, 10 % fee, total, method) → `applyMaking` with the address and note →
 * checkout through the shared payment flow → the deliver page. No path pays without an address or the fee.
 */
export function MakingCheckout({ info, method }: MakingCheckoutProps) {
  const navigate = useNavigate();
  const t = useProductionT();
  const product = info.product!;
  const [confirming, setConfirming] = useState(false);
  const { note, address, saved } = useCheckoutForms(info, () => setConfirming(true));
  // Named as the Lab names it (its picture's name until the product has a title).
  const picture = useGetImageInfoQuery({ image_id: info.image_id });
  const ownName = ownProductName(product, picture.data);

  const flow = usePaymentFlow({
    successMessage: t('production.paySuccess'),
    onPaid: () => {
      address.clear();
      note.clear();
      void navigate(paths.deliver(info.image_id), { replace: overlayEntryOnTop() });
    },
  });
  const { confirm, isApplying } = useMakingOrder(info, { note, address }, flow, () => setConfirming(false));

  const locked = isApplying || flow.isOpen || flow.state.step === 'watching';
  const cost = product.sampling_cost || product.sampling_price || 0;
  // A 404 means no address was saved (the empty form is right); any other failure says so (issue 41 §7).
  const savedFailed = saved.isError && !isNotFound(saved.error);
  return (
    <>
      <CheckoutIntro ownName={ownName} imageId={info.image_id} cost={cost} />
      {savedFailed && (
        <Box sx={{ mb: 2 }}>
          <RetryAlert message={t('production.address.savedFailed')} onRetry={() => void saved.refetch()} />
        </Box>
      )}
      <AddressForm form={address} onSubmit={(event) => void address.handleSubmit(event)} busy={locked}>
        <MakerNoteField form={note} disabled={locked} />
      </AddressForm>
      <ConfirmOrderDialog
        open={confirming}
        options={priceOptions(product)}
        method={method}
        product={{
          imagePath: info.path,
          name: ownName ? (
            <span translate="no">{ownName}</span>
          ) : (
            t('production.design', { id: info.image_id })
          ),
        }}
        busy={isApplying}
        onCancel={() => setConfirming(false)}
        onConfirm={(option, chosen) => void confirm(option, chosen)}
      />
      <LazyPaymentModal
        flow={flow}
        title={flow.state.request?.method === 'paypal' ? 'PayPal' : t('production.cardPayment')}
      />
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Typography } from '@mui/material';
import { useApplyMakingMutation, useGetSavedAddressQuery } from '@/api/endpoints/products';
import type { ProductInfo } from '@/api/types';
import { PaymentModal, usePaymentFlow } from '@/features/payment';
import { paths } from '@/utils/paths';
import { toast } from '@/utils/toast';
import { MESSAGES } from '../constants';
import { useSessionDraft } from '../hooks/useSessionDraft';
import {
  EMPTY_ADDRESS,
  priceOptions,
  trimAddress,
  validateAddress,
  type AddressErrors,
  type PriceOption,
} from '../utils';
import { AddressForm } from './AddressForm';
import { ConfirmOrderDialog } from './ConfirmOrderDialog';
import { ProductLayout } from './ProductLayout';

/**
 * Spec 2 §4 payment flow: address form → confirmation (two price options, 10 % fee, total) → card
 * checkout through the shared payment flow → the deliver page.
 */
export function GenerateView({ info }: { info: ProductInfo }) {
  const navigate = useNavigate();
  const product = info.product!;
  const draft = useSessionDraft(`address:${info.image_id}`, EMPTY_ADDRESS);
  const saved = useGetSavedAddressQuery({ product_id: product.product_id });
  const { fillBlank } = draft;
  useEffect(() => {
    if (saved.data) fillBlank(saved.data);
  }, [saved.data, fillBlank]);
  const [errors, setErrors] = useState<AddressErrors>({});
  // A message goes as soon as its field is valid, however it got its value: typed, or the saved address
  // arriving after an early Continue.
  useEffect(() => {
    setErrors((prev) => {
      const keys = Object.keys(prev) as (keyof AddressErrors)[];
      if (keys.length === 0) return prev;
      const now = validateAddress(draft.values);
      const still = keys.filter((key) => now[key]);
      return still.length === keys.length ? prev : Object.fromEntries(still.map((key) => [key, now[key]]));
    });
  }, [draft.values]);
  const [confirming, setConfirming] = useState(false);
  const [applying, { isLoading }] = useApplyMakingMutation();
  const busy = useRef(false);
  const flow = usePaymentFlow({
    successMessage: MESSAGES.paySuccess,
    onPaid: () => {
      draft.clear();
      void navigate(paths.deliver(info.image_id));
    },
  });

  const submitAddress = () => {
    const next = validateAddress(draft.values);
    setErrors(next);
    if (Object.keys(next).length === 0) setConfirming(true);
  };

  const confirm = async (option: PriceOption) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await applying({ image_id: info.image_id, address: trimAddress(draft.values) }).unwrap();
      toast.success(MESSAGES.applyingProduction);
      setConfirming(false);
      await flow.open({
        kind: 'making',
        productId: product.product_id,
        count: option.count,
        price: option.total,
        method: 'card',
      });
    } catch (error) {
      const message = (error as { message?: string } | undefined)?.message;
      toast.error(message || MESSAGES.paymentError);
      setConfirming(false);
      if (flow.isOpen) void flow.close();
    } finally {
      busy.current = false;
    }
  };

  return (
    <ProductLayout title="Shipping address" imagePath={info.path} imageAlt="The product design">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Where should the maker send your product?
      </Typography>
      <AddressForm
        values={draft.values}
        errors={errors}
        onChange={draft.update}
        onSubmit={submitAddress}
        busy={isLoading || flow.isOpen}
      />
      <ConfirmOrderDialog
        open={confirming}
        options={priceOptions(product)}
        busy={isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={(option) => void confirm(option)}
      />
      <PaymentModal flow={flow} title="Card payment" />
    </ProductLayout>
  );
}

import { lazyOverlay } from '@/components/lazyOverlay';
import type { PaymentModalProps } from './PaymentModal';

const Modal = lazyOverlay<PaymentModalProps & { open: boolean }>(
  () =>
    import('./PaymentModal').then(({ PaymentModal }) => ({
      default: ({ open: _open, ...props }: PaymentModalProps & { open: boolean }) => (
        <PaymentModal {...props} />
      ),
    })),
  'PaymentModal',
);

/**
 * `PaymentModal` whose code (the dialog, the provider forms) loads when the flow first starts, or once the page is
 * idle: for a screen where paying is one step among others (the making checkout).
 */
export function LazyPaymentModal(props: PaymentModalProps) {
  return <Modal {...props} open={props.flow.state.step !== 'idle'} />;
}

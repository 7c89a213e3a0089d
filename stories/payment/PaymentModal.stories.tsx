import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentOrder } from '@/api/types';
import {
  MockCardForm,
  PAYMENT_MESSAGES,
  PaymentDialogView,
  type PaymentFlowState,
  type PaymentStep,
} from '@/features/payment';

const order: PaymentOrder = {
  orderId: 'ord_20261121_0001',
  paymentId: 'pi_mock_0001',
  price: 182.4,
  currency: 'USD',
  paymentInfo: '{"client_secret":"pi_mock_0001_secret_demo","confirm_url":"/mock-payments/confirm"}',
  paymentStatus: 'WAIT_PAY',
  paymentMsg: null,
};
const session = { clientSecret: 'pi_mock_0001_secret_demo', confirmUrl: '/mock-payments/confirm' };
const noop = () => undefined;

function Step({ step, message, detail }: { step: PaymentStep; message?: string; detail?: string }) {
  const state: PaymentFlowState = {
    step,
    order: step === 'creating' ? undefined : order,
    session,
    message,
    detail,
    lastStatus: 'WAIT_PAY',
    request: { kind: 'plan', level: 2, levelId: 5 },
  };
  const form = (
    <MockCardForm
      session={session}
      amountLabel="$182.40"
      busy={step === 'confirming'}
      onConfirmStart={() => false}
      onConfirmed={noop}
      onError={noop}
      onUserCancel={noop}
    />
  );
  return (
    <>
      <PaymentDialogView
        state={state}
        title="Payment"
        amountLabel="$182.40"
        form={form}
        onClose={noop}
        onRetry={noop}
      />
    </>
  );
}

const meta = {
  title: 'Shared/Payment/PaymentModal',
  component: Step,
  args: { step: 'form' },
} satisfies Meta<typeof Step>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creating: Story = { args: { step: 'creating' } };
export const Form: Story = { args: { step: 'form' } };
export const FormWithCardError: Story = {
  args: { step: 'form', message: 'Your card has insufficient funds.' },
};
export const Confirming: Story = { args: { step: 'confirming' } };
export const Polling: Story = { args: { step: 'polling' } };
export const Success: Story = { args: { step: 'success', message: PAYMENT_MESSAGES.successful } };
export const Failed: Story = {
  args: { step: 'failed', message: PAYMENT_MESSAGES.failed, detail: 'Your card was declined.' },
};
export const TimedOut: Story = { args: { step: 'timeout', message: PAYMENT_MESSAGES.timeout } };

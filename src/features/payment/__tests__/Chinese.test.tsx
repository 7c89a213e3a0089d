/** The payment forms in 中文 (issue 30): labels, the test-card hint, the card checks' messages, the buttons. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PaymentOrder } from '@/api/types';
import { switchLanguage } from '@/i18n';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { MockCardForm } from '../components/MockCardForm';
import { MockPayPalForm } from '../components/MockPayPalForm';
import { PaymentModal } from '../components/PaymentModal';
import { TEST_CARDS } from '../constants';
import type { PaymentFlow } from '../hooks/usePaymentFlow';
import type { PaymentStep, ProviderFormProps } from '../types';

const order: PaymentOrder = {
  orderId: 'ord_20261121_0001',
  paymentId: 'pi_mock_0001',
  price: 182.4,
  currency: 'USD',
  paymentInfo: '{"client_secret":"pi_mock_0001_secret_demo"}',
  paymentStatus: 'WAIT_PAY',
  paymentMsg: null,
};
const session = { clientSecret: 'pi_mock_0001_secret_demo' };

/** A flow standing still at `step` (what the modal draws; nothing is sent). */
function flowAt(step: PaymentStep, method: 'card' | 'paypal' = 'card'): PaymentFlow {
  return {
    state: { step, order, session, request: { kind: 'plan', level: 2, levelId: 5, method } },
    open: () => Promise.resolve(false),
    close: () => Promise.resolve(),
    retry: () => Promise.resolve(false),
    isOpen: true,
    canClose: step !== 'confirming',
    onConfirmStart: () => true,
    onConfirmed: jest.fn(),
    onError: jest.fn(),
    onUserCancel: jest.fn(),
  };
}

const formProps = (busy = false): ProviderFormProps => ({
  session,
  amountLabel: '$15.00',
  busy,
  onConfirmStart: () => true,
  onConfirmed: jest.fn(),
  onError: jest.fn(),
  onUserCancel: jest.fn(),
});

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('payment in 中文', () => {
  it('the card form: title, fields, the test cards, Pay, and the checks by message', async () => {
    await renderWithProvidersInChinese(<PaymentModal flow={flowAt('form')} />);
    const dialog = screen.getByRole('dialog', { name: '支付' });
    const form = within(dialog).getByRole('form', { name: '银行卡信息' });
    expect(within(form).getByLabelText('卡号')).toBeInTheDocument();
    expect(within(form).getByLabelText('有效期 MM / YY')).toBeInTheDocument();
    expect(within(form).getByLabelText('安全码（CVC）')).toBeInTheDocument();
    expect(within(form).getByText(new RegExp(`^测试卡：${TEST_CARDS.success} 支付成功`))).toBeInTheDocument();
    // US-dollar prices say US$ in 中文 (issue 43).
    fireEvent.click(within(form).getByRole('button', { name: '支付 US$182.40' }));
    expect(await within(form).findByText('您的卡号无效。')).toBeInTheDocument();
    expect(within(form).getByText('您的银行卡有效期无效或已过期。')).toBeInTheDocument();
    expect(within(form).getByText('您的银行卡安全码不完整。')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '关闭支付' })).toBeInTheDocument();
  });

  it("the bank's extra step: the question, Cancel and Confirm", async () => {
    await renderWithProvidersInChinese(<MockCardForm {...formProps()} />);
    fireEvent.change(screen.getByLabelText('卡号'), { target: { value: TEST_CARDS.authentication } });
    fireEvent.change(screen.getByLabelText('有效期 MM / YY'), { target: { value: '1299' } });
    fireEvent.change(screen.getByLabelText('安全码（CVC）'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '支付 $15.00' }));
    const step = await screen.findByRole('group', { name: '向银行确认付款' });
    expect(within(step).getByText('您的银行要求您确认这笔 $15.00 的付款。')).toBeInTheDocument();
    expect(within(step).getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(within(step).getByRole('button', { name: '确认付款' })).toBeInTheDocument();
  });

  it('the PayPal stand-in, and Pay while the provider confirms', async () => {
    const { rerender } = await renderWithProvidersInChinese(<MockPayPalForm {...formProps()} />);
    expect(screen.getByText('PayPal（模拟）：批准或取消这笔 $15.00 的付款。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '通过 PayPal 批准 $15.00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '在 PayPal 中取消' })).toBeInTheDocument();
    rerender(<MockPayPalForm {...formProps(true)} />);
    expect(screen.getByRole('button', { name: '确认中…' })).toBeDisabled();
  });

  it('a card error on screen follows a language switch, and English stays as it was', async () => {
    renderWithProviders(<PaymentModal flow={flowAt('form')} />);
    const dialog = screen.getByRole('dialog', { name: 'Payment' });
    expect(within(dialog).getByLabelText('Expiry (MM / YY)')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Test cards: 4242 4242 4242 4242 succeeds, /)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $182.40' }));
    expect(await within(dialog).findByText('Your card number is invalid.')).toBeInTheDocument();
    await act(() => switchLanguage('zh'));
    expect(await within(dialog).findByText('您的卡号无效。')).toBeInTheDocument();
    expect(within(dialog).queryByText('Your card number is invalid.')).toBeNull();
  });
});

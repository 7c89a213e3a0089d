/** @jest-environment node */
import type { PaymentOrder } from '@/api/types';
import { PAYMENT_MESSAGES } from '../messages';
import { canRetry, closeAction, statusOutcome } from '../paymentRules';
import type { PaymentFlowState } from '../types';

const order: PaymentOrder = {
  orderId: 'ord_1',
  paymentId: 'pi_1',
  price: 62.7,
  currency: 'USD',
  paymentInfo: '{"client_secret":"s"}',
  paymentStatus: 'WAIT_PAY',
};
const at = (patch: Partial<PaymentFlowState>): PaymentFlowState => ({
  step: 'form',
  order,
  lastStatus: 'WAIT_PAY',
  ...patch,
});

describe('closeAction: what closing the modal does at each step', () => {
  it('cancels only an unpaid order whose confirmation was never sent', () => {
    expect(closeAction(at({ step: 'form' }))).toBe('cancel');
    expect(closeAction(at({ step: 'failed', message: 'x' }))).toBe('cancel');
    expect(closeAction(at({ step: 'form', confirmationSent: false }))).toBe('cancel');
  });

  it('never cancels once the provider was asked to charge: blocked while it answers, then watched', () => {
    expect(closeAction(at({ step: 'confirming', confirmationSent: true }))).toBe('blocked');
    expect(closeAction(at({ step: 'polling', confirmationSent: true }))).toBe('watch');
    expect(closeAction(at({ step: 'failed', confirmationSent: true }))).toBe('dismiss');
    expect(closeAction(at({ step: 'timeout', confirmationSent: true }))).toBe('dismiss');
  });

  it('dismisses a finished or paid order and abandons one still being created', () => {
    expect(closeAction(at({ step: 'success', lastStatus: 'PAYED', confirmationSent: true }))).toBe('dismiss');
    expect(closeAction(at({ step: 'failed', lastStatus: 'FAIL' }))).toBe('dismiss');
    expect(closeAction({ step: 'failed', message: 'no order' })).toBe('dismiss');
    expect(closeAction({ step: 'creating' })).toBe('abandonCreation');
    expect(closeAction({ step: 'idle' })).toBe('none');
    expect(closeAction(at({ step: 'watching', confirmationSent: true }))).toBe('none');
  });
});

describe('statusOutcome: what a reported status means', () => {
  it('waits on WAIT_PAY, succeeds in the screen’s words on PAYED, fails with the reason on FAIL', () => {
    expect(statusOutcome('WAIT_PAY', null, 'Pay success')).toBeNull();
    expect(statusOutcome('PAYED', null, 'Pay success')).toEqual({
      step: 'success',
      lastStatus: 'PAYED',
      message: 'Pay success',
    });
    expect(statusOutcome('FAIL', 'Your card was declined.', 'x')).toMatchObject({
      step: 'failed',
      message: PAYMENT_MESSAGES.failed,
      detail: 'Your card was declined.',
    });
    expect(statusOutcome('REFUNDED', null, 'x')).toMatchObject({ message: PAYMENT_MESSAGES.statusException });
  });
});

describe('canRetry: a fresh order only when the failed one cannot still be charged', () => {
  const request = { kind: 'plan', level: 2, levelId: 5 } as const;
  it.each([
    ['the server failed the confirmed order', { confirmationSent: true, lastStatus: 'FAIL' }, true],
    ['the order could not be created', {}, true],
    ['the card was refused before any charge', { confirmationSent: false, lastStatus: 'WAIT_PAY' }, true],
    ['an unknown status after the confirmation', { confirmationSent: true, lastStatus: null }, false],
  ] as const)('%s', (_, rest, expected) => {
    expect(canRetry({ step: 'failed', request, ...rest })).toBe(expected);
  });
  it('never after a timeout, and never without the request to repeat', () => {
    expect(canRetry({ step: 'timeout', request, confirmationSent: true, lastStatus: 'WAIT_PAY' })).toBe(
      false,
    );
    expect(canRetry({ step: 'failed', lastStatus: 'FAIL', confirmationSent: true })).toBe(false);
  });
});

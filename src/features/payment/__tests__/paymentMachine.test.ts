/** @jest-environment node */
import type { PaymentOrder } from '@/api/types';
import { IDLE, reducePayment, type PaymentEvent } from '../paymentMachine';
import type { PaymentFlowState } from '../types';

const order = { orderId: 'ord_1', price: 10, currency: 'USD', paymentStatus: 'WAIT_PAY' } as PaymentOrder;
const session = { clientSecret: 'pi_secret' };
const run = (events: PaymentEvent[], from: PaymentFlowState = IDLE) => events.reduce(reducePayment, from);
const toForm: PaymentEvent[] = [
  { type: 'open', request: { kind: 'plan', level: 2 } },
  { type: 'created', order, session },
];

describe('the payment state machine', () => {
  it('opens → form → confirming → polling → success', () => {
    const polling = run([...toForm, { type: 'confirmStart' }, { type: 'confirmed' }]);
    expect(polling).toMatchObject({ step: 'polling', confirmationSent: true, order });
    const done = reducePayment(polling, {
      type: 'outcome',
      orderId: 'ord_1',
      outcome: { step: 'success', message: 'Payment successful.' },
    });
    expect(done).toMatchObject({ step: 'success', message: 'Payment successful.' });
  });

  it('a second open or a late provider answer changes nothing', () => {
    const form = run(toForm);
    expect(reducePayment(form, { type: 'open', request: { kind: 'plan', level: 3 } })).toBe(form);
    expect(reducePayment(form, { type: 'confirmed' })).toBe(form);
    expect(reducePayment(IDLE, { type: 'providerError', message: 'x' })).toBe(IDLE);
  });

  it('a declined card goes back to the same form and order, ready to be cancelled again', () => {
    const declined = run([
      ...toForm,
      { type: 'confirmStart' },
      { type: 'providerError', message: 'Declined' },
    ]);
    expect(declined).toMatchObject({ step: 'form', order, confirmationSent: false, message: 'Declined' });
  });

  it('trouble while polling is shown, and cleared by the outcome; an outcome of another order is ignored', () => {
    const polling = run([...toForm, { type: 'confirmStart' }, { type: 'confirmed' }]);
    const offline = reducePayment(polling, { type: 'trouble', orderId: 'ord_1', trouble: 'offline' });
    expect(offline.trouble).toBe('offline');
    const other = reducePayment(offline, {
      type: 'outcome',
      orderId: 'ord_2',
      outcome: { step: 'failed', message: 'Payment failed.' },
    });
    expect(other).toBe(offline);
    const done = reducePayment(offline, {
      type: 'outcome',
      orderId: 'ord_1',
      outcome: { step: 'success', message: 'ok' },
    });
    expect(done).toMatchObject({ step: 'success', trouble: null });
  });

  it('closed while confirmed: watched in the background, then idle when it ends', () => {
    const watching = run([
      ...toForm,
      { type: 'confirmStart' },
      { type: 'confirmed' },
      { type: 'closeWhileConfirmed' },
    ]);
    expect(watching.step).toBe('watching');
    expect(
      reducePayment(watching, {
        type: 'outcome',
        orderId: 'ord_1',
        outcome: { step: 'success', message: 'ok' },
      }),
    ).toBe(IDLE);
  });
});

import { screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { renderWithProviders } from '@/test/render';
import { ConfirmOrderDialog } from '../components/ConfirmOrderDialog';
import type { PriceOption } from '../utils';

const options: PriceOption[] = [
  { key: 'single', count: 1, subtotal: 24, fee: 2.4, total: 26.4 },
  { key: 'bulk', count: 10, subtotal: 240, fee: 24, total: 264 },
];

describe('ConfirmOrderDialog', () => {
  it('confirms the quantity and the way to pay that were chosen, with the total of that quantity', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithProviders(
      <ConfirmOrderDialog
        open
        options={options}
        method="paypal"
        product={{ imagePath: '/p.png', name: 'Design 7' }}
        onCancel={() => {}}
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '10 pieces — $240.00' }));
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByRole('radio', { name: '10 pieces — $240.00' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay $264.00 by card' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith(options[1], 'card');
    expect(dialog).toBeInTheDocument();
  });
});

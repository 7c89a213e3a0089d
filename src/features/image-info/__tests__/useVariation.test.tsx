import { screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { db } from '@mocks/db';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { useVariation } from '../hooks/useVariation';

function VaryButton({ imageId }: { imageId: number | null }) {
  const { trigger } = useVariation(imageId, '1:1');
  return <button onClick={() => void trigger('vary-subtle')}>Vary</button>;
}

it("refuses without an image id: 'Invalid image id', nothing sent", async () => {
  writeCookie('accessToken', DEMO_ACCESS_TOKEN);
  const before = db().records.length;
  const user = userEvent.setup();
  renderWithProviders(<VaryButton imageId={null} />);
  await user.click(screen.getByRole('button', { name: 'Vary' }));
  expect(await screen.findByText('Invalid image id')).toBeInTheDocument();
  expect(db().records).toHaveLength(before);
});

import { screen } from '@testing-library/react';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { renderWithProviders } from '@/test/render';
import { hangingGet as hang } from '@/test/requests';
import { writeCookie } from '@/utils/cookies';
import { LabLanding } from '../components/LabLanding';
import { ProductRoute } from '../components/ProductRoute';

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

/**
 * The Lab and the product pages say they are loading, not only by their grey placeholders: a busy status named after
 * what is on its way, as every other screen's (before, both statuses lacked aria-busy).
 */
describe('production loading states', () => {
  it('the Lab: a busy status while the products load', async () => {
    server.use(hang('/image/self'));
    renderWithProviders(<LabLanding />);
    expect(await screen.findByRole('status', { name: 'Loading your products' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('a product page: a busy status while the product loads', async () => {
    server.use(hang('/product/info'));
    const id = db().products[0].image_id;
    renderWithProviders(<ProductRoute page="costAssessment">{() => <p>Loaded</p>}</ProductRoute>, {
      route: `/tools/costAssessment/${id}`,
      path: '/tools/costAssessment/:id',
    });
    expect(await screen.findByRole('status', { name: 'Loading the product' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

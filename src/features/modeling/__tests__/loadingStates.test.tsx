import { screen } from '@testing-library/react';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { renderWithProviders } from '@/test/render';
import { hangingGet as hang } from '@/test/requests';
import { writeCookie } from '@/utils/cookies';
import { ModelingHistory } from '../components/ModelingHistory';
import { TemplatesGallery } from '../components/TemplatesGallery';

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

/**
 * The templates gallery and the modeling history say they are loading, not only by their grey placeholders: a busy
 * status named after what is on its way (before, both statuses lacked aria-busy).
 */
describe('modeling loading states', () => {
  it('the templates gallery: a busy status while the templates load', async () => {
    server.use(hang('/global/promptList'));
    renderWithProviders(<TemplatesGallery />);
    expect(await screen.findByRole('status', { name: 'Loading templates' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('the history: a busy status while it loads', async () => {
    server.use(hang('/user/history'));
    renderWithProviders(<ModelingHistory imageId={null} />);
    expect(await screen.findByRole('status', { name: 'Loading history' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

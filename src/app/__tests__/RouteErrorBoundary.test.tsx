import { screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/test/render';
import { RouteOutlet } from '../layouts/RouteOutlet';

function Broken(): never {
  throw new Error('screen bug');
}

function Layout() {
  return (
    <>
      <Link to="/fine">Fine</Link>
      <RouteOutlet />
    </>
  );
}

const table = (
  <Routes>
    <Route element={<Layout />}>
      <Route path="broken" element={<Broken />} />
      <Route path="fine" element={<h1>Fine screen</h1>} />
    </Route>
  </Routes>
);

describe('RouteOutlet', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the reload offer inside the layout when a screen throws, and clears it on the next screen', async () => {
    const user = userEvent.setup();
    renderWithProviders(table, { route: '/broken' });
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Fine' }));
    expect(await screen.findByRole('heading', { name: 'Fine screen' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});

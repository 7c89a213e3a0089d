import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouteOutlet } from '../layouts/RouteOutlet';

// RouteOutlet is the only caller of the module's useLocation here: its calls count its renders.
jest.mock('react-router-dom', () => {
  const actual = jest.requireActual<typeof import('react-router-dom')>('react-router-dom');
  return { ...actual, useLocation: jest.fn(actual.useLocation) };
});

function Layout() {
  const [credits, setCredits] = useState(0);
  return (
    <>
      <button onClick={() => setCredits((n) => n + 1)}>Credits {credits}</button>
      <RouteOutlet />
    </>
  );
}

describe('RouteOutlet', () => {
  it('is left alone when its layout re-renders (an update would hydrate a drawn screen at once)', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<p>Screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Screen')).toBeInTheDocument();
    const outletRenders = jest.mocked(useLocation).mock.calls.length;
    expect(outletRenders).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Credits 0' }));
    expect(screen.getByRole('button', { name: 'Credits 1' })).toBeInTheDocument();
    expect(jest.mocked(useLocation).mock.calls.length).toBe(outletRenders);
  });
});

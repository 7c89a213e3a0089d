import { act, screen } from '@testing-library/react';
import { firstScreen } from '@/utils/firstScreen';
import { renderWithProviders } from '@/test/render';
import { OnboardingTourSlot } from '../layouts/OnboardingTourSlot';

const mockTourLoads = jest.fn();
jest.mock('@/features/tour/components/OnboardingTour', () => {
  mockTourLoads();
  return { OnboardingTour: () => <p>Tour starts</p> };
});

describe('OnboardingTourSlot', () => {
  beforeEach(() => mockTourLoads.mockClear());
  afterEach(() => firstScreen.shown());

  it("does not fetch the tour's chunk while Explore's first screen is loading, then mounts it", async () => {
    firstScreen.await();
    renderWithProviders(<OnboardingTourSlot />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mockTourLoads).not.toHaveBeenCalled();
    expect(screen.queryByText('Tour starts')).not.toBeInTheDocument();

    act(() => firstScreen.shown());
    expect(await screen.findByText('Tour starts')).toBeInTheDocument();
    expect(mockTourLoads).toHaveBeenCalledTimes(1);
  });

  it('mounts the tour at once on a page that awaits no first screen', async () => {
    renderWithProviders(<OnboardingTourSlot />);
    expect(await screen.findByText('Tour starts')).toBeInTheDocument();
  });
});

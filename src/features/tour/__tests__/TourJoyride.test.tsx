import type { ComponentProps } from 'react';
import { renderWithProviders } from '@/test/render';
import { HEADER_HEIGHT } from '@/theme/layout';
import TourJoyride from '../components/TourJoyride';

// What the tour hands the library: the positioning itself needs a browser (the 390 px journey in e2e/tour.spec.ts).
const handed: Record<string, unknown>[] = [];
jest.mock('react-joyride', () => {
  const actual = jest.requireActual('react-joyride');
  return {
    ...actual,
    Joyride: (props: Record<string, unknown>) => {
      handed.push(props);
      return null;
    },
  };
});

const noop = () => undefined;
const props: ComponentProps<typeof TourJoyride> = {
  stepIndex: 5,
  reducedMotion: false,
  onNext: noop,
  onPrev: noop,
  onEnd: noop,
  onTargetLost: noop,
};

it('scrolls a step target to below the sticky header, not under it (steps 6–8 at 390 px)', () => {
  renderWithProviders(<TourJoyride {...props} />);
  const options = handed.at(-1)?.options as { scrollOffset?: number };
  expect(options.scrollOffset).toBeGreaterThan(HEADER_HEIGHT);
});

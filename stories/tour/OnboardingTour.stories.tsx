import { useEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { expect, screen, waitFor } from 'storybook/test';
import { useAppDispatch } from '@/app/hooks';
import { OnboardingTour } from '@/features/tour';
import TourJoyride, { type TourJoyrideProps } from '@/features/tour/components/TourJoyride';
import { advanced, started } from '@/features/tour/tourSlice';

/**
 * The onboarding tour's tooltip on stand-in targets (the real ones live on Explore, image detail,
 * Inspiration, marketing, the collection and the Fashion Style gallery). Next/prev/close/skip only
 * report here; the app's runner moves the tour.
 */
function StandInPage({ children }: { children?: ReactNode }) {
  return (
    <Box component="main" sx={{ p: 3, minHeight: 640 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Atelier AI
      </Typography>
      {children}
    </Box>
  );
}

function StepStory(props: TourJoyrideProps & { page?: ReactNode }) {
  const { page, ...tour } = props;
  return (
    <>
      <StandInPage>{page}</StandInPage>
      <TourJoyride {...tour} />
    </>
  );
}

const noop = () => {};

const meta = {
  title: 'Shared/Tour/OnboardingTour',
  component: StepStory,
  args: {
    stepIndex: 0,
    reducedMotion: true,
    onNext: noop,
    onPrev: noop,
    onEnd: noop,
    onTargetLost: noop,
  },
  parameters: { signedIn: false },
} satisfies Meta<typeof StepStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (name: string) => () =>
  waitFor(() => expect(screen.getByRole('dialog', { name })).toBeInTheDocument());

/** Step 1, placement center: the welcome, over the whole page (target `body`). */
export const Center: Story = { play: dialogNamed('Welcome to Atelier AI') };

/** Step 2, placement bottom: Explore's category button. */
export const Bottom: Story = {
  args: {
    stepIndex: 1,
    page: (
      <Button data-tour="explore-category" variant="outlined">
        Category
      </Button>
    ),
  },
  play: dialogNamed('Browse by category'),
};

/** Step 4, placement top: Inspiration's Generate button, low on the form. */
export const Top: Story = {
  args: {
    stepIndex: 3,
    page: (
      <Stack spacing={2} sx={{ maxWidth: 360, pt: 40 }}>
        <Box data-tour="inspiration-generate">
          <Button variant="contained" fullWidth>
            Generate
          </Button>
        </Box>
      </Stack>
    ),
  },
  play: dialogNamed('Generate new designs'),
};

/** Step 10: the last button reads 'Explore' (and there is no Skip). */
export const LastStep: Story = {
  args: {
    stepIndex: 9,
    page: (
      <Paper data-tour="fashion-gallery" variant="outlined" sx={{ p: 2, mt: 30 }}>
        <Typography>Fashion Style outfit sets (stand-in)</Typography>
      </Paper>
    ),
  },
  play: async () => {
    await dialogNamed('Style outfits')();
    await expect(screen.getByRole('button', { name: 'Explore' })).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  },
};

/** The tour in 中文 (the stored language): the step, skip (spec 3 §9 gives it in Chinese) and next. */
export const SkipInChinese: Story = {
  globals: { language: 'zh' },
  play: async () => {
    await dialogNamed('欢迎使用 Atelier AI')();
    await expect(screen.getByRole('button', { name: '跳过' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: '下一步' })).toBeInTheDocument();
  },
};

/** The skip button in English (the default language). */
export const SkipInEnglish: Story = {
  play: async () => {
    await dialogNamed('Welcome to Atelier AI')();
    await expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
  },
};

/** The library's own tooltip, styled (380 px), for comparison with the app's 320 px one. */
export const StyledVariant: Story = {
  args: { variant: 'styled', stepIndex: 1, page: <Button data-tour="explore-category">Category</Button> },
};

/** Starts the tour and moves it to Explore's step on a page that has no category button. */
function PausedTour() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(started({ force: true }));
    dispatch(advanced());
  }, [dispatch]);
  return (
    <>
      <StandInPage>
        <Typography>Fashion Style outfit sets (stand-in)</Typography>
      </StandInPage>
      <OnboardingTour />
    </>
  );
}

/**
 * A missing target pauses the tour: no overlay, no tooltip, until the element appears. The tour is on its Explore
 * step, but this page has no category button yet: it looks for the button every 200 ms; nothing covers the page.
 */
export const Paused: StoryObj = {
  render: () => <PausedTour />,
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { ADMIN_ACCESS_TOKEN, ADMIN_EMAIL, DEMO_ACCESS_TOKEN, DEMO_EMAIL } from '@mocks/db/seed';
import { notifySessionChange } from '@/hooks/useSignedIn';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { removeCookie, writeCookie } from '@/utils/cookies';
import { TOUR_DISMISSED_KEY, tourSeenKey } from '../constants';
import { selectTour } from '../tourSlice';
import { OnboardingTour } from '../components/OnboardingTour';

const welcome = () => screen.findByRole('dialog', { name: 'Welcome to Atelier AI' });
const signIn = (token: string) => {
  writeCookie('accessToken', token);
  notifySessionChange();
};

afterEach(() => {
  removeCookie('accessToken');
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the tour starts (spec 1 §4, spec 3 §2.9)', () => {
  it('once per user, the first time they are seen signed in', async () => {
    signIn(DEMO_ACCESS_TOKEN);
    const first = renderWithProviders(<OnboardingTour />);
    expect(await welcome()).toBeInTheDocument();
    expect(localStorage.getItem(tourSeenKey(DEMO_EMAIL))).toBe('1');
    first.unmount();

    const again = renderWithProviders(<OnboardingTour />);
    await waitFor(() =>
      expect(again.store.getState().api.queries['getUserInfo(undefined)']?.status).toBe('fulfilled'),
    );
    expect(selectTour(again.store.getState()).running).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('once for each of two users, even after the first one dismissed it', async () => {
    const user = userEvent.setup();
    signIn(DEMO_ACCESS_TOKEN);
    const demo = renderWithProviders(<OnboardingTour />);
    await user.click(within(await welcome()).getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(TOUR_DISMISSED_KEY)).toBe('1');
    demo.unmount();

    signIn(ADMIN_ACCESS_TOKEN);
    renderWithProviders(<OnboardingTour />);
    expect(await welcome()).toBeInTheDocument();
    expect(localStorage.getItem(tourSeenKey(ADMIN_EMAIL))).toBe('1');
  });

  it('not for a visitor', async () => {
    const { store } = renderWithProviders(<OnboardingTour />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(selectTour(store.getState()).running).toBe(false);
  });

  it('with ?tour=1 on any page, forced, and the parameter leaves the URL', async () => {
    localStorage.setItem(TOUR_DISMISSED_KEY, '1');
    const { store, router } = renderWithProviders(<OnboardingTour />, { route: '/?sort=new&tour=1' });
    expect(await welcome()).toBeInTheDocument();
    expect(selectTour(store.getState())).toMatchObject({ running: true, stepIndex: 0, dismissed: true });
    expect(router.state.location.search).not.toContain('tour');
  });

  it('once per user even when storage throws, and ending it does not fail', async () => {
    const user = userEvent.setup();
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    signIn(DEMO_ACCESS_TOKEN);
    const first = renderWithProviders(<OnboardingTour />);
    await user.click(within(await welcome()).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(selectTour(first.store.getState()).running).toBe(false));
    first.unmount();
    const again = renderWithProviders(<OnboardingTour />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(selectTour(again.store.getState()).running).toBe(false);
  });
});

describe('walking the tour', () => {
  it('Next moves on, prev goes back, Escape ends it and stores tourDismissed', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<OnboardingTour />, { route: '/?tour=1' });
    const dialog = await welcome();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus());
    expect(within(dialog).queryByRole('button', { name: 'prev' })).not.toBeInTheDocument();
    const target = document.createElement('button');
    target.dataset.tour = 'explore-category';
    target.textContent = 'Category';
    document.body.append(target);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('dialog', { name: 'Browse by category' });
    expect(selectTour(store.getState()).stepIndex).toBe(1);
    await user.click(within(second).getByRole('button', { name: 'prev' }));
    await welcome();
    expect(selectTour(store.getState()).stepIndex).toBe(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectTour(store.getState())).toEqual({ running: false, stepIndex: 0, dismissed: true });
    expect(localStorage.getItem(TOUR_DISMISSED_KEY)).toBe('1');
    target.remove();
  });
});

describe('in 中文 (issue 30)', () => {
  it('the step, skip (spec 3 §9 gives it in Chinese), next and prev speak Chinese', async () => {
    const user = userEvent.setup();
    await renderWithProvidersInChinese(<OnboardingTour />, { route: '/?tour=1' });
    const dialog = await screen.findByRole('dialog', { name: '欢迎使用 Atelier AI' });
    expect(within(dialog).getByRole('button', { name: '跳过' })).toBeInTheDocument();
    const target = document.createElement('button');
    target.dataset.tour = 'explore-category';
    document.body.append(target);
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    const second = await screen.findByRole('dialog', { name: '按分类浏览' });
    expect(within(second).getByRole('button', { name: '上一步' })).toBeInTheDocument();
    expect(within(second).getByLabelText('第 2 步，共 10 步')).toBeInTheDocument();
    target.remove();
  });
});

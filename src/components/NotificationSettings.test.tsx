import { screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { readNotifySettings } from '@/hooks/useNotifySettings';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { NOTIFY_TEXT, NotificationSettings } from './NotificationSettings';

let permission: NotificationPermission = 'default';
const requestPermission = jest.fn(async () => permission);

beforeEach(() => {
  permission = 'default';
  requestPermission.mockClear();
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return permission;
      },
      requestPermission: async () => {
        const answer = await requestPermission();
        return answer;
      },
    },
  });
});
afterEach(() => delete (window as { Notification?: unknown }).Notification);

const system = () => screen.getByRole('switch', { name: /System notification/ });

describe('notification settings (issue 29 §3)', () => {
  it('never asks the browser on load; asks from the click that switches system notifications on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettings />);
    expect(system()).not.toBeChecked();
    expect(requestPermission).not.toHaveBeenCalled();
    permission = 'granted';
    await user.click(system());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(system()).toBeChecked();
    expect(readNotifySettings().system).toBe(true);
  });

  it('leaves them off when the browser refuses, and says how to allow them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettings />);
    permission = 'denied';
    await user.click(system());
    expect(system()).not.toBeChecked();
    expect(readNotifySettings().system).toBe(false);
    expect(screen.getByText(NOTIFY_TEXT.denied)).toBeInTheDocument();
  });

  it('switches each channel and remembers it; quiet turns the interrupting ones off', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettings />);
    await user.click(screen.getByRole('switch', { name: /Count in the tab title/ }));
    expect(readNotifySettings().title).toBe(false);
    await user.click(screen.getByRole('switch', { name: /^Quiet/ }));
    expect(readNotifySettings().quiet).toBe(true);
    expect(screen.getByRole('switch', { name: /Message in the app/ })).toBeDisabled();
    expect(requestPermission).not.toHaveBeenCalled();
  });
});

describe('in 中文', () => {
  afterEach(() => localStorage.clear());

  it('names every channel and the refusal in Chinese', async () => {
    const user = userEvent.setup();
    await renderWithProvidersInChinese(<NotificationSettings />);
    expect(screen.getByRole('switch', { name: /标签页标题中的计数/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^安静/ })).toBeInTheDocument();
    permission = 'denied';
    await user.click(screen.getByRole('switch', { name: /^系统通知/ }));
    expect(
      screen.getByText('您的浏览器已阻止本网站的通知。请在浏览器的网站设置中允许通知，然后在这里开启。'),
    ).toBeInTheDocument();
    expect(NOTIFY_TEXT.title).toBe('通知');
  });
});

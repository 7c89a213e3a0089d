/** The app frame in 中文 (issue 30): route titles in the header and the tab, the admin frame. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_ACCESS_TOKEN, DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { LANGUAGE_STORAGE_KEY } from '@/hooks/useLanguage';
import { preloadLanguage } from '@/i18n';
import { clearSession, renderApp } from './renderApp';

afterEach(() => {
  clearSession();
  localStorage.clear();
});

async function inChinese() {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
  await preloadLanguage('zh');
}

describe('the app frame', () => {
  it('names the screen in the tab, in English and in Chinese', async () => {
    const english = renderApp('/space/likes', { token: DEMO_ACCESS_TOKEN });
    await waitFor(() => expect(document.title).toBe('My likes · Atelier AI'));
    english.unmount();
    await inChinese();
    renderApp('/space/likes', { token: DEMO_ACCESS_TOKEN });
    await waitFor(() => expect(document.title).toBe('我的点赞 · Atelier AI'));
  });

  it('the admin frame and its sections in Chinese', async () => {
    await inChinese();
    // The admin area's catalogs come with its lazy chunks: its first render suspends until they are in.
    await act(async () => {
      renderApp('/admin', { token: ADMIN_ACCESS_TOKEN });
    });
    const nav = await screen.findByRole('navigation', { name: '管理分区' });
    expect(within(nav).getByRole('link', { name: '概览' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回应用' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('管理 · 概览 · Atelier AI'));
  });
});

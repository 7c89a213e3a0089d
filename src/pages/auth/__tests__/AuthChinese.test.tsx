/** The auth pages in 中文 (issue 30): headings, fields, buttons and validation messages follow the stored language. */
import { screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { LANGUAGE_STORAGE_KEY } from '@/hooks/useLanguage';
import { preloadLanguage } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import SignInPage from '../SignInPage';
import SignUpPage from '../SignUpPage';

// The route's Suspense would wait for the Chinese chunk; the bare page gets it loaded first.
beforeEach(async () => {
  window.history.replaceState(null, '', '/signin');
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
  await preloadLanguage('zh');
});
afterEach(() => localStorage.clear());

describe('auth pages in Chinese', () => {
  it('sign-in: heading, fields, links and the validation messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />, { route: '/signin', path: '/signin' });
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '忘记密码？' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '使用 Google 继续' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '显示密码' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入邮箱')).toBeInTheDocument();
    expect(screen.getByText('请输入您的密码')).toBeInTheDocument();
    expect(screen.queryByText(/Sign in|Email|Password/)).not.toBeInTheDocument();
  });

  it('sign-up: the password rules speak Chinese, with the number interpolated', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { route: '/signup', path: '/signup' });
    expect(await screen.findByRole('heading', { name: '创建账户' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^密码/), 'short');
    await user.type(screen.getByLabelText(/^确认密码/), 'other');
    await user.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText('密码至少需要 8 个字符')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
  });
});

/** The policy pages in 中文 (issue 30): the chrome in Chinese, the policy texts English under a note that they govern. */
import { screen, within } from '@testing-library/react';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { PolicyPage } from '../components/PolicyPage';
import { contactUs } from '../content/contact';
import { termsOfService } from '../content/terms';

const EMAIL = 'support@atelier.example';
const NOTE = '以下内容仅提供英文版本，并以英文文本为准。';

describe('policy pages in 中文', () => {
  it('Terms: Chinese name, date, note, contents and anchors; the text itself English, marked lang="en"', async () => {
    const { container } = await renderWithProvidersInChinese(
      <PolicyPage document={termsOfService} email={EMAIL} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '服务条款' })).toBeInTheDocument();
    expect(document.title).toBe('服务条款 · Atelier AI');
    expect(container).toHaveTextContent('最后更新：2025年10月29日');
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2025-10-29');
    expect(screen.getByRole('note')).toHaveTextContent(NOTE);
    const contents = screen.getByRole('navigation', { name: '目录' });
    expect(within(contents).getByRole('link', { name: 'Your account' }).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Your account' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: '链接到“Your account”' })).toHaveAttribute('lang', 'zh-CN');
    expect(screen.getByText(/^These Terms of Service govern your use/).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByRole('link', { name: 'Atelier AI' })).toHaveAttribute('translate', 'no');
  });

  it('Contact Us: the FAQ stays English under the same note', async () => {
    await renderWithProvidersInChinese(<PolicyPage document={contactUs} email={EMAIL} />);
    expect(screen.getByRole('heading', { level: 1, name: '联系我们' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(NOTE);
    const question = screen.getByRole('button', { name: 'How long does shipping take?' });
    expect(question.closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('in English: the same chrome in English and no note', () => {
    const { container } = renderWithProviders(<PolicyPage document={termsOfService} email={EMAIL} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Last updated: 29 October 2025');
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link to Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });
});

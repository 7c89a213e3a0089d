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

  it('Contact Us: the FAQ in Chinese (it explains the product; issue 43), the support text English', async () => {
    await renderWithProvidersInChinese(<PolicyPage document={contactUs} email={EMAIL} />);
    expect(screen.getByRole('heading', { level: 1, name: '联系我们' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(NOTE);
    const question = await screen.findByRole('button', { name: '配送需要多久？' });
    expect(question.closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
    expect(screen.queryByRole('button', { name: 'How long does shipping take?' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '订单与配送' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Support' }).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    // The address is filled in the Chinese answers as in the English ones.
    expect(screen.getAllByText(new RegExp(EMAIL.replace('.', '\\.'))).length).toBeGreaterThan(0);
  });

  it("the Chinese FAQ has the English FAQ's groups, anchors and questions, one for one", async () => {
    const { contactFaqChinese } = await import('../content/contactFaq.zh');
    expect(contactFaqChinese.map((group) => [group.id, group.items.length])).toEqual(
      contactUs.faq!.map((group) => [group.id, group.items.length]),
    );
    const emails = (groups: typeof contactFaqChinese) =>
      groups.flatMap((group) => group.items.filter((item) => item.answer.includes('{email}')).length);
    expect(emails(contactFaqChinese)).toEqual(emails(contactUs.faq!));
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

import { screen, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { renderWithProviders } from '@/test/render';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@/utils/cookies';
import { SCROLL_STORAGE_KEY } from '@/features/inspiration/constants';
import { SIDER_COLLAPSED_STORAGE_KEY } from '@/features/shell/constants';
import { SELECTED_IMAGE_ID_STORAGE_KEY } from '@/features/space/constants';
import { PROGRESS_START_KEY_PREFIX } from '@/features/tasks/constants';
import { PENDING_ORDERS_KEY_PREFIX } from '@/features/payment/pendingOrders';
import { CROSS_TAB_STORAGE_KEY } from '@/utils/crossTab';
import { LEGAL_LINKS } from '@/features/shell/components/legalLinks';
import { shellT } from '@/features/shell/i18n';
import { routes } from '@/app/router';
import PolicyRoutePage from '../PolicyRoutePage';
import { appT, type AppKey } from '@/app/i18n';

const EMAIL = 'support@atelier.example';

/** The six pages as the Terms menu lists them: [path, title]. */
const pages = LEGAL_LINKS.map((link): [string, string] => [link.href, shellT(link.label)]);

function renderPage(path: string) {
  const view = renderWithProviders(<PolicyRoutePage />, { path, route: path });
  const text = () => (view.container.textContent ?? '').replace(/\s+/g, ' ');
  return { ...view, text };
}

function expectStatements(text: string, statements: RegExp[]) {
  for (const statement of statements) expect(text).toMatch(statement);
}

describe.each(pages)('%s', (path, title) => {
  it('has a title, the last-updated date, a table of contents and anchored headings', () => {
    const { text } = renderPage(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(text()).toContain('Last updated: 29 October 2025');
    expect(document.title).toBe(`${title} · Atelier AI`);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const tocLinks = within(contents).getAllByRole('link');
    expect(tocLinks.length).toBeGreaterThan(0);
    for (const link of tocLinks) {
      const id = link.getAttribute('href')!.slice(1);
      const heading = document.getElementById(id)!;
      expect(heading.tagName).toBe('H2');
      expect(heading).toHaveTextContent(link.textContent!);
      expect(screen.getByRole('link', { name: `Link to ${link.textContent}` })).toHaveAttribute(
        'href',
        `#${id}`,
      );
    }
  });

  it('shows the configured support address and never the {email} placeholder', () => {
    const { text } = renderPage(path);
    expect(text()).not.toContain('{email}');
    const links = screen.getAllByRole('link', { name: EMAIL });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', `mailto:${EMAIL}`);
  });

  it('is routed to the policy page (no "coming soon"), matching the path case-insensitively', () => {
    const empty = routes[0].children!.find((route) =>
      route.children?.some((child) => child.path === 'signin'),
    )!;
    const route = empty.children!.find((child) => child.path === path.slice(1))!;
    expect(appT((route.handle as { title: AppKey }).title)).toBe(title);
    expect(LEGAL_LINKS.some((link) => link.href === path && shellT(link.label) === title)).toBe(true);
    renderPage(path.toUpperCase());
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

describe('policy statements (spec 3 §4.8)', () => {
  it('Terms: no refunds once credits are allocated or used, expiry, auto-renewal, Hong Kong, privacy in under 30 days', () => {
    const { text } = renderPage('/terms');
    expectStatements(text(), [
      /Refunds are not offered once credits are allocated or used/,
      /Unused credits expire at the end of each billing period/,
      /Paid plans renew automatically at the end of each billing cycle/,
      /cancellation takes effect at the end of the current term/,
      /governed by the laws of Hong Kong/,
      /answered in under 30 days/,
    ]);
  });

  it('Return Policy: updated 29 October 2025, credits not refundable, cancellation rules', () => {
    const { text } = renderPage('/return');
    expectStatements(text(), [
      /Last updated: 29 October 2025/,
      /allocated to a task or consumed are not refundable, because every generation uses paid compute/,
      /cancel your subscription at any time in your account settings or by contacting support/,
      /Cancellation takes effect at the end of the current billing period/,
      /Your access continues until then/,
      /no refund for unused time or unused credits/,
    ]);
  });

  it('Subscription Terms: auto-renewal, fee changes, billing details, fraud, liability, Hong Kong', () => {
    const { text } = renderPage('/subscription');
    expectStatements(text(), [
      /renew automatically at the end of each billing cycle, monthly or annual/,
      /recurring charges .* without any further authorization/,
      /announce changes to plan fees in advance/,
      /Continued use of the service after a change takes effect means you accept/,
      /keep your billing details current/,
      /refuse or cancel an order when we suspect fraud or misuse/,
      /suspend or terminate a subscription for violations/,
      /remain liable for all charges incurred before termination/,
      /governed by the laws of Hong Kong/,
    ]);
  });

  it('DMCA: the notice and counter-notification elements, repeat infringers, notices to the support address', () => {
    const { text } = renderPage('/dmca');
    const notice = document.getElementById('notice')!.closest('section')!.textContent!;
    expectStatements(notice, [
      /signature/,
      /identification of the copyrighted work/,
      /identification of the material claimed to be infringing and its location/,
      /name, mailing address, telephone number and email address/,
      /good-faith belief/,
      /accurate and, under penalty of perjury/,
    ]);
    const counter = document.getElementById('counter-notice')!.closest('section')!.textContent!;
    expectStatements(counter, [
      /signature/,
      /identification of the material that was removed/,
      /good-faith belief the material was removed as a result of mistake/,
      /name, mailing address, telephone number and email address/,
      /consent to the jurisdiction of the court .* service of process/,
    ]);
    expectStatements(text(), [
      /disable or terminate the accounts of repeat infringers/,
      /a single infringement may suffice/,
      new RegExp(`Send notices and counter-notifications to our support address: ${EMAIL}`),
    ]);
    expect(screen.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
  });

  it('Privacy: the cookies and the storage keys the app really uses, requests in under 30 days', () => {
    const { text } = renderPage('/privacy');
    expectStatements(text(), [/answer privacy requests in under 30 days/]);
    for (const name of [
      ACCESS_TOKEN_COOKIE,
      REFRESH_TOKEN_COOKIE,
      SIDER_COLLAPSED_STORAGE_KEY,
      `${PROGRESS_START_KEY_PREFIX}{record_id}`,
      SCROLL_STORAGE_KEY,
      SELECTED_IMAGE_ID_STORAGE_KEY,
      `${PENDING_ORDERS_KEY_PREFIX}{account}`,
      CROSS_TAB_STORAGE_KEY,
    ]) {
      expect(text()).toContain(`${name}`);
    }
  });
});

describe('Contact Us', () => {
  it('has four FAQ groups of four accordions with the spec claims, and the support e-mail', async () => {
    const { text } = renderPage('/contact');
    const groups = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.id.startsWith('faq-'));
    expect(groups).toHaveLength(4);
    for (const heading of groups) {
      const section = heading.closest('section')!;
      expect(within(section).getAllByRole('button', { expanded: false })).toHaveLength(4);
    }
    expectStatements(text(), [
      /5-7 days from proposal to launch/,
      /within 14 days .* revision or a refund/,
      /Shipping takes 10-14 business days/,
    ]);
    expect(screen.getAllByRole('link', { name: EMAIL })[0]).toHaveAttribute('href', `mailto:${EMAIL}`);

    const question = screen.getByRole('button', { name: 'How long does shipping take?' });
    await userEvent.setup().click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How long does shipping take?' })).toHaveTextContent(
      'Shipping takes 10-14 business days',
    );
  });
});

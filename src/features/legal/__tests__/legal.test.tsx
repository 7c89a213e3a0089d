import { render, screen } from '@testing-library/react';
import { PolicyInline } from '../components/PolicyText';
import { contactUs } from '../content/contact';
import { dmcaPolicy } from '../content/dmca';
import { privacyPolicy } from '../content/privacy';
import { returnPolicy } from '../content/returnPolicy';
import { subscriptionTerms } from '../content/subscription';
import { termsOfService } from '../content/terms';
import { POLICY_DOCUMENTS, policyForPath } from '../documents';
import { formatPolicyDate } from '../utils';

const documents = [termsOfService, privacyPolicy, dmcaPolicy, subscriptionTerms, returnPolicy, contactUs];

describe('legal content', () => {
  it('formats the update date the same in every time zone', () => {
    expect(formatPolicyDate('2025-10-29')).toBe('29 October 2025');
    expect(formatPolicyDate('2025-10-29', 'zh')).toBe('2025年10月29日');
  });

  it('shows every {email} as a mail link to the given address', () => {
    const { container } = render(
      <PolicyInline text="Write to {email} or {email}." email="help@example.com" />,
    );
    expect(screen.getAllByRole('link', { name: 'help@example.com' })).toHaveLength(2);
    expect(container).toHaveTextContent('Write to help@example.com or help@example.com.');
  });

  it('gives every heading a unique anchor', () => {
    for (const document of documents) {
      const ids = [...document.sections, ...(document.faq ?? [])].map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('has four FAQ groups of four on Contact Us only', () => {
    expect(contactUs.faq?.map((group) => group.items.length)).toEqual([4, 4, 4, 4]);
    expect(documents.filter((document) => document.faq)).toEqual([contactUs]);
  });

  it('finds the policy by the first path segment, in any case', () => {
    expect(policyForPath('/Contact')).toBe(contactUs);
    expect(policyForPath('/return')).toBe(returnPolicy);
    expect(policyForPath('/toString')).toBeUndefined();
    expect(policyForPath('/')).toBeUndefined();
    expect(Object.keys(POLICY_DOCUMENTS)).toEqual([
      'terms',
      'privacy',
      'dmca',
      'subscription',
      'return',
      'contact',
    ]);
    for (const [slug, document] of Object.entries(POLICY_DOCUMENTS)) expect(document.id).toBe(slug);
  });
});

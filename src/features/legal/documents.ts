import { contactUs } from './content/contact';
import { dmcaPolicy } from './content/dmca';
import { privacyPolicy } from './content/privacy';
import { returnPolicy } from './content/returnPolicy';
import { subscriptionTerms } from './content/subscription';
import { termsOfService } from './content/terms';
import type { PolicyDocument } from './types';

/** The six policy pages by their route (spec 3 §2.10), in the order of the Terms menu. */
export const POLICY_DOCUMENTS = {
  terms: termsOfService,
  privacy: privacyPolicy,
  dmca: dmcaPolicy,
  subscription: subscriptionTerms,
  return: returnPolicy,
  contact: contactUs,
} as const satisfies Record<string, PolicyDocument>;

export type PolicySlug = keyof typeof POLICY_DOCUMENTS;

/** The policy a path shows (`/Terms` too: routes match case-insensitively), or undefined. */
export function policyForPath(pathname: string): PolicyDocument | undefined {
  const slug = pathname.split('/')[1]?.toLowerCase() ?? '';
  return Object.hasOwn(POLICY_DOCUMENTS, slug) ? POLICY_DOCUMENTS[slug as PolicySlug] : undefined;
}

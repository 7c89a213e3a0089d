import type { ShellKey } from '../i18n';

/** Spec 1 §2.2: the Terms submenu, in order; each opens in a new tab. */
export const LEGAL_LINKS = [
  { label: 'shell.legal.terms', href: '/terms' },
  { label: 'shell.legal.privacy', href: '/privacy' },
  { label: 'shell.legal.dmca', href: '/dmca' },
  { label: 'shell.legal.subscription', href: '/subscription' },
  { label: 'shell.legal.return', href: '/return' },
  { label: 'shell.legal.contact', href: '/contact' },
] as const satisfies ReadonlyArray<{ label: ShellKey; href: string }>;

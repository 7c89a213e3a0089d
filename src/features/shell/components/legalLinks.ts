/** Spec 1 §2.2: the Terms submenu, in order; each opens in a new tab. */
export const LEGAL_LINKS = [
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'DMCA Policy', href: '/dmca' },
  { label: 'Subscription Terms', href: '/subscription' },
  { label: 'Return Policy', href: '/return' },
  { label: 'Contact Us', href: '/contact' },
] as const;

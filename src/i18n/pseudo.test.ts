/** @jest-environment node */
import { defineCatalog } from './index';
import { pseudoLocalize, setPseudoLocale } from './pseudo';

const { t } = defineCatalog(
  { 'probe.signIn': 'Sign in', 'probe.count': '{count, plural, one {# credit} other {# credits}}' },
  () => Promise.resolve({ default: { 'probe.signIn': '登录', 'probe.count': '{count} 积分' } }),
);

describe('the pseudo-locale', () => {
  afterEach(() => setPseudoLocale(false));

  it('makes a text at least 40 % longer, accented and bracketed', () => {
    const text = 'Your credits are used up';
    const pseudo = pseudoLocalize(text);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.4));
    expect(pseudo).toMatch(/^⟦Ýöûŕ çŕéðîţš áŕé ûšéð ûþ( ~+)+⟧$/);
  });

  it('leaves a text without letters alone (a price, a ratio)', () => {
    expect(pseudoLocalize('$15.20')).toBe('$15.20');
    expect(pseudoLocalize('16:9')).toBe('16:9');
  });

  it('applies to every catalog text while on, plurals resolved first, and goes away when off', () => {
    expect(t('probe.signIn')).toBe('Sign in');
    setPseudoLocale(true);
    expect(t('probe.signIn')).toMatch(/^⟦Šîĝñ îñ ~+⟧$/);
    expect(t('probe.count', { count: 1 })).toMatch(/^⟦1 çŕéðîţ ~+⟧$/);
    setPseudoLocale(false);
    expect(t('probe.count', { count: 2 })).toBe('2 credits');
  });
});

/** @jest-environment node */
import { decideAccess, isPublicPath, PUBLIC_PATHS } from '../access/publicRoutes';

describe('isPublicPath', () => {
  it('lists exactly the public routes of spec 1 §6', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(
      [
        '/',
        '/signin',
        '/signup',
        '/forget-password',
        '/space/inspiration',
        '/space/avator',
        '/tools/inspiration',
        '/marketing/content',
        '/change-password',
        '/terms',
        '/privacy',
        '/return',
        '/subscription',
        '/dmca',
        '/contact',
        '/webhook-api/shopify',
        '/image/detail',
      ].sort(),
    );
  });

  it.each(['/', '/SignIn', '/image/DETAIL', '/tools/inspiration/', '/Terms', '/auth/apple/callback'])(
    '%s is public (case-insensitive)',
    (path) => expect(isPublicPath(path)).toBe(true),
  );

  it.each([
    '/space/creations',
    '/space/likes',
    '/payment',
    '/image',
    '/tools/info/1',
    '/marketing/pre-sale',
    '/modeling/content',
    '/tools',
    '/admin',
    '/signin/extra',
    '/unknown',
  ])('%s needs a signed-in user', (path) => expect(isPublicPath(path)).toBe(false));
});

describe('decideAccess', () => {
  it('lets signed-in users everywhere', () => {
    expect(decideAccess('/space/creations', true)).toBe('allow');
    expect(decideAccess('/admin/category', true)).toBe('allow');
  });

  it('sends visitors on protected routes to sign in', () => {
    expect(decideAccess('/space/creations', false)).toBe('signin');
    expect(decideAccess('/payment', false)).toBe('signin');
  });

  it('sends visitors in the admin area to sign in (the role is checked after sign-in)', () => {
    expect(decideAccess('/admin', false)).toBe('signin');
    expect(decideAccess('/Admin/category', false)).toBe('signin');
  });

  it('lets visitors open public routes', () => {
    expect(decideAccess('/image/detail', false)).toBe('allow');
  });
});

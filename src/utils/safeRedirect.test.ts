/** @jest-environment node */
import { FALLBACK_REDIRECT, isSafeRedirect, safeRedirect, signinPath } from '@/utils/safeRedirect';

describe('safeRedirect', () => {
  const hostile: Array<[string, unknown]> = [
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/space/creations'],
    ['slash back-slash', '/\\evil.example'],
    ['back-slash slash', '\\/evil.example'],
    ['double back-slash', '\\\\evil.example'],
    ['back-slash inside the path', '/space\\..\\\\evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['absolute http upper case', 'HTTP://evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline inside the slashes', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['null byte', '/space\u0000/creations'],
    ['leading space', ' //evil.example'],
    ['leading space before a path', ' /space/creations'],
    ['trailing newline', '/space/creations\n'],
    ['non-breaking space', '/\u00A0/evil.example'],
    ['line separator', '/\u2028/evil.example'],
    ['encoded slashes without a leading slash', '%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded slashes after a slash', '/%2F%2Fevil.example'],
    ['encoded back-slash', '/%5Cevil.example'],
    ['encoded back-slash lower case', '/%5cevil.example'],
    ['double-encoded slash', '/%252Fevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['dot segments', '/..//evil.example'],
    ['encoded dot segments', '/%2e%2e/%2fevil.example'],
    ['relative path', 'space/creations'],
    ['host only', 'evil.example'],
    ['malformed escape', '/space/%E0%A4%A'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['number', 42],
    ['over long', `/${'a'.repeat(3000)}`],
  ];

  it.each(hostile)('rejects %s', (_name, value) => {
    expect(isSafeRedirect(value)).toBe(false);
    expect(safeRedirect(value as string)).toBe(FALLBACK_REDIRECT);
  });

  const legitimate = [
    '/',
    '/space/creations',
    '/space/creations?tab=likes',
    '/tools/inspiration?reset=true',
    '/image/detail?image_id=123',
    '/tools/inspiration?prompt=a%20red%20dress&image_id=7&url=%2Fmock-media%2Fa.webp',
    '/marketing/content?q=%2F%2Fnot-a-host',
    '/modeling/content/42?image_id=1&prompt_id=2#result',
    '/tools/info/abc-123',
    '/search?q=caf%C3%A9',
  ];

  it.each(legitimate)('honours %s byte for byte', (value) => {
    expect(isSafeRedirect(value)).toBe(true);
    expect(safeRedirect(value)).toBe(value);
  });
});

describe('signinPath', () => {
  it('encodes the original path and query', () => {
    expect(signinPath('/space/creations?tab=likes&x=1')).toBe(
      '/signin?redirect=%2Fspace%2Fcreations%3Ftab%3Dlikes%26x%3D1',
    );
  });

  it('omits the redirect for home and for unsafe targets', () => {
    expect(signinPath('/')).toBe('/signin');
    expect(signinPath('//evil.example')).toBe('/signin');
    expect(signinPath()).toBe('/signin');
  });
});

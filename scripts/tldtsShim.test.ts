/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDomain as real } from 'tldts';
import { getDomain } from './tldtsShim';

const OPTIONS = { allowIcannDomains: true, allowPrivateDomains: true };

test('MSW asks tldts for getDomain only, the one function the shim has', () => {
  const source = readFileSync(
    join(__dirname, '../node_modules/msw/node_modules/tough-cookie/dist/index.js'),
    'utf8',
  );
  const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']tldts["']/g)].map((m) =>
    m[1].trim(),
  );
  expect(imports).toEqual(['getDomain']);
});

test.each([
  'localhost',
  '127.0.0.1',
  '192.168.1.20',
  '[::1]',
  'mybox',
  'example.com',
  'www.example.com',
  'app.dev.example.com',
  'mock.local',
  'atelier.test',
  'Example.COM',
])('the shim gives what the public-suffix list gives for the development host %s', (host) => {
  expect(getDomain(host)).toBe(real(host, OPTIONS));
});

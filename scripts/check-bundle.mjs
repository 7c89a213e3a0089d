// Proves the production build (mocks off) carries no mock backend, and that the initial JS for `/` stays
// within its budget.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const forbidden = [/setupWorker/, /mockServiceWorker/, /@faker-js|fakerEN|faker\.seed/, /msw-storybook/];
const offenders = [];
for (const file of files) {
  const text = readFileSync(join(dist, 'assets', file), 'utf8');
  for (const pattern of forbidden) if (pattern.test(text)) offenders.push(`${file} matches ${pattern}`);
}

// Initial JS of `/`: the entry chunk plus everything it imports statically.
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(entryKey);
const explore = Object.keys(manifest).find((k) => k.includes('pages/explore/ExplorePage'));
if (explore) visit(explore);
const gzipOf = (key) => gzipSync(readFileSync(join(dist, manifest[key].file))).length;
let initialGzip = 0;
const rows = [];
for (const key of seen) {
  const size = gzipOf(key);
  initialGzip += size;
  rows.push([size, manifest[key].name ?? key]);
}
rows.sort((a, b) => b[0] - a[0]);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`initial chunks (gzip): ${rows.map(([size, name]) => `${name} ${kb(size)}`).join(', ')}`);
console.log(`initial JS for / (entry + static imports + Explore chunk, gzip): ${kb(initialGzip)}`);
// Issue 3's budget. Sizes are deterministic for a given lockfile, so this guards against regressions.
const BUDGET_KB = 200;
if (initialGzip / 1024 >= BUDGET_KB) {
  console.error(`Initial JS for / is over the ${BUDGET_KB} KB gzip budget.`);
  process.exit(1);
}
if (offenders.length) {
  console.error('Mock code found in the production build:\n' + offenders.join('\n'));
  process.exit(1);
}
console.log('no MSW, faker or mock database code in dist/');

// The Content-Security-Policy that scripts/csp.ts writes into the built index.html (README "Gates").
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const csp = html
  .match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/)?.[1]
  ?.replaceAll('&#39;', "'");
const directive = (name) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
const cspProblems = [];
if (!csp) cspProblems.push('no Content-Security-Policy meta in dist/index.html');
else {
  const script = directive('script-src') ?? '';
  if (!script.includes("'self'") || /unsafe-(inline|eval)/.test(script))
    cspProblems.push(`script-src: ${script}`);
  if (directive('object-src') !== "object-src 'none'") cspProblems.push('object-src is not none');
  if (directive('default-src') !== "default-src 'self'") cspProblems.push('default-src is not self');
  if (!directive('base-uri')?.includes("'self'")) cspProblems.push('base-uri missing');
  if (!directive('form-action')?.includes("'self'")) cspProblems.push('form-action missing');
}
if (!/name="referrer"\s+content="strict-origin-when-cross-origin"/.test(html))
  cspProblems.push('referrer policy missing');
if (cspProblems.length) {
  console.error('Content-Security-Policy check failed:\n' + cspProblems.join('\n'));
  process.exit(1);
}
console.log(`CSP: ${csp}`);

/** @jest-environment node */
/**
 * The committed src/api/schema.d.ts must be exactly what `npm run api:gen` produces from
 * openapi/openapi.yaml. Regenerates into a temporary file and compares.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

test('src/api/schema.d.ts is up to date with openapi/openapi.yaml (run `npm run api:gen`)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contract-drift-'));
  const out = join(dir, 'schema.d.ts');
  try {
    const cli = join(root, 'node_modules/openapi-typescript/bin/cli.js');
    execFileSync(process.execPath, [cli, 'openapi/openapi.yaml', '-o', out], { cwd: root, stdio: 'pipe' });
    execFileSync(process.execPath, ['scripts/stamp-schema.mjs', out], { cwd: root, stdio: 'pipe' });
    const fresh = readFileSync(out, 'utf8');
    const committed = readFileSync(join(root, 'src/api/schema.d.ts'), 'utf8');
    expect(committed.startsWith('/**\n * GENERATED FILE - DO NOT EDIT.')).toBe(true);
    // Compared as a boolean first so a stale file gives a short message, not a 5 000-line diff.
    const firstDifference = [...fresh].findIndex((ch, i) => committed[i] !== ch);
    expect({ upToDate: fresh === committed, firstDifference }).toEqual({
      upToDate: true,
      firstDifference: -1,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

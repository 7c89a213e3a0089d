/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';

/** scripts/contract-breaking.mjs (the CI step) on two versions of the real contract. */
const root = resolve(__dirname, '..');
const contract = readFileSync(join(root, 'openapi/openapi.yaml'), 'utf8');

function check(change: (doc: Record<string, any>) => void): { status: number; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'contract-breaking-'));
  const after = parse(contract) as Record<string, any>;
  change(after);
  writeFileSync(join(dir, 'before.yaml'), contract);
  writeFileSync(join(dir, 'after.yaml'), stringify(after));
  try {
    const out = execFileSync(
      'node',
      ['scripts/contract-breaking.mjs', '--files', join(dir, 'before.yaml'), join(dir, 'after.yaml')],
      { cwd: root, encoding: 'utf8' },
    );
    return { status: 0, out };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { status: failed.status, out: failed.stdout };
  }
}

test('the same contract, and an added optional field, pass', () => {
  expect(check(() => {})).toEqual({ status: 0, out: '' });
  expect(
    check((doc) => {
      doc.components.schemas.UserInfo.properties.nickname = { type: 'string' };
    }),
  ).toEqual({ status: 0, out: '' });
});

test('a removed operation, a field made required, a changed type and a removed answer field fail, each named', () => {
  const { status, out } = check((doc) => {
    delete doc.paths['/telemetry'];
    doc.components.schemas.UserInfo.required.push('avatar');
    doc.components.schemas.UserInfo.properties.level = { type: 'string' };
    delete doc.components.schemas.UserInfo.properties.email;
  });
  expect(status).toBe(1);
  expect(out).toContain('POST /telemetry (sendTelemetry): operation removed');
  expect(out).toMatch(
    /GET \/user\/info \(getUserInfo\) response 200\.data\.level: type changed from integer to string/,
  );
  expect(out).toMatch(/GET \/user\/info \(getUserInfo\) response 200\.data\.email: removed/);
});

test('a request field made required fails', () => {
  const { status, out } = check((doc) => {
    doc.components.schemas.TelemetryBatch.required.push('sampleRate');
  });
  expect(status).toBe(1);
  expect(out).toContain('POST /telemetry (sendTelemetry) request.sampleRate: made required');
});

/**
 * The CI step as CI runs it (`npm run api:breaking`: this commit's contract against the previous commit's) in a
 * throw-away repository: a breaking change fails unless the commit message says `Contract-Break: intended`.
 */
describe('the commit mark', () => {
  function commitAndCheck(message: string) {
    const repo = mkdtempSync(join(tmpdir(), 'contract-commit-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    try {
      mkdirSync(join(repo, 'scripts'));
      mkdirSync(join(repo, 'openapi'));
      copyFileSync(join(root, 'scripts/contract-breaking.mjs'), join(repo, 'scripts/contract-breaking.mjs'));
      symlinkSync(join(root, 'node_modules'), join(repo, 'node_modules'), 'dir');
      writeFileSync(join(repo, 'openapi/openapi.yaml'), contract);
      git('init', '-q');
      git('add', 'openapi', 'scripts');
      git('commit', '-q', '-m', 'The contract as it is');
      const after = parse(contract) as Record<string, any>;
      delete after.paths['/telemetry'];
      writeFileSync(join(repo, 'openapi/openapi.yaml'), stringify(after));
      git('commit', '-q', '-a', '-m', message);
      const run = spawnSync('node', ['scripts/contract-breaking.mjs'], { cwd: repo, encoding: 'utf8' });
      return { status: run.status, out: `${run.stdout}${run.stderr}` };
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  }

  test('a removed operation fails when the commit does not say it is intended', () => {
    const { status, out } = commitAndCheck('Drop the telemetry endpoint');
    expect(status).toBe(1);
    expect(out).toContain('POST /telemetry (sendTelemetry): operation removed');
    expect(out).toContain('If this is meant, say "Contract-Break: intended"');
  });

  test('the same change passes when the commit says `Contract-Break: intended`', () => {
    const { status, out } = commitAndCheck(
      'Drop the telemetry endpoint\n\nThe backend no longer serves it.\nContract-Break: intended',
    );
    expect(status).toBe(0);
    expect(out).toContain('POST /telemetry (sendTelemetry): operation removed');
    expect(out).toContain('the commit says "Contract-Break: intended": accepted');
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

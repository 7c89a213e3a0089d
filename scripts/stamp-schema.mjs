#!/usr/bin/env node
// Runs after openapi-typescript (npm run api:gen): makes sure src/api/schema.d.ts starts with
// one fixed "generated, do not edit" banner and normalises line endings and the trailing
// newline, so regenerating an unchanged contract gives a byte-identical file (the drift test
// in src/api/__tests__/contractDrift.test.ts relies on it).
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export const BANNER = [
  '/**',
  ' * GENERATED FILE - DO NOT EDIT.',
  ' * Generated from openapi/openapi.yaml by `npm run api:gen` (openapi-typescript).',
  ' * Change the contract and regenerate instead.',
  ' */',
].join('\n');

/** Returns the stamped text of a file openapi-typescript produced. */
export function stamp(source) {
  let text = source.replace(/\r\n?/g, '\n');
  // openapi-typescript's own header comment is replaced by ours, which is kept exactly once.
  text = text.replace(/^\/\*\*[\s\S]*?\*\/\n*/, '');
  return `${BANNER}\n\n${text.trimEnd()}\n`;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const file = process.argv[2] ?? 'src/api/schema.d.ts';
  writeFileSync(file, stamp(readFileSync(file, 'utf8')));
}

#!/usr/bin/env node
// Contract breaking-change check (CI): compares openapi/openapi.yaml with the same file at the previous commit and
// fails on a change that breaks the client or the backend built against the old contract — an operation removed, a
// parameter or request field made required (or added as required), a field's type changed, an answer's field
// removed or no longer always present. Our own script (no third-party diff tool is in the lock): the contract is one
// file with internal $refs only, so a structural walk is enough. A change that is meant goes through when the
// commit message says `Contract-Break: intended` (say why in the same message).
//
// Usage: node scripts/contract-breaking.mjs [base-ref, default HEAD~1]
//        node scripts/contract-breaking.mjs --files before.yaml after.yaml   (two files, no commit: no mark applies)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
export const INTENDED_MARK = 'Contract-Break: intended';

function resolver(doc) {
  return (node) => {
    let current = node;
    for (let i = 0; current && typeof current === 'object' && current.$ref && i < 20; i += 1) {
      const pointer = current.$ref.replace(/^#\//, '').split('/');
      current = pointer.reduce((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    }
    return current;
  };
}

const typeOf = (schema) => {
  if (!schema || schema.type === undefined) return undefined;
  return [schema.type].flat().sort().join('|');
};

/** A schema with its $ref followed and its allOf parts merged (properties, required, type); a text body's JSON. */
function flatten(ref, node) {
  let schema = ref(node);
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.contentSchema) schema = ref(schema.contentSchema);
  if (!schema?.allOf) return schema;
  const merged = { ...schema, properties: { ...schema.properties }, required: [...(schema.required ?? [])] };
  for (const part of schema.allOf.map((item) => flatten(ref, item)).filter(Boolean)) {
    Object.assign(merged.properties, part.properties);
    merged.required.push(...(part.required ?? []));
    merged.type ??= part.type;
    merged.additionalProperties ??= part.additionalProperties;
  }
  return merged;
}

/**
 * Walks two versions of one schema. `direction` is 'request' (what the client sends: a new requirement breaks it)
 * or 'response' (what the client reads: a field taken away or made optional breaks it).
 */
function compareSchema(ctx, before, after, where, direction, depth = 0) {
  const a = flatten(ctx.oldRef, before);
  const b = flatten(ctx.newRef, after);
  if (!a || !b || depth > 12) return;
  const ta = typeOf(a);
  const tb = typeOf(b);
  if (ta && tb && ta !== tb) ctx.report(`${where}: type changed from ${ta} to ${tb}`);
  const propsA = a.properties ?? {};
  const propsB = b.properties ?? {};
  const reqA = new Set(a.required ?? []);
  const reqB = new Set(b.required ?? []);
  if (direction === 'request') {
    for (const name of reqB) {
      if (!reqA.has(name)) ctx.report(`${where}.${name}: made required`);
    }
  } else {
    for (const name of Object.keys(propsA)) {
      if (!(name in propsB) && !b.additionalProperties) ctx.report(`${where}.${name}: removed`);
      else if (reqA.has(name) && !reqB.has(name)) ctx.report(`${where}.${name}: no longer required`);
    }
  }
  for (const name of Object.keys(propsA)) {
    if (name in propsB)
      compareSchema(ctx, propsA[name], propsB[name], `${where}.${name}`, direction, depth + 1);
  }
  if (a.items && b.items) compareSchema(ctx, a.items, b.items, `${where}[]`, direction, depth + 1);
}

const jsonSchemaOf = (ref, container) => {
  const content = ref(container)?.content ?? {};
  const key = Object.keys(content).find((type) => type.includes('json')) ?? Object.keys(content)[0];
  return key ? content[key].schema : undefined;
};

/** The breaking changes from `before` to `after` (parsed OpenAPI documents), one line each. */
export function breakingChanges(before, after) {
  const problems = [];
  const ctx = { oldRef: resolver(before), newRef: resolver(after), report: (text) => problems.push(text) };
  for (const [path, itemA] of Object.entries(before.paths ?? {})) {
    const itemB = after.paths?.[path];
    for (const method of METHODS) {
      const opA = itemA[method];
      if (!opA) continue;
      const name = `${method.toUpperCase()} ${path}${opA.operationId ? ` (${opA.operationId})` : ''}`;
      const opB = itemB?.[method];
      if (!opB) {
        problems.push(`${name}: operation removed`);
        continue;
      }
      const op = { ...ctx, report: (text) => problems.push(`${name} ${text}`) };
      // Parameters: a new required one, one made required, a type changed.
      const params = (item, operation, ref) =>
        new Map(
          [...(item.parameters ?? []), ...(operation.parameters ?? [])]
            .map(ref)
            .map((p) => [`${p.in}:${p.name}`, p]),
        );
      const paramsA = params(itemA, opA, ctx.oldRef);
      for (const [key, p] of params(itemB, opB, ctx.newRef)) {
        const old = paramsA.get(key);
        if (p.required && !old?.required)
          op.report(`parameter ${key}: ${old ? 'made required' : 'added as required'}`);
        if (old) compareSchema(op, old.schema, p.schema, `parameter ${key}`, 'request');
      }
      compareSchema(
        op,
        jsonSchemaOf(ctx.oldRef, opA.requestBody),
        jsonSchemaOf(ctx.newRef, opB.requestBody),
        'request',
        'request',
      );
      for (const [status, responseA] of Object.entries(opA.responses ?? {})) {
        if (!/^2/.test(status)) continue;
        const responseB = opB.responses?.[status];
        if (!responseB) {
          op.report(`response ${status}: removed`);
          continue;
        }
        compareSchema(
          op,
          jsonSchemaOf(ctx.oldRef, responseA),
          jsonSchemaOf(ctx.newRef, responseB),
          `response ${status}`,
          'response',
        );
      }
    }
  }
  return problems;
}

function main() {
  const root = resolve(import.meta.dirname, '..');
  if (process.argv[2] === '--files') {
    const [before, after] = process.argv.slice(3).map((file) => parse(readFileSync(file, 'utf8')));
    const problems = breakingChanges(before, after);
    for (const problem of problems) console.log(`  - ${problem}`);
    process.exitCode = problems.length ? 1 : 0;
    return;
  }
  const base = process.argv[2] ?? 'HEAD~1';
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  let previous;
  try {
    previous = git('show', `${base}:openapi/openapi.yaml`);
  } catch {
    console.log(
      `contract check: no openapi/openapi.yaml at ${base} (a shallow clone or a first commit); skipped`,
    );
    return;
  }
  const problems = breakingChanges(
    parse(previous),
    parse(readFileSync(resolve(root, 'openapi/openapi.yaml'), 'utf8')),
  );
  if (!problems.length) {
    console.log(`contract check: no breaking change since ${base}`);
    return;
  }
  const message = git('log', '-1', '--format=%B');
  console.log(`contract check: ${problems.length} breaking change(s) since ${base}:`);
  for (const problem of problems) console.log(`  - ${problem}`);
  if (message.includes(INTENDED_MARK)) {
    console.log(`the commit says "${INTENDED_MARK}": accepted`);
    return;
  }
  console.error(`\nIf this is meant, say "${INTENDED_MARK}" (and why) in the commit message.`);
  process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();

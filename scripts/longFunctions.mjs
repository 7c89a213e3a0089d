#!/usr/bin/env node
/**
 * Production functions longer than 80 lines (docs: design conventions, "split at 250 into a hook and parts"; the
 * code-health gate of issue 44 allows at most 10). Reads src/ with the TypeScript compiler's parser, skipping
 * tests, stories, test helpers and the generated schema; a function's length is its lines from the first line of
 * its declaration to its closing brace, nested functions included (each is also counted on its own).
 *
 *   node scripts/longFunctions.mjs            the list, longest first, and the count
 *   node scripts/longFunctions.mjs --max 10   the same, failing (exit 1) when more than 10 are over the limit
 *   node scripts/longFunctions.mjs --lines 60 another limit
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(fileURLToPath(import.meta.url), '../..');

const isProduction = (path) =>
  /\.(ts|tsx)$/.test(path) &&
  !/\.d\.ts$/.test(path) &&
  !/\.(test|spec|stories)\.(ts|tsx)$/.test(path) &&
  !/(^|\/)(__tests__|__mocks__)\//.test(path) &&
  !path.startsWith('src/test/');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** The name a reader looks for: the declaration's, the variable's or property's it is assigned to, else its line. */
function nameOf(node, source) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source);
    const holder = parent.parent;
    if (holder && ts.isVariableDeclaration(holder)) return `${holder.name.getText(source)} (${callee})`;
    return `(${callee} callback)`;
  }
  if (ts.isExportAssignment(parent ?? node)) return 'default export';
  return '(anonymous)';
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node) ||
  ts.isConstructorDeclaration(node);

/** Every production function of src/ longer than `maxLines` lines, longest first. */
export function longFunctions({ maxLines = 80, dir = join(root, 'src') } = {}) {
  const found = [];
  for (const file of files(dir)) {
    const path = relative(root, file).split('\\').join('/');
    if (!isProduction(path)) continue;
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node) => {
      if (isFunction(node) && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        if (lines > maxLines) found.push({ file: path, line: start + 1, name: nameOf(node, source), lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? undefined : Number(process.argv[at + 1]);
  };
  const maxLines = option('--lines') ?? 80;
  const allowed = option('--max');
  const list = longFunctions({ maxLines });
  for (const { file, line, name, lines } of list)
    console.log(`${String(lines).padStart(4)}  ${file}:${line}  ${name}`);
  console.log(`${list.length} production functions over ${maxLines} lines`);
  if (allowed !== undefined && list.length > allowed) {
    console.error(`More than ${allowed}: split the newest ones into a hook and parts.`);
    process.exit(1);
  }
}

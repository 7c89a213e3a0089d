/** @jest-environment node */
/**
 * The docs cannot rot: every command written in README.md and docs/ names something that exists, and every npm
 * script they name is run by .ci/run, by a test, or is listed below with the reason it is not (and then at least
 * its entry file is syntax-checked here). Local links and their #anchors must resolve too.
 *
 * A command is a shell line in a ```sh block or an inline code span that starts (after `VAR=value` prefixes) with
 * npm, npx, node or .ci/run; `a && b` and `a; b` are split. Write commands as a newcomer would type them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
const ciRun = readFileSync(join(root, '.ci/run'), 'utf8');

/** Scripts a test runs (or runs the same steps as), with the test that does. */
const RUN_BY_TESTS: Record<string, string> = {
  'api:gen': 'src/api/__tests__/contractDrift.test.ts',
  check: '.ci/run (typecheck, lint and jest, each a step)',
  build: '.ci/run (its tsc is the first half of typecheck; CI then runs its vite build)',
};

/**
 * Scripts nothing runs unattended, and why. Their entry files are syntax-checked below, and the bins they start
 * must exist, so a renamed file or a removed package still fails here.
 */
const NOT_RUN: Record<string, string> = {
  dev: 'a dev server (interactive); e2e runs the same app built by build:mock',
  preview: 'serves dist-mock/; the e2e suite starts the same command through playwright.config.ts',
  storybook: 'Storybook dev server (interactive); CI builds the same stories with build-storybook',
  'dev:contract': 'dev server + Prism (interactive); the Lighthouse bench starts the same Prism',
  'preview:nginx':
    'serves dist/ through nginx (interactive); e2e/deploy.spec.ts starts the same nginx and Prism',
  format: 'rewrites files; CI runs the read-only prettier --check in lint',
  'bench:feed': 'a benchmark: minutes of Chromium, prints figures only',
  'bench:space': 'a benchmark: minutes of Chromium, prints figures only',
  'bench:lighthouse': 'a benchmark: minutes of Lighthouse runs, prints figures only',
  'bench:ready': 'a benchmark: minutes of throttled page loads, prints figures only',
  'media:clips': 'regenerates committed clips; needs ffmpeg',
  'media:contract': 'regenerates committed contract pictures',
  'mock:faker-locale': 'regenerates a committed file; mocks/__tests__/fakerLocale.test.ts holds it to faker',
  'api:bundle': 'writes openapi/dist/; api:lint runs the same Redocly on the same document',
};

/** `.ci/run` runs the script (also as a quoted command of a side-by-side step), or the very command it stands for. */
const runByCi = (name: string) =>
  new RegExp(`npm run ${name}(\\s|$|;|")`, 'm').test(ciRun) || ciRun.includes(`npx ${scripts[name]} `);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

const DOCS = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

interface Command {
  file: string;
  line: string;
}

const COMMAND_START = /^(npm|npx|node|\.ci\/run)(\s|$)/;

function splitShell(text: string): string[] {
  return text
    .replace(/\s#\s.*$/, '')
    .split(/&&|;|\|\|/)
    .map((part) =>
      part
        .trim()
        .replace(/^\$\s*/, '')
        .replace(/^(\w+=\S+\s+)+/, ''),
    )
    .filter((part) => COMMAND_START.test(part));
}

function commandsOf(file: string): Command[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const prose = text.replace(/```(sh|bash|shell)\n([\s\S]*?)```/g, (_all, _lang, body: string) => {
    for (const line of body.split('\n')) found.push(...splitShell(line));
    return '';
  });
  for (const [, span] of prose.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)) {
    found.push(...splitShell(span!));
  }
  return found.map((line) => ({ file: relative(root, file), line }));
}

const COMMANDS = DOCS.flatMap(commandsOf);

/** What is wrong with one command, or null. */
function problemOf(line: string): string | null {
  // Quoted arguments stay one word ('a test name').
  const words = [...line.matchAll(/'[^']*'|"[^"]*"|\S+/g)].map((match) => match[0]);
  const [tool, ...rest] = words;
  const exists = (path: string) => existsSync(join(root, path.replace(/\/$/, '')));
  if (tool === '.ci/run') return exists('.ci/run') ? null : '.ci/run is missing';
  if (tool === 'node') {
    const file = rest.find((word) => !word.startsWith('-'));
    return !file || exists(file) ? null : `${file} does not exist`;
  }
  if (tool === 'npm') {
    const [sub, name] = rest;
    if (sub === 'run' && name) return name in scripts ? null : `no npm script "${name}"`;
    return ['test', 'install', 'ci', 'run'].includes(sub ?? '') ? null : `unexpected npm ${sub}`;
  }
  // npx jest … / npx playwright test …: every path argument exists.
  const args =
    rest[0] === 'jest'
      ? rest.slice(1)
      : rest[0] === 'playwright' && rest[1] === 'test'
        ? rest.slice(2)
        : null;
  // Any other tool (tsc, eslint, prettier, vite, knip): installed in the project, not fetched by npx.
  if (!args)
    return rest[0] && existsSync(join(root, 'node_modules/.bin', rest[0]))
      ? null
      : `unknown npx tool ${rest[0]}`;
  const paths: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (['-t', '--testNamePattern', '-g', '--grep', '--maxWorkers', '--reporter'].includes(arg)) i += 1;
    else if (!arg.startsWith('-') && !/^\d+$/.test(arg)) paths.push(arg);
  }
  const missing = paths.filter((path) => !exists(path));
  return missing.length ? `missing ${missing.join(', ')}` : null;
}

describe('commands in the docs', () => {
  test('the docs hold commands to check', () => {
    expect(COMMANDS.length).toBeGreaterThan(20);
    expect(DOCS.map((file) => relative(root, file))).toContain('docs/testing.md');
  });

  test('each names an existing npm script, file or test path', () => {
    const broken = COMMANDS.map((command) => ({ ...command, problem: problemOf(command.line) })).filter(
      (command) => command.problem,
    );
    expect(broken).toEqual([]);
  });

  test('each npm script they name is run by CI or a test, or says why not', () => {
    const named = new Set(
      COMMANDS.flatMap(({ line }) => [...line.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!)),
    );
    const unaccounted = [...named].filter(
      (name) => !runByCi(name) && !(name in RUN_BY_TESTS) && !(name in NOT_RUN),
    );
    expect(unaccounted).toEqual([]);
  });

  test('every script in package.json is accounted for (CI, a test or a reason)', () => {
    const unaccounted = Object.keys(scripts).filter(
      (name) => !runByCi(name) && !(name in RUN_BY_TESTS) && !(name in NOT_RUN),
    );
    expect(unaccounted).toEqual([]);
    expect(Object.keys(NOT_RUN).filter((name) => !(name in scripts))).toEqual([]);
  });

  test('the scripts nothing runs still point at files and bins that exist and parse', () => {
    const problems: string[] = [];
    for (const name of Object.keys(NOT_RUN)) {
      for (const part of scripts[name]!.split(/&&/).map((p) => p.trim())) {
        const [bin, file] = part.split(/\s+/);
        if (bin === 'node' && file) {
          if (!existsSync(join(root, file))) problems.push(`${name}: ${file} missing`);
          else
            try {
              execFileSync(process.execPath, ['--check', join(root, file)], { stdio: 'pipe' });
            } catch (error) {
              problems.push(`${name}: ${file} does not parse: ${String(error)}`);
            }
        } else if (
          bin &&
          !['npm', 'prettier'].includes(bin) &&
          !existsSync(join(root, 'node_modules/.bin', bin))
        )
          problems.push(`${name}: no ${bin} in node_modules/.bin`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set(
    [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
      match[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

test('local links in the docs resolve, anchors included', () => {
  const broken: string[] = [];
  for (const file of DOCS) {
    const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [path, anchor] = target!.split('#');
      const full = path ? resolve(dirname(file), path) : file;
      if (!existsSync(full)) broken.push(`${relative(root, file)} → ${target}`);
      else if (anchor && full.endsWith('.md') && !anchorsOf(full).has(anchor))
        broken.push(`${relative(root, file)} → ${target} (no such heading)`);
    }
  }
  expect(broken).toEqual([]);
});

test('the README stays a ten-minute read (at most 12 KB)', () => {
  expect(statSync(join(root, 'README.md')).size).toBeLessThanOrEqual(12 * 1024);
});

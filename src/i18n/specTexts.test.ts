/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The spec's evident typos are shown corrected, and each pair is recorded in docs/spec-texts.md (issue 43 §5). This
 * test reads that table: no catalog shows the spec's text, and the catalog keys it names show the corrected one.
 */
const ROOT = join(__dirname, '..', '..');

function catalogs(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogs(path, name);
    return entry.name === name && dir.endsWith(`${sep}i18n`) ? [path] : [];
  });
}

const english: Record<string, string> = Object.assign(
  {},
  ...catalogs(join(ROOT, 'src'), 'en.json').map((path) => JSON.parse(readFileSync(path, 'utf8')) as object),
);

// As the app shows them: compiled as the build compiles the catalogs, rendered for a count of 1 (a plural's `one`).
const i18n = setupI18n({
  locale: 'en',
  messages: {
    en: Object.fromEntries(
      Object.entries(english).map(([key, text]) => [key, compileMessage(text)]),
    ) as unknown as Messages,
  },
});
const shownForOne = (key: string) => i18n._(key, { count: 1 });

interface Pair {
  spec: string;
  shown: string;
  keys: string[];
}

/** The rows of the "Spec text → shown text" table. */
function pairs(): Pair[] {
  const doc = readFileSync(join(ROOT, 'docs/spec-texts.md'), 'utf8');
  const table = doc.split('## Spec text → shown text')[1].split('\n## ')[0];
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| spec text') && !line.startsWith('| ---'))
    .map((line) => {
      const [spec, shown, , keys] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { spec, shown, keys: [...keys.matchAll(/`([^`]+)`/g)].map((match) => match[1]) };
    });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('spec texts shown corrected (docs/spec-texts.md)', () => {
  const rows = pairs();

  it('lists the pairs the design review and the new users found', () => {
    expect(rows.map(({ spec, shown }) => [spec, shown])).toEqual([
      ['Pre-production & Presal', 'Pre-production & Presale'],
      ['Goto Marking & Pre sale', 'Go to Making & Pre-sale'],
      ['The product is under going cost assessment', 'The product is undergoing cost assessment'],
      ['Quality (people number)', 'Minimum number of buyers'],
      ['1 credits', '1 credit'],
    ]);
  });

  it.each(pairs().map((row) => [row.spec, row] as const))(
    '%s: never shown, corrected where used',
    (_, row) => {
      // 'Presal' is a prefix of 'Presale', '1 credits' the end of '11 credits': the spec's text counts only whole.
      const specText = new RegExp(`(?<![A-Za-z0-9])${escape(row.spec)}(?![A-Za-z])`);
      expect(
        Object.keys(english).filter((key) => specText.test(english[key]) || specText.test(shownForOne(key))),
      ).toEqual([]);
      expect(row.keys.length).toBeGreaterThan(0);
      for (const key of row.keys) expect(shownForOne(key)).toBe(row.shown);
    },
  );

  it("keeps the spec's other texts for the same places exact", () => {
    expect(english['production.chooseQuality']).toBe('Please choose quality!');
  });
});

/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const SRC = join(__dirname, '..');

/** Every `i18n/en.json` under src/ (one per feature that has texts). */
function englishCatalogs(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return englishCatalogs(path);
    return entry.name === 'en.json' && dir.endsWith(`${sep}i18n`) ? [path] : [];
  });
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const catalogs = englishCatalogs().map((path) => [relative(SRC, path), path] as const);

/** The product's names, each with its one Chinese name: a title, the navigation and a tour step never differ. */
const GLOSSARY: Record<string, string> = {
  'Fashion Style': '时尚风格',
  Payment: '支付',
  // Issue 43 §6: one name per concept (docs/spec-texts.md).
  Collection: '作品集',
  Recreate: '再创作',
  'Making & Pre-sale': '制作与预售',
  'Minimum number of buyers': '成团人数',
};

describe('message catalogs', () => {
  it('are found', () => {
    expect(catalogs.length).toBeGreaterThan(0);
  });

  it.each(catalogs)('%s: Chinese has exactly the English keys, every message valid ICU', (_, path) => {
    const en = read(path);
    const zh = read(path.replace(/en\.json$/, 'zh.json'));
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const message of [...Object.values(en), ...Object.values(zh)]) {
      expect(() => compileMessage(message)).not.toThrow();
    }
  });

  it.each(catalogs)('%s: keys carry the catalog prefix, so two catalogs never collide', (_, path) => {
    const prefix = Object.keys(read(path))[0].split('.')[0];
    expect(Object.keys(read(path)).filter((key) => !key.startsWith(`${prefix}.`))).toEqual([]);
  });

  it.each(Object.entries(GLOSSARY))('%s is %s in every Chinese text that names it', (english, chinese) => {
    const astray = catalogs.flatMap(([name, path]) => {
      const en = read(path);
      const zh = read(path.replace(/en\.json$/, 'zh.json'));
      return Object.keys(en)
        .filter((key) => en[key].includes(english) && !zh[key].includes(chinese))
        .map((key) => `${name} ${key}: ${zh[key]}`);
    });
    expect(astray).toEqual([]);
  });
});

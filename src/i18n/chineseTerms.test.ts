/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * 中文 that means the right thing (issue 43 §6, docs/spec-texts.md): the terms the design review corrected, one
 * register (您) and full-width punctuation in every Chinese catalog.
 */
const SRC = join(__dirname, '..');

function chineseCatalogs(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return chineseCatalogs(path);
    return entry.name === 'zh.json' && dir.endsWith(`${sep}i18n`) ? [path] : [];
  });
}

const texts = chineseCatalogs().flatMap((path) =>
  Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>).map(
    ([key, text]) => [`${relative(SRC, path)} ${key}`, key, text] as const,
  ),
);
const byKey = Object.fromEntries(texts.map(([, key, text]) => [key, text]));

describe('the Chinese catalogs', () => {
  it('name the marketing AI-model select 模型 (a model, not 模特, a person)', () => {
    expect(byKey['marketing.model']).toBe('模型');
  });

  it('call the production button 制作与预售 (making), not 营销与预售 (marketing)', () => {
    expect(byKey['info.preSale']).toBe('前往制作与预售');
    expect(texts.filter(([, , text]) => text.includes('营销与预售'))).toEqual([]);
  });

  it('call the minimum number of buyers 成团人数, not 品质 (quality)', () => {
    expect(byKey['production.field.quality']).toBe('成团人数');
    expect(byKey['production.chooseQuality']).toBe('请选择成团人数！');
    expect(texts.filter(([, , text]) => text.includes('品质'))).toEqual([]);
  });

  it('use one name per concept: 作品集, 我的作品, 再创作', () => {
    expect(byKey['shell.nav.collection']).toBe('作品集');
    expect(byKey['app.route.collection']).toBe('作品集');
    expect(byKey['space.title.creations']).toBe('我的作品');
    const other = texts.filter(([, , text]) => /我的创作|重新创作/.test(text)).map(([where]) => where);
    expect(other).toEqual([]);
  });

  it('address the reader as 您, never 你', () => {
    expect(
      texts.filter(([, , text]) => text.includes('你')).map(([where, , text]) => `${where}: ${text}`),
    ).toEqual([]);
  });

  it('use full-width punctuation beside Chinese, and 、… not "..."', () => {
    const halfWidth = /[\u4e00-\u9fff][,!?;:]|[,!?;:(][\u4e00-\u9fff]|\.\.\./;
    const astray = texts
      .filter(([, , text]) => halfWidth.test(text.replace(/\{[^}]*\}/g, '')))
      .map(([where, , text]) => `${where}: ${text}`);
    expect(astray).toEqual([]);
  });
});

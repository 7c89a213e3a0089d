/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inspirationItemTarget, paths, preSaleButtonTarget, queryString, spaceCardTarget } from './paths';

describe('paths', () => {
  it('builds the fixed routes', () => {
    expect(paths.home()).toBe('/');
    expect(paths.signin()).toBe('/signin');
    expect(paths.admin()).toBe('/admin');
    expect(paths.admin('products')).toBe('/admin/products');
    expect(paths.forgetPassword()).toBe('/forget-password');
    expect(paths.marketingPreSale()).toBe('/marketing/pre-sale');
    expect(paths.space('avator')).toBe('/space/avator');
    expect(paths.space('inspiration')).toBe('/space/inspiration');
  });

  it('builds the routes with an id segment', () => {
    expect(paths.toolsInfo(42)).toBe('/tools/info/42');
    expect(paths.costAssessment(7)).toBe('/tools/costAssessment/7');
    expect(paths.generate('7')).toBe('/tools/generate/7');
    expect(paths.deliver(7)).toBe('/tools/deliver/7');
    expect(paths.preSale(7)).toBe('/tools/pre-sale/7');
    expect(paths.production('deliver', 9)).toBe('/tools/deliver/9');
    expect(paths.toolsInfo('a/b')).toBe('/tools/info/a%2Fb');
  });

  it('builds the image detail link', () => {
    expect(paths.imageDetail(1001)).toBe('/image/detail?image_id=1001');
  });

  it('builds the inspiration link with only the values that are set', () => {
    expect(paths.inspiration()).toBe('/tools/inspiration');
    expect(paths.inspiration({ reset: true })).toBe('/tools/inspiration?reset=true');
    expect(
      paths.inspiration({ prompt: 'a ring', image_id: 5, url: '/x.png', category_child_id: null, ar: '' }),
    ).toBe('/tools/inspiration?prompt=a+ring&image_id=5&url=%2Fx.png');
    expect(paths.inspiration({ isEdit: true, opt_image_id: 3, reset: false })).toBe(
      '/tools/inspiration?isEdit=true&opt_image_id=3',
    );
  });

  it('builds the marketing and modeling links', () => {
    expect(paths.marketingContent()).toBe('/marketing/content');
    expect(paths.marketingContent({ image_id: 5, type: 'video' })).toBe(
      '/marketing/content?image_id=5&type=video',
    );
    expect(paths.modelingContent({ image_id: 1007, prompt_id: 508 })).toBe(
      '/modeling/content?image_id=1007&prompt_id=508',
    );
    expect(paths.modelingContent({ image_id: 1, prompt_id: null, type: 'video' })).toBe(
      '/modeling/content?image_id=1&type=video',
    );
    expect(paths.fashionFactory({ image_id: 1, prompt_id: 2, batch_id: 'b', record_id: 'r' })).toBe(
      '/modeling/fashionFactory?image_id=1&prompt_id=2&batch_id=b&record_id=r',
    );
    expect(paths.fashionFactory({ mode: 'photoset', batch_id: 'b9' })).toBe(
      '/modeling/fashionFactory?batch_id=b9&mode=photoset',
    );
  });

  it('builds the payment link with a readable, encoded reason', () => {
    expect(paths.payment()).toBe('/payment');
    const url = paths.payment({ reason: 'Not enough credits: 4 needed & 2 left' });
    expect(new URL(url, 'http://x').searchParams.get('reason')).toBe('Not enough credits: 4 needed & 2 left');
    expect(url).not.toContain(' ');
  });

  it('maps the pre-sale button by production status (spec 2 §2)', () => {
    expect(preSaleButtonTarget(2, 8)).toBe('/tools/generate/8');
    expect(preSaleButtonTarget(3, 8)).toBe('/tools/deliver/8');
    expect(preSaleButtonTarget(4, 8)).toBe('/tools/pre-sale/8');
    expect(preSaleButtonTarget(0, 8)).toBe('/tools/generate/8');
    expect(preSaleButtonTarget(null, 8)).toBe('/tools/generate/8');
  });

  it('maps a personal-space card by status, then by tab (spec 2 §2)', () => {
    expect(spaceCardTarget(1, 'creations', 3)).toBe('/tools/costAssessment/3');
    expect(spaceCardTarget(2, 'likes', 3)).toBe('/tools/generate/3');
    expect(spaceCardTarget(3, 'likes', 3)).toBe('/tools/deliver/3');
    expect(spaceCardTarget(4, 'likes', 3)).toBe('/tools/pre-sale/3');
    expect(spaceCardTarget(null, 'production', 3)).toBe('/tools/generate/3');
    expect(spaceCardTarget(undefined, 'inspiration', 3)).toBe('/marketing/content?image_id=3');
    expect(spaceCardTarget(null, 'creations', 3)).toBe('/tools/info/3');
  });

  it('maps an inspiration-list item (spec 2 §2)', () => {
    expect(inspirationItemTarget({ image_id: 1, batch_id: 'b1' })).toBe(
      '/modeling/fashionFactory?batch_id=b1&mode=photoset',
    );
    expect(inspirationItemTarget({ image_id: 1, filter_type: '1' })).toBe('/modeling/content?image_id=1');
    expect(inspirationItemTarget({ image_id: 1, filter_type: '0', type: 'video' })).toBe(
      '/marketing/content?image_id=1&type=video',
    );
    expect(inspirationItemTarget({ image_id: 1 })).toBe('/marketing/content?image_id=1&type=image');
  });

  it('leaves blank query values out', () => {
    expect(queryString({ a: ' ', b: 0, c: false, d: null })).toBe('?b=0&c=false');
    expect(queryString({})).toBe('');
  });
});

describe('every in-app URL goes through paths', () => {
  /** Source files of the app (tests and the route table itself aside). */
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  it('has no literal route in a link, a Navigate or a navigate call', () => {
    // The route table's own redirect of `/tools` (no id to build a URL with) is the one exception.
    const literal = /\b(to|href)="\/(?!tools\/generate")|navigate\(\s*['`]\//;
    const found = sources(join(__dirname, '..'))
      .filter((file) => !file.endsWith(join('utils', 'paths.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ file, line: index + 1, text: line }))
          .filter(({ text }) => literal.test(text)),
      )
      .map(({ file, line, text }) => `${relative(join(__dirname, '..'), file)}:${line} ${text.trim()}`);
    expect(found).toEqual([]);
  });
});

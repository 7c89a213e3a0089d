/** @jest-environment node */
import { activeNavKey, isNavGroup, NAV_ENTRIES } from '../navItems';
import { shellT as t } from '../i18n';

describe('side navigation model', () => {
  it('lists the items of spec 1 §2.2 in order with their targets', () => {
    const flat = NAV_ENTRIES.flatMap((entry) =>
      isNavGroup(entry)
        ? [t(entry.label), ...entry.children.map((c) => `${t(c.label)} → ${c.to}`)]
        : [`${t(entry.label)} → ${entry.to}`],
    );
    expect(flat).toEqual([
      'Explore → /',
      'Create',
      'Inspiration → /tools/inspiration',
      'Marketing → /marketing/content',
      'Fashion Style → /space/avator',
      'Collection → /space/inspiration',
      'Lab',
      'Pre-production & Presale → /marketing/pre-sale',
    ]);
  });

  it('feeds the Create badges from countTaskInProgress types 1, 2 and 3', () => {
    const create = NAV_ENTRIES.find((entry) => entry.key === 'create');
    expect(create && isNavGroup(create) && create.children.map((c) => c.badgeType)).toEqual([1, 2, 3]);
  });

  it.each([
    ['/', 'explore'],
    ['/image/detail', 'explore'],
    ['/tools/inspiration', 'inspiration'],
    ['/tools/info/42', 'inspiration'],
    ['/marketing/content', 'marketing'],
    ['/space/avator', 'fashionStyle'],
    ['/modeling/content', 'fashionStyle'],
    ['/modeling/content/9', 'fashionStyle'],
    ['/modeling/fashionFactory/3', 'fashionStyle'],
    ['/space/inspiration', 'collection'],
    ['/marketing/pre-sale', 'presale'],
    ['/tools/deliver/1', 'presale'],
    ['/tools/generate/1', 'presale'],
    ['/tools/pre-sale/1', 'presale'],
    ['/tools/costAssessment/1', 'presale'],
    ['/Tools/Info/5/', 'inspiration'],
    ['/space/creations', undefined],
    ['/payment', undefined],
    ['/tools/informal', undefined],
  ])('%s highlights %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });
});

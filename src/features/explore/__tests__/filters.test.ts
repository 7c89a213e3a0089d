/** @jest-environment node */
import {
  ALL_TAB_CUSTOM_FILTER,
  buildListBody,
  collectCategoryIds,
  filtersForTab,
  INITIAL_FILTERS,
  isLastPage,
} from '../filters';

describe('explore filters', () => {
  const styleTree = [
    {
      category_id: 10,
      children: [{ category_id: 11 }, { category_id: 12, children: [{ category_id: 13 }] }],
    },
    { category_id: 20, children: [] },
  ];

  it('collects every style category id recursively', () => {
    expect(collectCategoryIds(styleTree)).toEqual(['10', '11', '12', '13', '20']);
    expect(collectCategoryIds(undefined)).toEqual([]);
  });

  it('All: type [6,0], no categories, the OR custom filter', () => {
    const body = buildListBody(filtersForTab('all', INITIAL_FILTERS, ['1']), 1);
    expect(body).toEqual({
      current: 1,
      pageSize: 40,
      sort: 'rand',
      tabType: 'all',
      type: '6,0',
      custom: ALL_TAB_CUSTOM_FILTER,
    });
    expect(ALL_TAB_CUSTOM_FILTER).toEqual({
      logic: 'OR',
      conditions: [
        {
          logic: 'AND',
          conditions: [
            { field: 'type', operator: '=', value: 0 },
            { field: 'category.filter_type', operator: '=', value: 0 },
          ],
        },
        {
          logic: 'AND',
          conditions: [
            { field: 'type', operator: '=', value: 6 },
            { field: 'category.filter_type', operator: '=', value: 1 },
          ],
        },
      ],
    });
  });

  it('Styles: type 6, filter_type 1 and every style id comma-joined', () => {
    const body = buildListBody(filtersForTab('styles', INITIAL_FILTERS, collectCategoryIds(styleTree)), 2);
    expect(body).toEqual({
      current: 2,
      pageSize: 40,
      sort: 'rand',
      tabType: 'styles',
      type: 6,
      filter_type: 1,
      category_id: '10,11,12,13,20',
    });
  });

  it('Images: filter_type 0 and no categories, type or custom filter', () => {
    const chosen = { ...INITIAL_FILTERS, category_id: ['5'] };
    const body = buildListBody(filtersForTab('images', chosen, ['1']), 1);
    expect(body).toEqual({ current: 1, pageSize: 40, sort: 'rand', tabType: 'images', filter_type: 0 });
  });

  it('sends the search text as keyword, name and q, and keeps sort and search across tabs', () => {
    const filters = { ...INITIAL_FILTERS, prompt: ' red dress ', sort: 'time' as const };
    const body = buildListBody(filtersForTab('images', filters, []), 1);
    expect(body).toMatchObject({ keyword: 'red dress', name: 'red dress', q: 'red dress', sort: 'time' });
  });

  it('ends when current * pageSize >= total', () => {
    expect(isLastPage(1, 40, 41)).toBe(false);
    expect(isLastPage(2, 40, 80)).toBe(true);
    expect(isLastPage(1, 40, 0)).toBe(true);
  });
});

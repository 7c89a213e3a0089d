import { feedColumnsInWindow } from '../feedColumns';

/** A window `width` px wide, as matchMedia sees it. */
function windowOf(width: number) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: width >= Number(/min-width:(\d+)px/.exec(query)?.[1]), media: query }) as MediaQueryList,
    );
}

afterEach(() => jest.restoreAllMocks());

describe('feed columns in this window (spec 1 §2.3)', () => {
  it.each([
    [390, 2],
    [991, 2],
    [992, 3],
    [1199, 3],
    [1200, 4],
    [1599, 4],
    [1600, 5],
    [2560, 5],
  ])('%i px wide: %i columns', (width, columns) => {
    windowOf(width);
    expect(feedColumnsInWindow()).toBe(columns);
  });
});

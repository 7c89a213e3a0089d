import { storedListReader } from './storedList';

describe('storedListReader', () => {
  afterEach(() => window.localStorage.clear());
  const read = storedListReader<number>((parsed) => parsed.filter((n): n is number => typeof n === 'number'));

  it('keeps the valid items and gives the same array until the stored text changes', () => {
    window.localStorage.setItem('k', JSON.stringify([1, 'x', 2]));
    const first = read('k');
    expect(first).toEqual([1, 2]);
    expect(read('k')).toBe(first);
    window.localStorage.setItem('k', JSON.stringify([3]));
    expect(read('k')).toEqual([3]);
  });

  it('reads no owner and a damaged entry as none', () => {
    expect(read(null)).toEqual([]);
    window.localStorage.setItem('k', '{not json');
    expect(read('k')).toEqual([]);
  });
});

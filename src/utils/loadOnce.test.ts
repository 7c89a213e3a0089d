/** @jest-environment node */
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('fetches once, however many ask, and keeps what came', async () => {
    const fetch = jest.fn(() => Promise.resolve('part'));
    const part = loadOnce(fetch);
    expect(part.current).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect([a, b, part.current]).toEqual(['part', 'part', 'part']);
    await part.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const fetch = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('part');
    const part = loadOnce(fetch);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.current).toBeUndefined();
    await expect(part.load()).resolves.toBe('part');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

/** @jest-environment node */
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('fetches once, however many ask, and keeps what came', async () => {
    const importer = jest.fn(() => Promise.resolve('part'));
    const part = loadOnce(importer);
    expect(part.current).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect([a, b, part.current]).toEqual(['part', 'part', 'part']);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('part');
    const part = loadOnce(importer);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.current).toBeUndefined();
    await expect(part.load()).resolves.toBe('part');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

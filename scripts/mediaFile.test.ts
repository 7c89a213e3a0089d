/** @jest-environment node */
import { mediaFileFor } from './mediaFile';

const FILES = ['ring.jpg', 'ring-w240.jpg', 'ring-w360.jpg', 'ring-w480.jpg', 'ring-wide.jpg', 'dress.jpg'];

describe('mediaFileFor (the contract server as a resizing media host)', () => {
  test('answers ?w= with the narrowest prepared copy at least that wide', () => {
    expect(mediaFileFor('ring.jpg', 240, FILES)).toBe('ring-w240.jpg');
    expect(mediaFileFor('ring.jpg', 241, FILES)).toBe('ring-w360.jpg');
    expect(mediaFileFor('ring.jpg', 400, FILES)).toBe('ring-w480.jpg');
  });

  test('answers with the original when no copy is wide enough, none exists or no width is asked', () => {
    expect(mediaFileFor('ring.jpg', 640, FILES)).toBe('ring.jpg');
    expect(mediaFileFor('dress.jpg', 240, FILES)).toBe('dress.jpg');
    expect(mediaFileFor('ring.jpg', null, FILES)).toBe('ring.jpg');
    expect(mediaFileFor('ring.jpg', Number.NaN, FILES)).toBe('ring.jpg');
  });
});

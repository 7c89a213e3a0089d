/** @jest-environment node */
jest.mock('@/config/env', () => ({ config: { imageCdn: 'https://cdn.example.com/' } }));

import { fullSizeImageUrl, imageSrcSet, imageUrl } from './imageUrl';

describe('imageUrl with a CDN', () => {
  it('asks for a width, while the full-size address carries no resize parameters', () => {
    expect(imageUrl('/art/a.png', { width: 800 })).toBe(
      'https://cdn.example.com/art/a.png?w=800&format=webp&quality=85',
    );
    expect(fullSizeImageUrl('/art/a.png')).toBe('https://cdn.example.com/art/a.png');
    expect(fullSizeImageUrl('https://elsewhere.example.com/a.png')).toBe(
      'https://elsewhere.example.com/a.png',
    );
    expect(fullSizeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(fullSizeImageUrl(undefined)).toBe('');
  });
});

describe('imageSrcSet', () => {
  it('lists the picture at each width with its w descriptor', () => {
    expect(imageSrcSet('/art/a.png', [360, 640])).toBe(
      'https://cdn.example.com/art/a.png?w=360&format=webp&quality=85 360w, ' +
        'https://cdn.example.com/art/a.png?w=640&format=webp&quality=85 640w',
    );
  });

  it('has nothing to offer for a missing, data: or blob: picture', () => {
    expect(imageSrcSet(undefined, [360])).toBe('');
    expect(imageSrcSet('data:image/png;base64,AAAA', [360])).toBe('');
    expect(imageSrcSet('blob:https://x/1', [360])).toBe('');
  });
});

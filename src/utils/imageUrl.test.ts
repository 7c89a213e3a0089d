jest.mock('@/config/env', () => ({ config: { imageCdn: 'https://cdn.example.com/' } }));

import { fullSizeImageUrl, imageUrl } from './imageUrl';

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

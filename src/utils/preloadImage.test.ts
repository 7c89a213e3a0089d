import { preloadImage } from './preloadImage';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }));

describe('preloadImage', () => {
  it('asks for the picture at high priority, once per URL', () => {
    preloadImage('/media/a.jpg?w=800');
    preloadImage('/media/b.jpg?w=800');
    preloadImage('/media/a.jpg?w=800');
    expect(preloads()).toEqual([
      { href: '/media/a.jpg?w=800', priority: 'high' },
      { href: '/media/b.jpg?w=800', priority: 'high' },
    ]);
  });
});

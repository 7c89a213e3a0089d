import { act, screen } from '@testing-library/react';
import { AdminLayout } from '@/app/layouts/AdminLayout';
import { renderWithProviders } from '@/test/render';
import { theme } from '@/theme';

/** Media queries whose answer the test changes, as a window narrowed to a phone's width would. */
function controllableMedia() {
  let narrow = false;
  const lists = new Set<{ listeners: Set<(event: MediaQueryListEvent) => void>; query: string }>();
  const original = window.matchMedia;
  // The theme's phone range (below `sm`), where the section list is the strip.
  const phone = theme.breakpoints.down('sm').replace(/^@media\s*/, '');
  const answer = (query: string) => narrow && query === phone;
  window.matchMedia = ((query: string) => {
    const entry = { listeners: new Set<(event: MediaQueryListEvent) => void>(), query };
    lists.add(entry);
    return {
      get matches() {
        return answer(query);
      },
      media: query,
      onchange: null,
      addListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    narrow() {
      narrow = true;
      lists.forEach(({ listeners, query }) =>
        listeners.forEach((listener) =>
          listener({ matches: answer(query), media: query } as MediaQueryListEvent),
        ),
      );
    },
    restore: () => (window.matchMedia = original),
  };
}

describe('the admin layout', () => {
  it('keeps the selected section in view, also when the list becomes the phone strip', () => {
    const media = controllableMedia();
    const scrolled: string[] = [];
    // jsdom has no scrolling: the layout's optional call (`scrollIntoView?.`) is recorded here.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      renderWithProviders(<AdminLayout />, { route: '/admin/operation', path: '/admin/*' });
      expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Operation');
      expect(scrolled).toEqual(['Operation']);
      act(() => media.narrow());
      expect(scrolled).toEqual(['Operation', 'Operation']);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      media.restore();
    }
  });
});

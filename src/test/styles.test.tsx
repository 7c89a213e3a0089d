import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { renderWithProviders } from './render';

// Each render's styles live in an emotion cache of its own (src/test/styles.tsx): present while the test runs,
// gone after it, and drawn again by the next test that needs them.
const emotionRules = () =>
  [...document.querySelectorAll('style[data-emotion]')].reduce(
    (count, tag) => count + ((tag as HTMLStyleElement).sheet?.cssRules.length ?? 0),
    0,
  );

describe("a test's own styles", () => {
  it('are in the document while the test runs', () => {
    renderWithProviders(<Button>Save</Button>);
    expect(emotionRules()).toBeGreaterThan(0);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Save' })).display).toBe('inline-flex');
  });

  it('are gone after it, and the next test draws its own again', () => {
    expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(0);
    renderWithProviders(<Button>Save</Button>);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Save' })).display).toBe('inline-flex');
  });
});

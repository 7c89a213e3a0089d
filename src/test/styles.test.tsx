import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { renderWithProviders } from './render';

// Each render's styles live in an emotion cache of its own (src/test/styles.tsx): outside the document unless the
// test asks for them, gone after the test either way.
const emotionRules = () =>
  [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0);

describe("a test's own styles", () => {
  it('stay out of the document by default: the same class names, no rule for getComputedStyle to match', () => {
    renderWithProviders(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('MuiButton-root');
    expect(button.className).toMatch(/\bcss-[a-z0-9]+-MuiButtonBase-root\b/);
    expect(emotionRules()).toBe(0);
    expect(getComputedStyle(button).display).not.toBe('inline-flex');
  });

  it('are in the document while the test runs with attachStyles', () => {
    renderWithProviders(<Button>Save</Button>, { attachStyles: true });
    expect(emotionRules()).toBeGreaterThan(0);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Save' })).display).toBe('inline-flex');
  });

  it('are gone after it, and the next test draws its own again', () => {
    expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(0);
    renderWithProviders(<Button>Save</Button>, { attachStyles: true });
    expect(getComputedStyle(screen.getByRole('button', { name: 'Save' })).display).toBe('inline-flex');
  });
});

/** @jest-environment node */
import { renderArt } from '../media/art';
import { artPath, tryOnBackdropOf } from '../media/paths';

const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';

describe('Try-On pictures (issue 13: the product on a model figure, with the chosen background)', () => {
  test('the backdrop comes from the prompt marketing sends, the studio otherwise', () => {
    expect(tryOnBackdropOf('A silk scarf. Background: Beach at sunset')).toBe('Beach at sunset');
    expect(tryOnBackdropOf('A silk scarf')).toBe('Studio white');
    expect(tryOnBackdropOf(null)).toBe('Studio white');
  });

  test('a Try-On result path carries the upload and the backdrop; others only the upload', () => {
    expect(artPath('r-1 scarf', '3:4', 7, 'City street')).toMatch(/_3x4\.svg\?u=7&tryon=City\+street$/);
    expect(artPath('r-1 scarf', '3:4', 7)).toMatch(/_3x4\.svg\?u=7$/);
  });

  test.each([
    ['City street', '#b8c4d6'],
    ['Beach at sunset', '#f4a259'],
    ['Boutique interior', '#e9d8c4'],
    ['Studio white', '#f5f5f5'],
  ])('%s: the figure wears the uploaded picture in front of that backdrop', (name, colour) => {
    const svg = renderArt({ seed: 'scarf', ratioW: 3, ratioH: 4, photo: PHOTO, tryOnBackdrop: name });
    expect(svg).toContain(`href="${PHOTO}"`);
    expect(svg).toContain(`fill="${colour}"`);
    // The model figure: a head (an ellipse in a skin tone) above the worn picture.
    expect(svg).toMatch(/<ellipse [^>]*fill="#(f1d3bf|d9a88b|a87458|6f4a36)"/);
  });

  test('a Static result frames the picture on a card, with no figure or backdrop', () => {
    const svg = renderArt({ seed: 'scarf', ratioW: 3, ratioH: 4, photo: PHOTO });
    expect(svg).toContain(`href="${PHOTO}"`);
    expect(svg).not.toMatch(/fill="#(f1d3bf|d9a88b|a87458|6f4a36)"/);
    expect(svg).not.toContain('fill="#b8c4d6"');
  });
});

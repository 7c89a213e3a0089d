import { db } from '../db';
import { renderArt, sceneOf } from '../media/art';
import { dominantColours, svgColours } from '../media/colours';
import { artPath, parseArtName, tryOnBackdropOf } from '../media/paths';
import { call, withMockServer } from './helpers';

withMockServer();

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

/** Issue 43 §7: results a designer can judge — the figure wears the upload, a template shows its setting. */
describe('mock media that shows what each feature does', () => {
  const COLOURS = ['#b0222e', '#1d3a8a'];

  test('a worn upload: the garment is cut from the picture (its pattern) over its main colour, trims in its second', () => {
    const svg = renderArt({
      seed: 'r-1 silk dress',
      ratioW: 3,
      ratioH: 4,
      photo: PHOTO,
      tryOnBackdrop: 'Studio white',
      photoColours: COLOURS,
    });
    expect(svg).toContain('data-subject="worn"');
    const pattern = /<pattern id="([^"]+wear)"[^>]*>(.*?)<\/pattern>/.exec(svg);
    expect(pattern?.[2]).toContain(`fill="${COLOURS[0]}"`);
    expect(pattern?.[2]).toContain(`href="${PHOTO}"`);
    // The garment's shape is filled with that pattern, and its waist seam is the second colour.
    expect(svg).toContain(`fill="url(#${pattern?.[1]})"`);
    expect(svg).toContain(`stroke="${COLOURS[1]}"`);
    // Not a square of the photo pasted on the figure (how it looked before).
    expect(svg).not.toMatch(/<rect [^>]*rx="10" fill="#fff"\/><image/);
  });

  test('a coat or a top named in the seed is the garment the figure wears', () => {
    const coat = renderArt({ seed: 'r-2 wool coat', ratioW: 3, ratioH: 4, photo: PHOTO, tryOnBackdrop: '' });
    const dress = renderArt({ seed: 'r-2 scarf', ratioW: 3, ratioH: 4, photo: PHOTO, tryOnBackdrop: '' });
    // The coat's belt is a rect across the body; the dress has none.
    expect(coat.match(/<rect /g)!.length).toBeGreaterThan(dress.match(/<rect /g)!.length);
  });

  test('the main colours of a picture, its white background left out', () => {
    const pixels = [
      ...Array.from({ length: 50 }, () => [255, 255, 255, 255]).flat(),
      ...Array.from({ length: 30 }, () => [176, 34, 46, 255]).flat(),
      ...Array.from({ length: 10 }, () => [29, 58, 138, 255]).flat(),
      ...Array.from({ length: 5 }, () => [178, 36, 44, 255]).flat(),
    ];
    expect(dominantColours(pixels)).toEqual(['#b0222e', '#1d3a8a']);
    expect(dominantColours(Array.from({ length: 4 }, () => [255, 255, 255, 255]).flat())).toEqual([
      '#ffffff',
    ]);
    expect(
      svgColours('<svg><rect fill="#B0222E"/><circle fill="#b0222e"/><path fill="#13a"/></svg>'),
    ).toEqual(['#b0222e', '#1133aa']);
  });

  test('an uploaded garment dresses the Try-On figure in its own colours', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#2e7d32"/><circle cx="20" cy="20" r="8" fill="#f9a825"/><circle cx="5" cy="5" r="3" fill="#2e7d32"/></svg>`;
    const form = new FormData();
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'green-dress.svg');
    const uploaded = await call('post', '/image/upload', { form });
    expect(uploaded.body.code).toBe(0);
    const row = db().uploads.find((upload) => upload.image_id === uploaded.body.data[0].image_id)!;
    expect(row.colours).toEqual(['#2e7d32', '#f9a825']);
    const response = await fetch(
      `http://localhost${artPath('r-9 dress', '3:4', row.image_id, 'Studio white')}`,
    );
    const drawn = await response.text();
    expect(drawn).toContain('data-subject="worn"');
    expect(drawn).toContain('fill="#2e7d32"');
    expect(drawn).toContain('stroke="#f9a825"');
  });

  test("the 'Marble table' template shows marble; every scene template its setting", () => {
    const scenes = db().templates.filter((template) => template.type === 0 && template.category_id === 2);
    const drawnScene = (path: string) => {
      const { seed, ratio } = parseArtName(path.replace(/^.*\/mock-media\/art\//, ''));
      return /data-scene="([a-z]+)"/.exec(renderArt({ seed, ratioW: ratio[0], ratioH: ratio[1] }))?.[1];
    };
    expect(scenes.map((template) => [template.name, drawnScene(template.models[0].path)])).toEqual([
      ['Marble table', 'marble'],
      ['Velvet display', 'velvet'],
      ['Sunlit linen', 'linen'],
      ['Botanical', 'botanical'],
      ['On model', undefined],
      ['Street scene', 'street'],
    ]);
    // A result made with the template's prompt is on marble too.
    expect(sceneOf('Place the product on a white marble table, soft morning light')).toBe('marble');
  });

  test('no name is printed inside a picture: it is only the picture’s accessible name', () => {
    const svg = renderArt({
      seed: 'upload-7.png',
      ratioW: 1,
      ratioH: 1,
      subject: 'still',
      label: 'my-dress.png',
    });
    expect(svg).not.toContain('<text');
    expect(svg).toContain('aria-label="my-dress.png"');
  });
});

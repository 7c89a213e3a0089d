import { clearSeedCache, freshTables } from '../db';
import { DEFAULT_MANUAL_START } from '../engine/clock';
import { renderArt, subjectOf } from '../media/art';
import { parseArtName } from '../media/paths';

/** What the mock's media host draws for a stored path (the handler parses the same name). */
function drawn(path: string): string {
  const { seed, ratio } = parseArtName(path.split('?')[0].replace(/^.*\/mock-media\/art\//, ''));
  return renderArt({ seed, ratioW: ratio[0], ratioH: ratio[1] });
}
const subjectDrawn = (path: string) => /data-subject="([a-z]+)"/.exec(drawn(path))?.[1];

describe('mock media says what it shows (issue 26 defect 13)', () => {
  clearSeedCache();
  const tables = freshTables({}, DEFAULT_MANUAL_START);

  test('every gallery picture shows the item its title names', () => {
    const gallery = tables.images.filter((image) => image.public && image.seeded);
    const mismatches = gallery.flatMap((image) =>
      image.images_desc.flatMap((desc) => {
        const named = subjectOf(desc.name);
        const shown = subjectDrawn(desc.path);
        return named === shown ? [] : [`${desc.name}: ${shown}`];
      }),
    );
    expect(gallery.length).toBeGreaterThan(300);
    expect(mismatches).toEqual([]);
  });

  test('"… woven basket" shows a basket, "… pendant necklace" a necklace', () => {
    expect(subjectDrawn('/mock-media/art/g1-woven-basket_1x1.svg')).toBe('basket');
    expect(subjectDrawn('/mock-media/art/g2-pendant-necklace_1x1.svg')).toBe('necklace');
    expect(subjectDrawn('/mock-media/art/g3-shirt-dress_3x4.svg')).toBe('dress');
    expect(subjectDrawn('/mock-media/art/g4-ear-cuff_1x1.svg')).toBe('earrings');
  });

  test('the effect previews are all different pictures, each effect with two products', () => {
    const effects = tables.templates.filter((template) => template.type === 1);
    expect(effects.length).toBeGreaterThanOrEqual(8);
    const previews = effects.flatMap((effect) => effect.models.map((model) => drawn(model.path)));
    expect(new Set(previews).size).toBe(previews.length);
    for (const effect of effects) {
      const [a, b] = effect.models.map((model) => subjectDrawn(model.path));
      expect(a).not.toBe(b);
    }
    // Each preview moves (SMIL, so it plays inside an <img>).
    expect(previews.every((svg) => /<animate/.test(svg))).toBe(true);
  });
});

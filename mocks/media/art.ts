/**
 * Procedural artwork: the mock backend's "AI results". Every picture is an SVG drawn from a seed,
 * so the same seed always gives the same picture and nothing is fetched from the internet.
 * A picture shows what its seed names (`subjectOf`): a ring, a necklace, earrings, a bracelet, a dress,
 * a coat, a top, a bag, a vase, a lamp, a candle, a basket, or a still life — so the seed data can name
 * each item after what its picture shows. An animation effect's preview (`fx-…` seeds) is an animated
 * SVG of that effect. When `photo` is given (a data URL of the user's upload) the picture is framed in the
 * composition, so results visibly use it.
 */

export interface ArtOptions {
  seed: string;
  /** Intrinsic aspect: width and height in any unit (e.g. 3 and 4). */
  ratioW: number;
  ratioH: number;
  /** Requested rendering width in px (the `w` query parameter); height follows the ratio. */
  width?: number;
  /** What the picture shows; by default the subject the seed names (`subjectFor`). */
  subject?: ArtSubject;
  /** data: URL of an uploaded picture to composite. */
  photo?: string;
  /**
   * With `photo`: a Try-On or fashion-factory picture, a model figure wearing the photo's colours and pattern
   * (the garment cut from the photo, `photoColours` for the trims) in front of this backdrop.
   */
  tryOnBackdrop?: string;
  /** The upload's main colours, most frequent first (`#rrggbb`; mocks/media/colours.ts). */
  photoColours?: readonly string[];
  /** What the picture is, for its accessible name only: nothing is ever printed inside a picture. */
  label?: string;
}

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES: readonly (readonly string[])[] = [
  ['#f6efe7', '#e8d5c4', '#c9a27e', '#8c5e3c', '#2f2a26'],
  ['#eef3f8', '#c8d9ea', '#7fa7cf', '#3d6a99', '#18273a'],
  ['#fbf1f3', '#f2c6cf', '#d98ea0', '#9c4a63', '#3b1d27'],
  ['#f1f5ee', '#cfe0c3', '#91b87f', '#4e7a43', '#1f3019'],
  ['#f5f0fa', '#d9c9ee', '#a98bd6', '#6747a0', '#2a1d42'],
  ['#fff7e8', '#ffe1a8', '#f3b65b', '#b8742a', '#3f2a12'],
  ['#eefaf8', '#bfe9e2', '#6fc7b9', '#2f8a7e', '#123832'],
  ['#f4f4f4', '#d6d6d6', '#a3a3a3', '#5c5c5c', '#1d1d1d'],
];

const METALS = [
  ['#fff6d5', '#e9c46a', '#a47d1b'],
  ['#ffffff', '#d9dde3', '#8d96a3'],
  ['#ffe9e3', '#e8a598', '#a0594c'],
];

const GEMS = ['#e63946', '#2a9d8f', '#3a86ff', '#8338ec', '#06d6a0', '#ffbe0b', '#f72585', '#ffffff'];

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length) % list.length];
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** What a picture can show. */
export type ArtSubject =
  | 'ring'
  | 'necklace'
  | 'earrings'
  | 'bracelet'
  | 'dress'
  | 'coat'
  | 'top'
  | 'bag'
  | 'vase'
  | 'lamp'
  | 'candle'
  | 'basket'
  | 'still';

export const ART_SUBJECTS: readonly ArtSubject[] = [
  'ring',
  'necklace',
  'earrings',
  'bracelet',
  'dress',
  'coat',
  'top',
  'bag',
  'vase',
  'lamp',
  'candle',
  'basket',
  'still',
];

const W_ = '[\\s_-]+';
/** The words that name each subject (a seed's spaces may have become dashes in a path). */
const SUBJECT_WORDS: readonly [ArtSubject, RegExp][] = [
  ['earrings', new RegExp(`\\b(?:earrings?|ear${W_}cuffs?)\\b`, 'gi')],
  ['ring', /\b(?:rings?)\b/gi],
  ['necklace', /\b(?:necklaces?|pendants?|chokers?|lockets?|chains?)\b/gi],
  ['bracelet', /\b(?:bracelets?|bangles?)\b/gi],
  ['dress', new RegExp(`\\b(?:shirt${W_}dress(?:es)?|dress(?:es)?|gowns?)\\b`, 'gi')],
  ['coat', /\b(?:coats?|jackets?|blazers?)\b/gi],
  ['top', /\b(?:tops?|blouses?|shirts?|tees?|sweaters?)\b/gi],
  ['bag', /\b(?:bags?|totes?|clutch(?:es)?|purses?|handbags?)\b/gi],
  ['vase', /\b(?:vases?)\b/gi],
  ['lamp', /\b(?:lamps?)\b/gi],
  ['candle', /\b(?:candles?)\b/gi],
  ['basket', /\b(?:baskets?)\b/gi],
  ['still', new RegExp(`\\b(?:mood${W_}board|still${W_}life|flat${W_}lay|colou?r${W_}study)\\b`, 'gi')],
];

/** Words that only say "a fashion picture": a figure in a dress when nothing more precise is named. */
const FASHION_WORDS = /\b(?:fashion|model|outfit|look|style)\b/i;

/**
 * The subject a text names: the item word that comes first in it (the longer one where two start at the
 * same place, so a "shirt dress" is a dress); null when it names none.
 */
export function subjectOf(text: string): ArtSubject | null {
  let best: { subject: ArtSubject; index: number; length: number } | null = null;
  for (const [subject, pattern] of SUBJECT_WORDS) {
    for (const match of text.matchAll(pattern)) {
      const candidate = { subject, index: match.index, length: match[0].length };
      if (
        !best ||
        candidate.index < best.index ||
        (candidate.index === best.index && candidate.length > best.length)
      )
        best = candidate;
    }
  }
  if (best) return best.subject;
  return FASHION_WORDS.test(text) ? 'dress' : null;
}

/** The subject drawn for a seed: the one it names, else one picked from the seed itself. */
export function subjectFor(seed: string): ArtSubject {
  return subjectOf(seed) ?? ART_SUBJECTS[hashString(seed) % ART_SUBJECTS.length];
}

/**
 * Soft colour blobs over a gradient. Each blob is a radial gradient that fades out over the band a
 * Gaussian blur (σ = long side / 14) would spread its edge across, so it looks blurred without an SVG
 * filter: a filter is re-run for every raster tile the picture touches, a gradient is a plain fill.
 */
function background(rand: () => number, pal: readonly string[], W: number, H: number, id: string): string {
  const angle = Math.floor(rand() * 360);
  const sigma = Math.max(W, H) / 14;
  const stops: string[] = [];
  const blobs: string[] = [];
  const count = 3 + Math.floor(rand() * 3);
  for (let i = 0; i < count; i += 1) {
    const r = (0.25 + rand() * 0.45) * Math.max(W, H);
    const cx = rand() * W;
    const cy = rand() * H;
    const opacity = 0.18 + rand() * 0.25;
    const outer = r + 2 * sigma;
    stops.push(
      `<radialGradient id="${id}b${i}"><stop offset="${n((r - 2 * sigma) / outer)}" stop-color="${pal[1 + (i % 3)]}"/>` +
        `<stop offset="1" stop-color="${pal[1 + (i % 3)]}" stop-opacity="0"/></radialGradient>`,
    );
    blobs.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(outer)}" fill="url(#${id}b${i})" fill-opacity="${n(opacity)}"/>`,
    );
  }
  return (
    `<defs><linearGradient id="${id}bg" gradientTransform="rotate(${angle} .5 .5)">` +
    `<stop offset="0" stop-color="${pal[0]}"/><stop offset="1" stop-color="${pal[1]}"/></linearGradient>` +
    stops.join('') +
    `<radialGradient id="${id}shine" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `</defs><rect width="${W}" height="${H}" fill="url(#${id}bg)"/>` +
    blobs.join('')
  );
}

function jewelry(
  rand: () => number,
  pal: readonly string[],
  W: number,
  H: number,
  id: string,
  subject: 'ring' | 'necklace' | 'earrings' | 'bracelet',
): string {
  const metal = pick(rand, METALS);
  const gem = pick(rand, GEMS);
  const cx = W / 2;
  const cy = H * (0.45 + rand() * 0.1);
  const size = Math.min(W, H) * (0.26 + rand() * 0.08);
  const parts: string[] = [
    `<defs><linearGradient id="${id}m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${metal[0]}"/><stop offset=".5" stop-color="${metal[1]}"/><stop offset="1" stop-color="${metal[2]}"/></linearGradient>` +
      `<radialGradient id="${id}g" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/><stop offset=".35" stop-color="${gem}"/><stop offset="1" stop-color="${pal[4]}"/></radialGradient></defs>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy + size * 1.35)}" rx="${n(size * 1.2)}" ry="${n(size * 0.18)}" fill="${pal[4]}" fill-opacity=".18"/>`,
  ];
  if (subject === 'ring') {
    // Ring seen at three quarters, with a faceted stone.
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy + size * 0.35)}" rx="${n(size)}" ry="${n(size * 0.78)}" fill="none" stroke="url(#${id}m)" stroke-width="${n(size * 0.16)}"/>`,
      `<polygon points="${n(cx - size * 0.34)},${n(cy - size * 0.42)} ${n(cx)},${n(cy - size * 0.82)} ${n(cx + size * 0.34)},${n(cy - size * 0.42)} ${n(cx)},${n(cy - size * 0.12)}" fill="url(#${id}g)" stroke="${metal[2]}" stroke-width="${n(size * 0.03)}"/>`,
      `<path d="M${n(cx - size * 0.34)} ${n(cy - size * 0.42)} L${n(cx + size * 0.34)} ${n(cy - size * 0.42)}" stroke="#fff" stroke-opacity=".6" stroke-width="${n(size * 0.02)}"/>`,
    );
  } else if (subject === 'necklace') {
    // Pendant on a chain.
    const beads: string[] = [];
    for (let i = 0; i <= 24; i += 1) {
      const t = i / 24;
      const x = cx - size * 1.6 + t * size * 3.2;
      const y = cy - size * 1.5 + Math.sin(t * Math.PI) * size * 1.3;
      beads.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.035)}" fill="url(#${id}m)"/>`);
    }
    parts.push(
      beads.join(''),
      `<circle cx="${n(cx)}" cy="${n(cy + size * 0.2)}" r="${n(size * 0.5)}" fill="url(#${id}m)"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy + size * 0.2)}" r="${n(size * 0.36)}" fill="url(#${id}g)"/>`,
    );
  } else if (subject === 'bracelet') {
    // A bangle seen from above at an angle, its stones along the near side.
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy + size * 0.3)}" rx="${n(size * 1.25)}" ry="${n(size * 0.55)}" fill="none" stroke="url(#${id}m)" stroke-width="${n(size * 0.2)}"/>`,
      `<ellipse cx="${n(cx)}" cy="${n(cy + size * 0.3)}" rx="${n(size * 1.25)}" ry="${n(size * 0.55)}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="${n(size * 0.04)}"/>`,
    );
    for (let i = 0; i < 7; i += 1) {
      const t = Math.PI * (0.15 + (i / 6) * 0.7);
      parts.push(
        `<circle cx="${n(cx + Math.cos(t) * size * 1.25)}" cy="${n(cy + size * 0.3 + Math.sin(t) * size * 0.55)}" r="${n(size * 0.09)}" fill="url(#${id}g)"/>`,
      );
    }
  } else {
    // Pair of drop earrings.
    for (const dx of [-0.55, 0.55]) {
      const x = cx + dx * size;
      parts.push(
        `<circle cx="${n(x)}" cy="${n(cy - size * 0.7)}" r="${n(size * 0.1)}" fill="url(#${id}m)"/>`,
        `<line x1="${n(x)}" y1="${n(cy - size * 0.6)}" x2="${n(x)}" y2="${n(cy - size * 0.2)}" stroke="url(#${id}m)" stroke-width="${n(size * 0.04)}"/>`,
        `<path d="M${n(x)} ${n(cy - size * 0.25)} C ${n(x + size * 0.35)} ${n(cy + size * 0.2)}, ${n(x + size * 0.2)} ${n(cy + size * 0.7)}, ${n(x)} ${n(cy + size * 0.75)} C ${n(x - size * 0.2)} ${n(cy + size * 0.7)}, ${n(x - size * 0.35)} ${n(cy + size * 0.2)}, ${n(x)} ${n(cy - size * 0.25)} Z" fill="url(#${id}g)" stroke="url(#${id}m)" stroke-width="${n(size * 0.05)}"/>`,
      );
    }
  }
  parts.push(
    `<circle cx="${n(cx - size * 0.3)}" cy="${n(cy - size * 0.3)}" r="${n(size * 0.9)}" fill="url(#${id}shine)" fill-opacity=".35"/>`,
  );
  return parts.join('');
}

/**
 * An upload a figure wears: the garment is cut from the picture itself (its colours and pattern, an SVG pattern
 * filling the garment's shape) over the picture's main colour, its trims in the picture's second colour.
 */
interface Worn {
  photo: string;
  colours: readonly string[];
  id: string;
}

function fashion(
  rand: () => number,
  pal: readonly string[],
  W: number,
  H: number,
  garment: 'dress' | 'coat' | 'top' = 'dress',
  worn?: Worn,
): string {
  const cx = W / 2;
  const top = H * 0.12;
  const h = H * 0.8;
  const sh = Math.min(W * 0.22, h * 0.16);
  const skin = pick(rand, ['#f1d3bf', '#d9a88b', '#a87458', '#6f4a36']);
  const drawnCloth = pal[2 + Math.floor(rand() * 2)];
  const cloth = worn ? `url(#${worn.id}wear)` : drawnCloth;
  const accent = worn?.colours[1] ?? pal[4];
  const base = worn?.colours[0] ?? drawnCloth;
  const hair = pal[4];
  const hem = sh * (1.2 + rand() * 1.1);
  const waist = top + h * 0.42;
  const parts = [
    worn
      ? // The picture tiles the garment at the garment's scale, over its main colour (seen while it loads).
        `<defs><pattern id="${worn.id}wear" patternUnits="userSpaceOnUse" x="${n(cx - sh * 1.2)}" y="${n(top + h * 0.15)}" width="${n(sh * 2.4)}" height="${n(sh * 2.4)}">` +
        `<rect width="${n(sh * 2.4)}" height="${n(sh * 2.4)}" fill="${base}"/>` +
        `<image href="${esc(worn.photo)}" width="${n(sh * 2.4)}" height="${n(sh * 2.4)}" preserveAspectRatio="xMidYMid slice"/></pattern></defs>`
      : '',
    `<ellipse cx="${n(cx)}" cy="${n(top + h * 0.98)}" rx="${n(sh * 1.6)}" ry="${n(sh * 0.16)}" fill="${hair}" fill-opacity=".15"/>`,
    // legs
    `<rect x="${n(cx - sh * 0.32)}" y="${n(waist)}" width="${n(sh * 0.22)}" height="${n(h * 0.55)}" rx="${n(sh * 0.1)}" fill="${skin}"/>`,
    `<rect x="${n(cx + sh * 0.1)}" y="${n(waist)}" width="${n(sh * 0.22)}" height="${n(h * 0.55)}" rx="${n(sh * 0.1)}" fill="${skin}"/>`,
    // arms
    `<path d="M${n(cx - sh * 0.95)} ${n(top + h * 0.2)} q ${n(-sh * 0.25)} ${n(h * 0.2)} ${n(-sh * 0.05)} ${n(h * 0.36)}" stroke="${skin}" stroke-width="${n(sh * 0.2)}" stroke-linecap="round" fill="none"/>`,
    `<path d="M${n(cx + sh * 0.95)} ${n(top + h * 0.2)} q ${n(sh * 0.25)} ${n(h * 0.2)} ${n(sh * 0.05)} ${n(h * 0.36)}" stroke="${skin}" stroke-width="${n(sh * 0.2)}" stroke-linecap="round" fill="none"/>`,
    // head and neck
    `<rect x="${n(cx - sh * 0.12)}" y="${n(top + h * 0.1)}" width="${n(sh * 0.24)}" height="${n(h * 0.08)}" fill="${skin}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(top + h * 0.06)}" rx="${n(sh * 0.38)}" ry="${n(sh * 0.48)}" fill="${skin}"/>`,
    `<path d="M${n(cx - sh * 0.42)} ${n(top + h * 0.07)} q ${n(sh * 0.42)} ${n(-sh * 1.1)} ${n(sh * 0.84)} 0 q ${n(sh * 0.1)} ${n(sh * 0.7)} ${n(-sh * 0.1)} ${n(sh * 1.0)} l 0 ${n(-sh * 0.9)} q ${n(-sh * 0.32)} ${n(-sh * 0.4)} ${n(-sh * 0.64)} 0 l 0 ${n(sh * 0.9)} q ${n(-sh * 0.2)} ${n(-sh * 0.3)} ${n(-sh * 0.1)} ${n(-sh * 1.0)} z" fill="${hair}"/>`,
  ];
  const shoulders = top + h * 0.17;
  if (garment === 'dress') {
    // Bodice and skirt.
    parts.push(
      `<path d="M${n(cx - sh)} ${n(shoulders)} L${n(cx + sh)} ${n(shoulders)} L${n(cx + sh * 0.55)} ${n(waist)} L${n(cx + hem)} ${n(top + h * (0.62 + rand() * 0.2))} L${n(cx - hem)} ${n(top + h * (0.62 + rand() * 0.2))} L${n(cx - sh * 0.55)} ${n(waist)} Z" fill="${cloth}"/>`,
      `<path d="M${n(cx - sh * 0.55)} ${n(waist)} L${n(cx + sh * 0.55)} ${n(waist)}" stroke="${accent}" stroke-width="${n(sh * 0.08)}"/>`,
    );
  } else if (garment === 'coat') {
    // A long coat to the knee: sleeves over the arms, lapels, a belt and a row of buttons.
    const knee = top + h * 0.72;
    parts.push(
      `<path d="M${n(cx - sh)} ${n(shoulders)} l ${n(-sh * 0.3)} ${n(h * 0.38)} l ${n(sh * 0.26)} ${n(h * 0.02)} l ${n(sh * 0.1)} ${n(-h * 0.3)} Z" fill="${cloth}"/>`,
      `<path d="M${n(cx + sh)} ${n(shoulders)} l ${n(sh * 0.3)} ${n(h * 0.38)} l ${n(-sh * 0.26)} ${n(h * 0.02)} l ${n(-sh * 0.1)} ${n(-h * 0.3)} Z" fill="${cloth}"/>`,
      `<path d="M${n(cx - sh)} ${n(shoulders)} L${n(cx + sh)} ${n(shoulders)} L${n(cx + sh * 1.05)} ${n(knee)} L${n(cx - sh * 1.05)} ${n(knee)} Z" fill="${cloth}"/>`,
      `<path d="M${n(cx - sh * 0.45)} ${n(shoulders)} L${n(cx)} ${n(top + h * 0.36)} L${n(cx + sh * 0.45)} ${n(shoulders)}" fill="none" stroke="${accent}" stroke-width="${n(sh * 0.07)}"/>`,
      `<rect x="${n(cx - sh * 0.98)}" y="${n(waist - sh * 0.08)}" width="${n(sh * 1.96)}" height="${n(sh * 0.16)}" fill="${accent}"/>`,
    );
    for (let i = 0; i < 3; i += 1)
      parts.push(
        `<circle cx="${n(cx + sh * 0.15)}" cy="${n(waist + (i + 1) * h * 0.07)}" r="${n(sh * 0.06)}" fill="${accent}"/>`,
      );
  } else {
    // A blouse to the waist over trousers.
    parts.push(
      `<path d="M${n(cx - sh * 0.62)} ${n(waist)} L${n(cx + sh * 0.62)} ${n(waist)} L${n(cx + sh * 0.5)} ${n(top + h * 0.97)} L${n(cx + sh * 0.08)} ${n(top + h * 0.97)} L${n(cx)} ${n(waist + h * 0.1)} L${n(cx - sh * 0.08)} ${n(top + h * 0.97)} L${n(cx - sh * 0.5)} ${n(top + h * 0.97)} Z" fill="${accent}"/>`,
      `<path d="M${n(cx - sh)} ${n(shoulders)} L${n(cx + sh)} ${n(shoulders)} L${n(cx + sh * 0.7)} ${n(waist + h * 0.03)} L${n(cx - sh * 0.7)} ${n(waist + h * 0.03)} Z" fill="${cloth}"/>`,
      `<path d="M${n(cx - sh)} ${n(shoulders)} l ${n(-sh * 0.28)} ${n(h * 0.16)} l ${n(sh * 0.22)} ${n(h * 0.03)} Z" fill="${cloth}"/>`,
      `<path d="M${n(cx + sh)} ${n(shoulders)} l ${n(sh * 0.28)} ${n(h * 0.16)} l ${n(-sh * 0.22)} ${n(h * 0.03)} Z" fill="${cloth}"/>`,
      `<path d="M${n(cx - sh * 0.3)} ${n(shoulders)} Q ${n(cx)} ${n(shoulders + sh * 0.5)} ${n(cx + sh * 0.3)} ${n(shoulders)}" fill="${pal[0]}" fill-opacity=".6"/>`,
    );
  }
  const stripes = garment === 'dress' ? Math.floor(rand() * 4) : 0;
  for (let i = 0; i < stripes; i += 1) {
    const y = waist + (i + 1) * h * 0.06;
    parts.push(
      `<path d="M${n(cx - sh * (0.7 + i * 0.2))} ${n(y)} L${n(cx + sh * (0.7 + i * 0.2))} ${n(y)}" stroke="${pal[0]}" stroke-opacity=".45" stroke-width="${n(sh * 0.04)}"/>`,
    );
  }
  return parts.join('');
}

function still(rand: () => number, pal: readonly string[], W: number, H: number, id: string): string {
  const parts: string[] = [];
  const floor = H * (0.68 + rand() * 0.1);
  parts.push(
    `<rect x="0" y="${n(floor)}" width="${W}" height="${n(H - floor)}" fill="${pal[1]}" fill-opacity=".7"/>`,
  );
  const count = 2 + Math.floor(rand() * 3);
  for (let i = 0; i < count; i += 1) {
    const w = W * (0.14 + rand() * 0.16);
    const h = H * (0.18 + rand() * 0.32);
    const x = W * (0.12 + (i / count) * 0.7) + rand() * W * 0.05;
    const color = pal[2 + (i % 3)];
    if (rand() > 0.5) {
      parts.push(
        `<rect x="${n(x)}" y="${n(floor - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.18)}" fill="${color}"/>`,
      );
    } else {
      parts.push(
        `<ellipse cx="${n(x + w / 2)}" cy="${n(floor - h / 2)}" rx="${n(w / 2)}" ry="${n(h / 2)}" fill="${color}"/>`,
      );
    }
    parts.push(
      `<ellipse cx="${n(x + w / 2)}" cy="${n(floor)}" rx="${n(w * 0.6)}" ry="${n(H * 0.012)}" fill="${pal[4]}" fill-opacity=".2"/>`,
    );
  }
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${id}shine)" fill-opacity=".25"/>`);
  return parts.join('');
}

/** One home or fashion object standing on a floor: a bag, a vase, a lamp, a candle or a basket. */
function object(
  rand: () => number,
  pal: readonly string[],
  W: number,
  H: number,
  id: string,
  subject: 'bag' | 'vase' | 'lamp' | 'candle' | 'basket',
): string {
  const floor = H * (0.74 + rand() * 0.06);
  const cx = W / 2;
  const s = Math.min(W, H) * (0.3 + rand() * 0.06);
  const body = pal[2 + Math.floor(rand() * 2)];
  const dark = pal[4];
  const parts = [
    `<rect x="0" y="${n(floor)}" width="${W}" height="${n(H - floor)}" fill="${pal[1]}" fill-opacity=".7"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(floor)}" rx="${n(s * 0.9)}" ry="${n(s * 0.08)}" fill="${dark}" fill-opacity=".2"/>`,
  ];
  if (subject === 'bag') {
    // A tote: a body narrowing to the top, two handles, a clasp.
    const top = floor - s * 1.05;
    parts.push(
      `<path d="M${n(cx - s * 0.55)} ${n(top + s * 0.1)} q ${n(s * 0.05)} ${n(-s * 0.75)} ${n(s * 0.35)} ${n(-s * 0.75)} q ${n(s * 0.3)} 0 ${n(s * 0.35)} ${n(s * 0.75)}" fill="none" stroke="${dark}" stroke-width="${n(s * 0.06)}"/>`,
      `<path d="M${n(cx - s * 0.15)} ${n(top + s * 0.1)} q ${n(s * 0.05)} ${n(-s * 0.75)} ${n(s * 0.35)} ${n(-s * 0.75)} q ${n(s * 0.3)} 0 ${n(s * 0.35)} ${n(s * 0.75)}" fill="none" stroke="${dark}" stroke-width="${n(s * 0.06)}"/>`,
      `<path d="M${n(cx - s * 0.7)} ${n(top)} L${n(cx + s * 0.7)} ${n(top)} L${n(cx + s * 0.85)} ${n(floor)} L${n(cx - s * 0.85)} ${n(floor)} Z" fill="${body}"/>`,
      `<path d="M${n(cx - s * 0.7)} ${n(top + s * 0.18)} L${n(cx + s * 0.7)} ${n(top + s * 0.18)}" stroke="${dark}" stroke-opacity=".4" stroke-width="${n(s * 0.03)}"/>`,
      `<rect x="${n(cx - s * 0.08)}" y="${n(top + s * 0.12)}" width="${n(s * 0.16)}" height="${n(s * 0.12)}" rx="${n(s * 0.02)}" fill="${METALS[0][1]}"/>`,
    );
  } else if (subject === 'vase') {
    // A vase with a neck, and a sprig in it.
    const top = floor - s * 1.5;
    parts.push(
      `<path d="M${n(cx)} ${n(top + s * 0.2)} q ${n(-s * 0.1)} ${n(-s * 0.5)} ${n(-s * 0.4)} ${n(-s * 0.7)} M${n(cx)} ${n(top + s * 0.2)} q ${n(s * 0.15)} ${n(-s * 0.55)} ${n(s * 0.45)} ${n(-s * 0.6)}" fill="none" stroke="${pal[3]}" stroke-width="${n(s * 0.03)}"/>`,
      `<ellipse cx="${n(cx - s * 0.4)}" cy="${n(top - s * 0.5)}" rx="${n(s * 0.12)}" ry="${n(s * 0.06)}" fill="${pal[3]}"/>`,
      `<ellipse cx="${n(cx + s * 0.45)}" cy="${n(top - s * 0.4)}" rx="${n(s * 0.12)}" ry="${n(s * 0.06)}" fill="${pal[3]}"/>`,
      `<path d="M${n(cx - s * 0.16)} ${n(top + s * 0.2)} L${n(cx + s * 0.16)} ${n(top + s * 0.2)} L${n(cx + s * 0.14)} ${n(top + s * 0.5)} C ${n(cx + s * 0.75)} ${n(top + s * 0.75)}, ${n(cx + s * 0.6)} ${n(floor)}, ${n(cx + s * 0.25)} ${n(floor)} L${n(cx - s * 0.25)} ${n(floor)} C ${n(cx - s * 0.6)} ${n(floor)}, ${n(cx - s * 0.75)} ${n(top + s * 0.75)}, ${n(cx - s * 0.14)} ${n(top + s * 0.5)} Z" fill="${body}"/>`,
      `<rect x="${n(cx - s * 0.5)}" y="${n(top + s * 0.5)}" width="${n(s)}" height="${n(s)}" fill="url(#${id}shine)" fill-opacity=".35"/>`,
    );
  } else if (subject === 'lamp') {
    // A table lamp: a shade on a stem, a round foot, a glow.
    const shadeTop = floor - s * 1.6;
    parts.push(
      `<circle cx="${n(cx)}" cy="${n(shadeTop + s * 0.45)}" r="${n(s * 0.9)}" fill="#fff6d5" fill-opacity=".5"/>`,
      `<rect x="${n(cx - s * 0.04)}" y="${n(shadeTop + s * 0.5)}" width="${n(s * 0.08)}" height="${n(floor - shadeTop - s * 0.55)}" fill="${dark}"/>`,
      `<ellipse cx="${n(cx)}" cy="${n(floor - s * 0.05)}" rx="${n(s * 0.35)}" ry="${n(s * 0.09)}" fill="${dark}"/>`,
      `<path d="M${n(cx - s * 0.3)} ${n(shadeTop)} L${n(cx + s * 0.3)} ${n(shadeTop)} L${n(cx + s * 0.6)} ${n(shadeTop + s * 0.55)} L${n(cx - s * 0.6)} ${n(shadeTop + s * 0.55)} Z" fill="${body}"/>`,
    );
  } else if (subject === 'candle') {
    // A pillar candle with its flame.
    const top = floor - s * 1.1;
    const w = s * 0.5;
    parts.push(
      `<circle cx="${n(cx)}" cy="${n(top - s * 0.25)}" r="${n(s * 0.45)}" fill="#ffe1a8" fill-opacity=".45"/>`,
      `<rect x="${n(cx - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(floor - top)}" fill="${body}"/>`,
      `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(w / 2)}" ry="${n(w * 0.12)}" fill="${pal[1]}"/>`,
      `<line x1="${n(cx)}" y1="${n(top)}" x2="${n(cx)}" y2="${n(top - s * 0.1)}" stroke="${dark}" stroke-width="${n(s * 0.02)}"/>`,
      `<path d="M${n(cx)} ${n(top - s * 0.42)} C ${n(cx + s * 0.12)} ${n(top - s * 0.25)}, ${n(cx + s * 0.08)} ${n(top - s * 0.1)}, ${n(cx)} ${n(top - s * 0.1)} C ${n(cx - s * 0.08)} ${n(top - s * 0.1)}, ${n(cx - s * 0.12)} ${n(top - s * 0.25)}, ${n(cx)} ${n(top - s * 0.42)} Z" fill="#f3b65b"/>`,
    );
  } else {
    // A woven basket with a handle.
    const top = floor - s * 0.8;
    const weave: string[] = [];
    for (let i = 1; i < 5; i += 1)
      weave.push(
        `<path d="M${n(cx - s * (0.8 - i * 0.025))} ${n(top + (i * (floor - top)) / 5)} L${n(cx + s * (0.8 - i * 0.025))} ${n(top + (i * (floor - top)) / 5)}" stroke="${dark}" stroke-opacity=".35" stroke-width="${n(s * 0.025)}"/>`,
      );
    for (let i = -3; i <= 3; i += 1)
      weave.push(
        `<path d="M${n(cx + i * s * 0.22)} ${n(top)} L${n(cx + i * s * 0.19)} ${n(floor)}" stroke="${dark}" stroke-opacity=".25" stroke-width="${n(s * 0.02)}"/>`,
      );
    parts.push(
      `<path d="M${n(cx - s * 0.6)} ${n(top)} Q ${n(cx)} ${n(top - s * 1.1)} ${n(cx + s * 0.6)} ${n(top)}" fill="none" stroke="${body}" stroke-width="${n(s * 0.08)}"/>`,
      `<path d="M${n(cx - s * 0.85)} ${n(top)} L${n(cx + s * 0.85)} ${n(top)} L${n(cx + s * 0.68)} ${n(floor)} L${n(cx - s * 0.68)} ${n(floor)} Z" fill="${body}"/>`,
      ...weave,
      `<rect x="${n(cx - s * 0.88)}" y="${n(top - s * 0.05)}" width="${n(s * 1.76)}" height="${n(s * 0.1)}" rx="${n(s * 0.05)}" fill="${dark}" fill-opacity=".55"/>`,
    );
  }
  return parts.join('');
}

/** Spec 3 §2.1's animation effects, one word each: what the preview of an effect does. */
const EFFECT_MOTIONS: readonly [RegExp, string][] = [
  [/orbit/i, 'orbit'],
  [/sparkle/i, 'sparkle'],
  [/zoom/i, 'zoom'],
  [/breeze/i, 'breeze'],
  [/sweep/i, 'sweep'],
  [/rotate/i, 'rotate'],
  [/float/i, 'float'],
  [/petal/i, 'petal'],
];

/**
 * The preview of an animation effect (seeds `fx-{effect}-{a|b}`): the product of the seed doing what the
 * effect says, looping (SMIL, so it plays in an <img> with no script). The second sample (`-b`) shows
 * another product, so an effect's two previews differ, and so do any two effects.
 */
function effectPreview(
  seed: string,
  rand: () => number,
  pal: readonly string[],
  W: number,
  H: number,
  id: string,
) {
  const motion = EFFECT_MOTIONS.find(([pattern]) => pattern.test(seed))?.[1] ?? 'float';
  const product = subjectOf(seed) ?? (['ring', 'necklace', 'bag', 'vase'] as const)[hashString(seed) % 4];
  const art =
    product === 'ring' || product === 'necklace' || product === 'earrings' || product === 'bracelet'
      ? jewelry(rand, pal, W, H, id, product)
      : product === 'dress' || product === 'coat' || product === 'top'
        ? fashion(rand, pal, W, H, product)
        : product === 'still'
          ? still(rand, pal, W, H, id)
          : object(rand, pal, W, H, id, product);
  const cx = n(W / 2);
  const cy = n(H / 2);
  const loop = 'dur="4s" repeatCount="indefinite"';
  let animation = '';
  let extra = '';
  if (motion === 'orbit')
    animation = `<animateTransform attributeName="transform" type="translate" values="0 0;${n(W * 0.08)} ${n(-H * 0.03)};0 ${n(-H * 0.05)};${n(-W * 0.08)} ${n(-H * 0.03)};0 0" ${loop}/>`;
  else if (motion === 'zoom')
    animation = `<animateTransform attributeName="transform" type="scale" values="1;1.25;1" additive="sum" ${loop}/>`;
  else if (motion === 'breeze')
    animation = `<animateTransform attributeName="transform" type="skewX" values="0;4;-3;0" ${loop}/>`;
  else if (motion === 'rotate')
    animation = `<animateTransform attributeName="transform" type="rotate" from="0 ${cx} ${cy}" to="360 ${cx} ${cy}" ${loop}/>`;
  else if (motion === 'float')
    animation = `<animateTransform attributeName="transform" type="translate" values="0 0;0 ${n(-H * 0.06)};0 0" ${loop}/>`;
  if (motion === 'sparkle')
    for (let i = 0; i < 6; i += 1) {
      const x = W * (0.2 + rand() * 0.6);
      const y = H * (0.2 + rand() * 0.5);
      const r = Math.min(W, H) * 0.03;
      extra += `<path d="M${n(x)} ${n(y - r)} L${n(x + r * 0.3)} ${n(y - r * 0.3)} L${n(x + r)} ${n(y)} L${n(x + r * 0.3)} ${n(y + r * 0.3)} L${n(x)} ${n(y + r)} L${n(x - r * 0.3)} ${n(y + r * 0.3)} L${n(x - r)} ${n(y)} L${n(x - r * 0.3)} ${n(y - r * 0.3)} Z" fill="#fff"><animate attributeName="opacity" values="0;1;0" begin="${n(i * 0.6)}s" ${loop}/></path>`;
    }
  else if (motion === 'sweep')
    extra = `<rect y="0" width="${n(W * 0.25)}" height="${H}" fill="#fff" fill-opacity=".35" transform="skewX(-15)"><animate attributeName="x" values="${n(-W * 0.5)};${n(W * 1.3)}" ${loop}/></rect>`;
  else if (motion === 'petal')
    for (let i = 0; i < 7; i += 1) {
      const x = W * (0.1 + rand() * 0.8);
      extra += `<ellipse cx="${n(x)}" cy="0" rx="${n(W * 0.02)}" ry="${n(W * 0.012)}" fill="${pal[2]}"><animateTransform attributeName="transform" type="translate" values="0 ${n(-H * 0.05)};${n(W * 0.05)} ${n(H * 1.05)}" begin="${n(i * 0.55)}s" ${loop}/></ellipse>`;
    }
  return `<g>${art}${animation}</g>${extra}`;
}

function photoFrame(
  photo: string,
  rand: () => number,
  pal: readonly string[],
  W: number,
  H: number,
  id: string,
): string {
  // The user's picture on a card, tilted slightly, as the hero of a styled scene.
  const fw = W * 0.66;
  const fh = H * 0.62;
  const x = (W - fw) / 2;
  const y = (H - fh) / 2 - H * 0.04;
  const tilt = n((rand() - 0.5) * 8);
  const pad = Math.min(fw, fh) * 0.04;
  const accents: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const r = Math.min(W, H) * (0.02 + rand() * 0.05);
    accents.push(
      `<circle cx="${n(rand() * W)}" cy="${n(rand() > 0.5 ? rand() * y : y + fh + rand() * (H - y - fh))}" r="${n(r)}" fill="${pal[2 + (i % 3)]}" fill-opacity=".55"/>`,
    );
  }
  return (
    accents.join('') +
    `<ellipse cx="${n(W / 2)}" cy="${n(y + fh + pad * 3)}" rx="${n(fw * 0.45)}" ry="${n(H * 0.025)}" fill="${pal[4]}" fill-opacity=".18"/>` +
    `<g transform="rotate(${tilt} ${n(W / 2)} ${n(H / 2)})">` +
    `<rect x="${n(x - pad)}" y="${n(y - pad)}" width="${n(fw + pad * 2)}" height="${n(fh + pad * 2)}" rx="${n(pad * 1.2)}" fill="#fff"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(fw)}" height="${n(fh)}" fill="${pal[0]}"/>` +
    `<image href="${esc(photo)}" x="${n(x)}" y="${n(y)}" width="${n(fw)}" height="${n(fh)}" preserveAspectRatio="xMidYMid meet"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(fw)}" height="${n(fh)}" fill="url(#${id}shine)" fill-opacity=".25"/></g>`
  );
}

/** The four Try-On backdrops the marketing screen offers, drawn flat; an unknown name gets the studio. */
function backdrop(name: string, W: number, H: number): string {
  const floor = H * 0.78;
  const key = name.toLowerCase();
  if (key.includes('city'))
    return (
      `<rect width="${W}" height="${H}" fill="#b8c4d6"/>` +
      [0.05, 0.27, 0.5, 0.72]
        .map(
          (x, i) =>
            `<rect x="${n(W * x)}" y="${n(H * (0.18 + (i % 2) * 0.12))}" width="${n(W * 0.2)}" height="${n(floor)}" fill="${i % 2 ? '#6b7a90' : '#8795a8'}"/>`,
        )
        .join('') +
      `<rect y="${n(floor)}" width="${W}" height="${n(H - floor)}" fill="#4a4f57"/>`
    );
  if (key.includes('beach'))
    return (
      `<rect width="${W}" height="${n(floor)}" fill="#f4a259"/>` +
      `<circle cx="${n(W * 0.75)}" cy="${n(floor * 0.8)}" r="${n(Math.min(W, H) * 0.12)}" fill="#f9d56e"/>` +
      `<rect y="${n(floor * 0.86)}" width="${W}" height="${n(floor * 0.14)}" fill="#3d7ea6"/>` +
      `<rect y="${n(floor)}" width="${W}" height="${n(H - floor)}" fill="#e8c992"/>`
    );
  if (key.includes('boutique'))
    return (
      `<rect width="${W}" height="${H}" fill="#e9d8c4"/>` +
      [0.3, 0.5]
        .map((y) => `<rect x="0" y="${n(H * y)}" width="${W}" height="${n(H * 0.015)}" fill="#a47551"/>`)
        .join('') +
      `<rect y="${n(floor)}" width="${W}" height="${n(H - floor)}" fill="#8c5e3c"/>`
    );
  return `<rect width="${W}" height="${H}" fill="#f5f5f5"/><rect y="${n(floor)}" width="${W}" height="${n(H - floor)}" fill="#e4e4e4"/>`;
}

/** The garment a worn upload becomes: the one the seed names (a coat, a top), else a dress. */
function garmentOf(seed: string): 'dress' | 'coat' | 'top' {
  const named = subjectOf(seed);
  return named === 'coat' || named === 'top' ? named : 'dress';
}

/** The settings a marketing template names ('Marble table', 'Velvet display' …), drawn behind the product. */
export type ArtScene = 'marble' | 'velvet' | 'linen' | 'botanical' | 'street';

const SCENE_WORDS: readonly [ArtScene, RegExp][] = [
  ['marble', /\bmarble\b/i],
  ['velvet', /\bvelvet\b/i],
  ['linen', /\b(?:sunlit|crumpled)[\s_-]+linen\b|\bon[\s_-]+(?:pale[\s_-]+)?linen\b/i],
  ['botanical', /\b(?:botanical|leaves|petals)\b/i],
  ['street', /\b(?:street[\s_-]+scene|city[\s_-]+street)\b/i],
];

/** The setting a seed names, or null (the soft colour background). */
export function sceneOf(text: string): ArtScene | null {
  return SCENE_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** A full-frame setting under the product: a marble top with veins, velvet, linen in window light, leaves, a street. */
function scene(kind: ArtScene, rand: () => number, W: number, H: number, id: string): string {
  const horizon = H * 0.42;
  if (kind === 'marble') {
    const veins: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      const y = horizon + rand() * (H - horizon);
      const x = -W * 0.1;
      const d = `M${n(x)} ${n(y)} C ${n(W * 0.3)} ${n(y - H * (0.05 + rand() * 0.2))}, ${n(W * 0.6)} ${n(y + H * (rand() * 0.25 - 0.1))}, ${n(W * 1.1)} ${n(y - H * rand() * 0.15)}`;
      veins.push(
        `<path d="${d}" fill="none" stroke="${i % 3 ? '#9aa0a8' : '#c2a878'}" stroke-opacity="${n(0.25 + rand() * 0.4)}" stroke-width="${n(1 + rand() * 5)}"/>`,
      );
    }
    return (
      `<defs><linearGradient id="${id}wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9d4cc"/><stop offset="1" stop-color="#efebe4"/></linearGradient></defs>` +
      `<rect width="${W}" height="${n(horizon)}" fill="url(#${id}wall)"/>` +
      `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="#f7f6f3"/>` +
      veins.join('') +
      `<rect y="${n(horizon)}" width="${W}" height="${n(H * 0.012)}" fill="#ffffff"/>`
    );
  }
  if (kind === 'velvet') {
    const tone = pick(rand, [
      ['#5a1026', '#2b0712'],
      ['#0f4a3c', '#06241d'],
      ['#1d2a5a', '#0c1230'],
    ]);
    return (
      `<defs><radialGradient id="${id}vel" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="${tone[0]}"/><stop offset="1" stop-color="${tone[1]}"/></radialGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#${id}vel)"/>` +
      `<ellipse cx="${n(W / 2)}" cy="${n(H * 0.86)}" rx="${n(W * 0.42)}" ry="${n(H * 0.09)}" fill="${tone[0]}" stroke="#000" stroke-opacity=".25"/>` +
      `<ellipse cx="${n(W * 0.42)}" cy="${n(H * 0.3)}" rx="${n(W * 0.25)}" ry="${n(H * 0.2)}" fill="#fff" fill-opacity=".06"/>`
    );
  }
  if (kind === 'linen') {
    const shadows: string[] = [];
    for (let i = 0; i < 4; i += 1)
      shadows.push(
        `<rect x="${n(W * (0.05 + i * 0.24))}" y="${n(-H * 0.2)}" width="${n(W * 0.09)}" height="${n(H * 1.5)}" fill="#8a7556" fill-opacity=".13" transform="rotate(28 ${n(W / 2)} ${n(H / 2)})"/>`,
      );
    const folds: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const y = H * (0.15 + rand() * 0.8);
      folds.push(
        `<path d="M0 ${n(y)} Q ${n(W * 0.5)} ${n(y + H * (rand() * 0.08 - 0.04))} ${W} ${n(y + H * 0.02)}" fill="none" stroke="#c9b99c" stroke-opacity=".5" stroke-width="${n(2 + rand() * 4)}"/>`,
      );
    }
    return `<rect width="${W}" height="${H}" fill="#ece3d3"/>${folds.join('')}${shadows.join('')}`;
  }
  if (kind === 'botanical') {
    const leaves: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      const edge = i % 4;
      const x = edge === 0 ? rand() * W * 0.2 : edge === 1 ? W - rand() * W * 0.2 : rand() * W;
      const y = edge === 2 ? rand() * H * 0.18 : edge === 3 ? H - rand() * H * 0.18 : rand() * H;
      const colour = pick(rand, ['#4e7a43', '#6f9a5b', '#2f5d3a', '#91b87f', '#e8a1b0']);
      leaves.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(W * 0.09)}" ry="${n(W * 0.03)}" fill="${colour}" transform="rotate(${Math.floor(rand() * 180)} ${n(x)} ${n(y)})"/>`,
      );
    }
    return `<rect width="${W}" height="${H}" fill="#eef3e8"/>${leaves.join('')}`;
  }
  // A city street at golden hour.
  const floor = H * 0.8;
  return (
    `<defs><linearGradient id="${id}sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6c48a"/><stop offset="1" stop-color="#f3e0c2"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}sky)"/>` +
    [0, 0.2, 0.42, 0.63, 0.82]
      .map(
        (x, i) =>
          `<rect x="${n(W * x)}" y="${n(H * (0.12 + ((i * 7) % 5) * 0.05))}" width="${n(W * 0.19)}" height="${n(floor)}" fill="${i % 2 ? '#7d6b5d' : '#9c8573'}"/>`,
      )
      .join('') +
    `<rect y="${n(floor)}" width="${W}" height="${n(H - floor)}" fill="#5b5650"/>`
  );
}

/** Renders the artwork as an SVG document string. */
export function renderArt(options: ArtOptions): string {
  const { seed, photo, label } = options;
  const ratioW = options.ratioW > 0 ? options.ratioW : 1;
  const ratioH = options.ratioH > 0 ? options.ratioH : 1;
  // Drawing space: 1000 units on the long side.
  const W = ratioW >= ratioH ? 1000 : Math.round((1000 * ratioW) / ratioH);
  const H = ratioW >= ratioH ? Math.round((1000 * ratioH) / ratioW) : 1000;
  const outW = Math.max(16, Math.min(4096, Math.round(options.width ?? W)));
  const outH = Math.max(16, Math.round((outW * H) / W));
  const rand = prng(hashString(seed));
  const pal = PALETTES[hashString(`${seed}:palette`) % PALETTES.length];
  const id = `a${hashString(seed).toString(36)}`;
  const subject = options.subject ?? subjectFor(seed);
  const wearing = Boolean(photo) && options.tryOnBackdrop !== undefined;
  const setting = wearing ? null : sceneOf(seed);
  let body = background(rand, pal, W, H, id);
  if (setting) body += scene(setting, rand, W, H, id);
  if (photo && wearing)
    body =
      backdrop(options.tryOnBackdrop ?? '', W, H) +
      fashion(rand, pal, W, H, garmentOf(seed), { photo, colours: options.photoColours ?? [], id });
  else if (photo) body += photoFrame(photo, rand, pal, W, H, id);
  else if (/^fx-/i.test(seed)) body += effectPreview(seed, rand, pal, W, H, id);
  else if (subject === 'ring' || subject === 'necklace' || subject === 'earrings' || subject === 'bracelet')
    body += jewelry(rand, pal, W, H, id, subject);
  else if (subject === 'dress' || subject === 'coat' || subject === 'top')
    body += fashion(rand, pal, W, H, subject);
  else if (subject === 'still') body += still(rand, pal, W, H, id);
  else body += object(rand, pal, W, H, id, subject);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${W} ${H}" data-subject="${photo ? (wearing ? 'worn' : 'upload') : subject}"${setting ? ` data-scene="${setting}"` : ''} ` +
    `preserveAspectRatio="xMidYMid slice" role="img" aria-label="${esc(label ?? `Generated artwork ${seed}`)}">${body}</svg>`
  );
}

/** Parses aspect-ratio strings like "3:4" or "3x4"; falls back to 1:1. */
export function parseRatio(ar: string | null | undefined): [number, number] {
  const m = /^\s*(\d+(?:\.\d+)?)\s*[:x]\s*(\d+(?:\.\d+)?)\s*$/i.exec(ar ?? '');
  if (!m) return [1, 1];
  const w = Number(m[1]);
  const h = Number(m[2]);
  return w > 0 && h > 0 ? [w, h] : [1, 1];
}

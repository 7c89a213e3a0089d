/**
 * The main colours of an uploaded picture, so a Try-On or fashion-factory result dresses its model figure in them
 * (issue 43 §7). From the pixels where the browser can decode the file (mocks/handlers/upload.ts draws it on a
 * canvas), from the colours an SVG names otherwise (Jest has no canvas). Near-white and transparent pixels are the
 * photo's background, not the garment: they count only when there is nothing else.
 */

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const isBackground = (r: number, g: number, b: number, a: number) =>
  a < 128 || (r > 235 && g > 235 && b > 235);

interface Bucket {
  count: number;
  r: number;
  g: number;
  b: number;
}

/** Colours far enough apart to read as different (a garment's second colour is not a shade of its first). */
const distance = (a: Bucket, b: Bucket) =>
  Math.abs(a.r / a.count - b.r / b.count) +
  Math.abs(a.g / a.count - b.g / b.count) +
  Math.abs(a.b / a.count - b.b / b.count);

/** The `count` most frequent colours of RGBA pixels (4 bits a channel), most frequent first, as `#rrggbb`. */
export function dominantColours(pixels: ArrayLike<number>, count = 3): string[] {
  const buckets = new Map<number, Bucket>();
  const add = (skipBackground: boolean) => {
    for (let i = 0; i + 3 < pixels.length; i += 4) {
      const [r, g, b, a] = [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]];
      if (skipBackground && isBackground(r, g, b, a)) continue;
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const bucket = buckets.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
      bucket.count += 1;
      bucket.r += r;
      bucket.g += g;
      bucket.b += b;
      buckets.set(key, bucket);
    }
  };
  add(true);
  if (buckets.size === 0) add(false);
  const chosen: Bucket[] = [];
  for (const bucket of [...buckets.values()].sort((x, y) => y.count - x.count)) {
    if (chosen.every((other) => distance(other, bucket) > 60)) chosen.push(bucket);
    if (chosen.length === count) break;
  }
  return chosen.map((bucket) =>
    hex(bucket.r / bucket.count, bucket.g / bucket.count, bucket.b / bucket.count),
  );
}

/** The colours an SVG's markup names (`#rgb`, `#rrggbb`, `rgb(…)`), most used first. */
export function svgColours(svg: string, count = 3): string[] {
  const pixels: number[] = [];
  for (const match of svg.matchAll(
    /#([0-9a-f]{6}|[0-9a-f]{3})\b|rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)/gi,
  )) {
    if (match[1]) {
      const full = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
      pixels.push(...[0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)), 255);
    } else pixels.push(Number(match[2]), Number(match[3]), Number(match[4]), 255);
  }
  return dominantColours(pixels, count);
}

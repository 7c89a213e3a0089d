import { instances } from './index';

/**
 * The pseudo-locale (issue 30's guard): every English text about 40 % longer, its letters accented and the whole
 * bracketed, so a story shows where a longer language would overflow, where a text is cut and where a text is not
 * in a catalog (it stays plain). Only the story tests and Storybook's language menu turn it on; the app never
 * imports this file.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** 'Sign in' → '⟦Šîĝñ îñ ~~~⟧': accented, 40 % longer (the padding in words a line may break between). */
export function pseudoLocalize(text: string): string {
  if (!/[A-Za-z]/.test(text)) return text;
  const accented = text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
  const extra = Math.ceil(text.length * 0.4);
  const padding = Array.from({ length: Math.ceil(extra / 6) }, (_, i) =>
    '~~~~~'.slice(0, Math.min(5, extra - i * 6)),
  ).filter(Boolean);
  return `⟦${[accented, ...padding].join(' ')}⟧`;
}

const english = instances.en;
const plain = english._.bind(english);

/** Turns the pseudo-locale on or off for every English text (the language stays English). */
export function setPseudoLocale(on: boolean) {
  english._ = on
    ? (((...args: Parameters<typeof plain>) => pseudoLocalize(plain(...args))) as typeof plain)
    : plain;
}

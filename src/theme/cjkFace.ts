/**
 * The CJK face's stylesheet: Fontsource's ~100 unicode-range subsets of Noto Sans SC, so a page fetches only the
 * subsets holding the characters it shows. A lazy chunk, asked for only once Chinese is on (useLanguageFonts).
 */
export const importCjkFace = () => import('@fontsource-variable/noto-sans-sc/wght.css');

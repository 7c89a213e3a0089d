/**
 * The file a media host would answer `name?w=…` with: the narrowest prepared copy (`stem-w360.jpg`…) at least `w`
 * wide, else the original (make-contract-media.mjs renders both). `files` lists the folder.
 */
export function mediaFileFor(name: string, width: number | null, files: readonly string[]): string {
  if (!width || !(width > 0)) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  const prefix = `${stem}-w`;
  const copies = files
    .flatMap((file) => {
      if (!file.startsWith(prefix) || !file.endsWith(ext)) return [];
      const copy = file.slice(prefix.length, file.length - ext.length);
      return /^\d+$/.test(copy) && Number(copy) >= width ? [Number(copy)] : [];
    })
    .sort((a, b) => a - b);
  return copies.length ? `${stem}-w${copies[0]}${ext}` : name;
}

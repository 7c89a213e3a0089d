/** Sample clips committed under public/media (made by scripts/make-clips.mjs); served by the dev server as static files. */
export interface Clip {
  path: string;
  width: number;
  height: number;
}

export const CLIPS: readonly Clip[] = [
  { path: '/media/clip-1.webm', width: 360, height: 640 },
  { path: '/media/clip-2.webm', width: 480, height: 480 },
  { path: '/media/clip-3.webm', width: 640, height: 360 },
  { path: '/media/clip-4.webm', width: 384, height: 512 },
  { path: '/media/clip-5.webm', width: 360, height: 640 },
];

/** Deterministic clip for an index or hash. */
export function clipFor(index: number): Clip {
  return CLIPS[Math.abs(index) % CLIPS.length];
}

import type { ExportFit } from './presets';

/** Where the crop of a filled frame sits: 0 = left/top edge, 0.5 = centre, 1 = right/bottom edge. */
export interface CropFocus {
  x: number;
  y: number;
}

export const CENTRE: CropFocus = { x: 0.5, y: 0.5 };

/** The source rectangle drawn into the destination rectangle (canvas `drawImage` arguments). */
export interface Placement {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  dx: number;
  dy: number;
  dw: number;
  dh: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * contain: the whole picture, scaled to fit and centred, the rest left to the background;
 * cover: the frame filled, the source cropped to the frame's shape at `focus`.
 */
export function placement(
  source: { width: number; height: number },
  frame: { width: number; height: number },
  fit: ExportFit,
  focus: CropFocus = CENTRE,
): Placement {
  const { width: w, height: h } = source;
  if (fit === 'contain') {
    const scale = Math.min(frame.width / w, frame.height / h);
    const dw = Math.round(w * scale);
    const dh = Math.round(h * scale);
    return {
      sx: 0,
      sy: 0,
      sw: w,
      sh: h,
      dx: Math.round((frame.width - dw) / 2),
      dy: Math.round((frame.height - dh) / 2),
      dw,
      dh,
    };
  }
  // The full width or the full height of the source is kept, whichever the frame's shape allows.
  const frameWider = frame.width / frame.height > w / h;
  const sw = frameWider ? w : (h * frame.width) / frame.height;
  const sh = frameWider ? (w * frame.height) / frame.width : h;
  return {
    sx: (w - sw) * clamp01(focus.x),
    sy: (h - sh) * clamp01(focus.y),
    sw,
    sh,
    dx: 0,
    dy: 0,
    dw: frame.width,
    dh: frame.height,
  };
}

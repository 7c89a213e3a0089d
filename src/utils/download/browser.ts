import { OBJECT_URL_REVOKE_MS } from './constants';

/** Clicks a temporary link: how a page hands the browser a file to save. */
export function clickLink(href: string, fileName: string, newTab = false): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  if (newTab) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a blob under a name; its object URL is revoked after 40 s (spec 3 §9), when the save has long started. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  clickLink(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_REVOKE_MS);
}

/** Spec 3 §8: a file the page could not fetch is offered as a link opened in a new tab, with a download name. */
export function openFallback(url: string, fileName: string): void {
  clickLink(url, fileName, true);
}

export class ImageLoadError extends Error {
  constructor(url: string) {
    super(`Image failed to load: ${url}`);
    this.name = 'ImageLoadError';
  }
}

/** Loads a picture cross-origin anonymously, so the canvas it is drawn on can be read back. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ImageLoadError(url));
    image.src = url;
  });
}

/** An SVG without intrinsic size still gets a readable raster. */
const FALLBACK_SIDE = 1024;

/** Redraws a loaded picture through a canvas and reads it back as a file of `type`. */
export function redrawImage(image: HTMLImageElement, type: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth || image.width || FALLBACK_SIDE;
  canvas.height = image.naturalHeight || image.height || FALLBACK_SIDE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D context unavailable'));
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas export failed'))), type, 0.92);
  });
}

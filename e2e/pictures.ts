import type { Page } from './fixtures';

/** A small product picture drawn by the browser: a gold ring on a light background, `width` × `height` px. */
export async function ringPng(page: Page, width = 64, height = 64): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#f6e7d8';
      context.fillRect(0, 0, w, h);
      context.strokeStyle = '#c9a46b';
      context.lineWidth = Math.min(w, h) / 8;
      context.beginPath();
      context.arc(w / 2, (h * 9) / 16, Math.min(w, h) / 4, 0, Math.PI * 2);
      context.stroke();
      return canvas.toDataURL('image/png').split(',')[1];
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

export interface Decoded {
  width: number;
  height: number;
  /** RGB at the middle of the left edge. */
  leftEdge: number[];
}

/** Decodes a file's bytes in the browser (createImageBitmap) and reads its size and one pixel. */
export async function decode(page: Page, bytes: Buffer, type: string): Promise<Decoded> {
  return page.evaluate(
    async ({ base64, type: mime }) => {
      const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([raw], { type: mime }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const pixel = context.getImageData(4, Math.floor(bitmap.height / 2), 1, 1).data;
      return { width: bitmap.width, height: bitmap.height, leftEdge: [pixel[0], pixel[1], pixel[2]] };
    },
    { base64: bytes.toString('base64'), type },
  );
}

export const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
export const nearWhite = (rgb: number[]) => rgb.every((channel) => channel >= 250);

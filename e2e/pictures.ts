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

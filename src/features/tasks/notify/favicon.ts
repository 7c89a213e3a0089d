/**
 * The count badge on the tab's icon (issue 29 §3), drawn in the browser: the page's own icon on a canvas with a
 * red disc and the count, set as the icon link's address; the original address comes back with `restoreFavicon`.
 * Nothing leaves the page (a data: address, allowed by the CSP's img-src).
 */
const SIZE = 64;

let original: { href: string; type: string | null } | null = null;
let picture: Promise<HTMLImageElement | null> | null = null;
/** The latest request wins: a badge drawn after the count went back to 0 is not set. */
let generation = 0;

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
}

function loadPicture(href: string): Promise<HTMLImageElement | null> {
  picture ??= new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = href;
  });
  return picture;
}

/** The icon with the count (9+ above nine); the plain icon again for 0. */
export async function showFaviconBadge(count: number): Promise<void> {
  const link = iconLink();
  if (!link) return;
  if (count <= 0) {
    restoreFavicon();
    return;
  }
  original ??= { href: link.getAttribute('href') ?? '', type: link.getAttribute('type') };
  const mine = ++generation;
  const image = await loadPicture(original.href);
  if (mine !== generation) return;
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) return;
  if (image) context.drawImage(image, 0, 0, SIZE, SIZE);
  const radius = 19;
  const centre = SIZE - radius;
  context.beginPath();
  context.arc(centre, radius, radius, 0, 2 * Math.PI);
  context.fillStyle = '#d32f2f';
  context.fill();
  context.lineWidth = 3;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.fillStyle = '#ffffff';
  context.font = `bold ${count > 9 ? 22 : 28}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(count > 9 ? '9+' : String(count), centre, radius + 1);
  link.setAttribute('type', 'image/png');
  link.setAttribute('href', canvas.toDataURL('image/png'));
}

/** The page's own icon again (the user came back, or the announcements stopped). */
export function restoreFavicon(): void {
  generation += 1;
  const link = iconLink();
  if (!link || !original) return;
  link.setAttribute('href', original.href);
  if (original.type) link.setAttribute('type', original.type);
  else link.removeAttribute('type');
  original = null;
}

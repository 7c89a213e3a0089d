import { http, HttpResponse, passthrough } from 'msw';
import { db } from '../db';
import { hashString, renderArt } from '../media/art';
import { clipFor } from '../media/clips';
import { ART_PREFIX, parseArtName } from '../media/paths';

/**
 * The mock's media host: procedural SVG artwork at `/mock-media/art/{seed}_{w}x{h}.svg`, drawn at the
 * requested width (`w`, or `width`), compositing an upload when the path carries `u={image_id}`.
 * Any other `/mock-media/...` path gets artwork seeded by its name (or a sample clip for video names).
 */
function requestedWidth(url: URL): number | undefined {
  const raw = url.searchParams.get('w') ?? url.searchParams.get('width');
  const n = raw === null ? NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function svgResponse(svg: string, cacheable: boolean) {
  return new HttpResponse(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': cacheable ? 'public, max-age=31536000, immutable' : 'no-store',
    },
  });
}

/**
 * `/mock-media/art/{name}` with `name` decoded, as the route pattern `*\/mock-media/art/:name` would give
 * it; no match for a path that does not decode (the malformed-path handler answers those). A predicate
 * rather than a pattern so this handler can sit first in the list: a pattern's parameters are decoded
 * by MSW before any resolver runs, and a malformed one would throw there.
 */
function artName({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  const at = pathname.indexOf(ART_PREFIX);
  if (at === -1) return false;
  const raw = pathname.slice(at + ART_PREFIX.length).replace(/\/$/, '');
  if (!raw || raw.includes('/')) return false;
  try {
    return { matches: true, params: { name: decodeURIComponent(raw) } };
  } catch {
    return false;
  }
}

/** The feed's pictures: one request per card. */
export const artHandler = http.get(artName, ({ request, params }) => {
  const url = new URL(request.url);
  let parsed: ReturnType<typeof parseArtName>;
  try {
    parsed = parseArtName(String(params.name));
  } catch {
    return new HttpResponse('Bad media name', { status: 400, headers: { 'Content-Type': 'text/plain' } });
  }
  const { seed, ratio } = parsed;
  const uploadId = url.searchParams.get('u');
  const upload = uploadId ? db().uploads.find((u) => String(u.image_id) === uploadId) : undefined;
  const photo = upload?.data_url ?? undefined;
  const svg = renderArt({
    seed,
    ratioW: ratio[0],
    ratioH: ratio[1],
    width: requestedWidth(url),
    photo,
    tryOnBackdrop: url.searchParams.get('tryon') ?? undefined,
    photoColours: upload?.colours,
  });
  return svgResponse(svg, !uploadId);
});

/**
 * The sample clips under public/media are static files the server answers; handing them straight
 * back to the network spares every range request of a playing video a walk through the whole
 * handler list (which ends in the same pass-through).
 */
export const staticMediaHandler = http.get(
  ({ request }) => new URL(request.url).pathname.startsWith('/media/'),
  () => passthrough(),
);

export const mediaHandlers = [
  artHandler,

  http.get('*/mock-media/*', ({ request }) => {
    const url = new URL(request.url);
    const name = url.pathname.replace(/^.*\/mock-media\//, '');
    if (/\.(mp4|webm|mov)$/i.test(name)) {
      return HttpResponse.redirect(clipFor(hashString(name)).path, 302);
    }
    const svg = renderArt({
      seed: name.replace(/\.[a-z]+$/i, ''),
      ratioW: 3,
      ratioH: 4,
      width: requestedWidth(url),
    });
    return svgResponse(svg, true);
  }),
];

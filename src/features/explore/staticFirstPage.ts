import { toNumberCode } from '@/api/envelopeCode';
import { computeMasonryLayout } from '@/components/masonry/layout';
import { config } from '@/config/env';
import { authorizationHeader } from '@/utils/cookies';
import { afterPaint, whenParsed } from '@/utils/schedule';
import { EXPLORE_PAGE_SIZE, FEED_GAP_PX } from './constants';
import { feedColumnsInWindow } from './feedColumns';
import {
  feedPicture,
  toFeedItem,
  toGalleryPage,
  type GalleryPage,
  type GalleryPageAnswer,
} from './feedItems';
import { buildListBody, INITIAL_FILTERS, type GalleryListBody } from './filters';

/**
 * Explore's first page painted before the app's JS is fetched (docs/architecture.md "First paint"). index.html runs this (built
 * into an inline script for builds with the real backend): on Explore it asks for page 1 itself, puts the first
 * screen's pictures into the static shell's feed, in the boxes the app's masonry will give them, and loads the app
 * once they are on screen. On a slow connection the pictures then have it to themselves instead of sharing it with
 * 190 KB of JS; the app finds the page handed over and its cards find the pictures cached.
 */

/** What the static first page hands to the app: the request it made and the page as the feed caches it. */
export interface StaticFirstPage {
  body: GalleryListBody;
  page: GalleryPage;
}

declare global {
  interface Window {
    /** Set by the static first page; the app's store takes it once (`takeStaticFirstPage`). */
    atelierFirstPage?: StaticFirstPage;
  }
}

/** Longest the app's JS waits for the static first page (a slow feed or slow pictures): then it loads anyway. */
export const STATIC_FIRST_PAGE_CAP_MS = 3000;

interface Envelope {
  code?: unknown;
  data?: GalleryPageAnswer | null;
}

/**
 * Lays the page out as `ExploreFeed` will (same columns, width, gap and layout function) and shows the cards
 * whose top is above the fold; calls `done` once their pictures have loaded (or failed) and been painted.
 */
export function showStaticPictures(page: GalleryPage, done: () => void): void {
  const feed = document.querySelector<HTMLElement>('.fp-feed');
  if (!feed || feed.clientWidth === 0) return done();
  const items = page.list.map(toFeedItem);
  // The feed becomes a scroller like the app's (WindowedMasonry: overflow-y scroll, a stable gutter), so its
  // width is the masonry's to the pixel, scrollbar or not.
  feed.classList.add('fp-scroller');
  const width = feed.clientWidth;
  const layout = computeMasonryLayout(items, feedColumnsInWindow(), width, FEED_GAP_PX);
  const fold = window.innerHeight - feed.getBoundingClientRect().top;
  const pictures = document.createElement('div');
  pictures.className = 'fp-pictures';
  let waiting = 0;
  const settle = () => {
    waiting -= 1;
    if (waiting === 0) afterPaint(done);
  };
  layout.boxes.forEach((box, index) => {
    if (box.top >= fold) return;
    const card = document.createElement('div');
    card.style.cssText = `top:${box.top}px;left:${box.left}px;width:${box.width}px;height:${box.height}px`;
    const img = document.createElement('img');
    const picture = feedPicture(items[index], box.width);
    img.alt = '';
    img.decoding = 'async';
    img.setAttribute('fetchpriority', 'high');
    img.onload = settle;
    img.onerror = settle;
    // srcset and sizes before src: the browser picks once, the width the app's card will ask for.
    if (picture.srcSet && picture.sizes) {
      img.sizes = picture.sizes;
      img.srcset = picture.srcSet;
    }
    img.src = picture.src;
    waiting += 1;
    card.appendChild(img);
    pictures.appendChild(card);
  });
  feed.replaceChildren(pictures);
  if (waiting === 0) done();
}

/**
 * Runs on every page of a build with the real backend, from index.html's <head>: on Explore (the head script marked
 * it `fp-explore`) it shows the first page and then calls `startApp`; anywhere else, or when the page cannot be
 * shown (an error, an empty list), it calls `startApp` at once. `startApp` runs once, by `capMs` at the latest.
 */
export function runStaticFirstPage(startApp: () => void, capMs = STATIC_FIRST_PAGE_CAP_MS): void {
  if (!document.documentElement.classList.contains('fp-explore')) return startApp();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(cap);
    startApp();
  };
  const cap = setTimeout(start, capMs);
  const body = buildListBody(INITIAL_FILTERS, 1, EXPLORE_PAGE_SIZE);
  const authorization = authorizationHeader();
  fetch(`${config.apiBaseUrl.replace(/\/$/, '')}/global/images`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body: JSON.stringify(body),
  })
    .then((response) => (response.ok ? (response.json() as Promise<Envelope>) : null))
    .then((answer) => {
      // Too late: the app is already loading and asks for its own page.
      if (started) return;
      const data = answer && toNumberCode(answer.code) === 0 ? answer.data : null;
      // Anything else (an error, a sign-in to renew, no pictures) is the app's to show.
      if (!data?.list?.length) return start();
      const page = toGalleryPage(data, 1);
      window.atelierFirstPage = { body, page };
      whenParsed(() => showStaticPictures(page, start));
    })
    .catch(start);
}

/**
 * The page the static first page showed, if it answered `body` (the app's page 1 of its current filters); taken
 * once, so a later list never reuses it.
 */
export function takeStaticFirstPage(body: GalleryListBody): GalleryPage | undefined {
  const handed = window.atelierFirstPage;
  delete window.atelierFirstPage;
  return handed && JSON.stringify(handed.body) === JSON.stringify(body) ? handed.page : undefined;
}

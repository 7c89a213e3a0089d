import { apiUrl, startEarlyGet } from '@/api/earlyRequests';
import type { PromptListPage, PromptTemplate } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { earlyPicture, shownInScreen } from '@/utils/earlyPicture';
import { afterPaint, whenParsed } from '@/utils/schedule';
import {
  FIRST_TEMPLATES_ARGS,
  IMAGE_WIDTHS,
  PRIORITY_TILES,
  TILE_PICTURE_STYLE,
  tileColumns,
  tileModels,
} from './constants';

/** The URL the gallery's query asks for a list: index.html's early request is the same, so the app takes it over. */
export const promptListUrl = (args: Record<string, string | number>) => apiUrl('/global/promptList', args);

/**
 * In the prerendered loading gallery (dist/space/avator.html, docs/decisions/0007), the first PRIORITY_TILES
 * templates in the loading tiles the page draws as its tiles' boxes (TemplateCardSkeleton): their model pictures,
 * with the tile's own style, and their names; the other loading tiles go (on a phone they sit below and would
 * move). Resolves once those pictures are painted, or at once when there is no such screen or nothing to show.
 */
export function showEarlyTiles(templates: readonly PromptTemplate[]): Promise<void> {
  // One screen per range of widths: the tiles of the one this window shows.
  const tiles = shownInScreen('[data-template-tile]');
  const shown = templates.slice(0, PRIORITY_TILES);
  if (!tiles.length || !shown.length) return Promise.resolve();
  const loads: Promise<void>[] = [];
  tiles.forEach((tile, index) => {
    const template = shown[index];
    if (!template) return tile.remove();
    const row = tile.querySelector<HTMLElement>('[data-template-models]');
    const models = tileModels(template);
    row?.style.setProperty('grid-template-columns', tileColumns(models.length));
    row?.replaceChildren(
      ...models.map((model) => {
        const { picture, loaded } = earlyPicture(
          imageUrl(model.path, { width: IMAGE_WIDTHS.thumb }),
          TILE_PICTURE_STYLE,
        );
        loads.push(loaded);
        return picture;
      }),
    );
    tile.querySelector('[data-template-name]')?.replaceWith(template.name);
  });
  return Promise.all(loads).then(() => new Promise<void>((resolve) => afterPaint(resolve)));
}

/**
 * Run by index.html before the app's JS (src/app/headStart.ts): on `/space/avator` asks for the gallery's first
 * list now (the page's query takes the answer over, its first render the list, `useEarlyData`) and shows its first
 * tiles in the prerendered screen, so the page's largest paint (a tile's picture on a phone) waits neither for the
 * JS nor for the answer after it. Resolves once those pictures are painted, or when there is none to wait for.
 */
export function startTemplatesRequest(
  location: Pick<Location, 'pathname'>,
  language: string,
): Promise<void> | undefined {
  if (!/^\/space\/avator\/?$/i.test(location.pathname)) return undefined;
  return startEarlyGet(promptListUrl(FIRST_TEMPLATES_ARGS), language).then((data) => {
    const list = (data as PromptListPage | null)?.list;
    if (!Array.isArray(list) || !list.length) return undefined;
    return new Promise<void>((resolve) => whenParsed(() => void showEarlyTiles(list).then(resolve)));
  });
}

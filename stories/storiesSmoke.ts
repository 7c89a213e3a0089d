/**
 * Stories are tests (DESIGN §8, docs/testing.md "Gates"): every story of stories/ is composed with Storybook's portable
 * stories (`composeStories`, the project's own preview: decorators, parameters), mounted, its `play` function run
 * through `run()`, and the rendered DOM checked with axe-core. A story that throws, a play function that fails
 * or a serious/critical accessibility violation fails the test, naming the rule and the element.
 *
 * Files are found by walking stories/ (the Jest equivalent of Storybook's `stories/**\/*.stories.tsx` glob), so a
 * new story file (or folder) is picked up without touching this file. Only the preview's loader differs: instead
 * of a service worker, a story's `parameters.msw.handlers` go to the shared msw/node server (src/test/setup.ts).
 *
 * One file of tests would keep one Jest worker busy for minutes, so the story files are dealt round-robin (sorted
 * by path) to STORY_SHARDS test files, `storiesSmoke.<n>.test.ts`, which Jest's workers share. Each shard file is
 * one line calling `storiesSmokeShard(n)`; together they cover every story file, checked by the first shard.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import axe from 'axe-core';
import { server } from '@mocks/node';
import preview from '../.storybook/preview';

// The preview's loader starts a browser service worker; in Jest the msw/node server is already listening.
jest.mock('msw-storybook-addon/csf3', () => ({ mswLoader: () => async () => undefined }));

setProjectAnnotations([
  {
    ...preview,
    // A story's scenario goes to that server instead.
    loaders: [
      async ({ parameters }) => {
        const handlers = ((parameters.msw as { handlers?: unknown } | undefined)?.handlers ?? []) as
          RequestHandler[] | Record<string, RequestHandler[]>;
        const list = Array.isArray(handlers) ? handlers : Object.values(handlers).flat();
        if (list.length) server.use(...list);
      },
    ],
  },
]);

/** Serious and critical axe violations only (the CI bar, docs/testing.md "Gates"). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Every `*.stories.tsx` below stories/. */
function storyFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return storyFiles(full);
      return name.endsWith('.stories.tsx') ? [full] : [];
    });
}

type Composed = ReturnType<typeof composeStory>;

/** How many `storiesSmoke.<n>.test.ts` files share the stories (each one line; add one when raising this). */
export const STORY_SHARDS = 4;

/** The story files of shard `shard` (1-based): every STORY_SHARDS-th file of the sorted list. */
export function shardFiles(shard: number, files = storyFiles(__dirname)): string[] {
  return files.filter((_file, index) => index % STORY_SHARDS === shard - 1);
}

const casesOf = (files: string[]) =>
  files.flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const stories = composeStories(require(file)) as Record<string, Composed>;
    return Object.entries(stories).map(
      ([key, story]) => [`${relative(__dirname, file)} › ${key}`, story] as const,
    );
  });

/** axe-core on the mounted story; returns one line per serious/critical node: rule id, impact, selector. */
async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    // jsdom computes no layout or colours, so contrast is checked in the browser (e2e + Storybook's a11y panel).
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) on ${node.target.join(' ')} ${node.html.slice(0, 160)}: ${violation.help}`,
      ),
    );
}

// A whole screen plus axe over the document takes a few seconds in jsdom, more on a busy CI machine.
const STORY_TIMEOUT_MS = 60_000;

/** Declares the tests of one shard: every story of its files, rendered, played and checked with axe. */
export function storiesSmokeShard(shard: number) {
  const files = shardFiles(shard);
  const cases = casesOf(files);

  test('there are stories to render', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  if (shard === 1)
    test('the shards together cover every story file exactly once', () => {
      const all = storyFiles(__dirname);
      const dealt = Array.from({ length: STORY_SHARDS }, (_unused, index) =>
        shardFiles(index + 1, all),
      ).flat();
      expect(dealt.sort()).toEqual([...all].sort());
      const shardTests = readdirSync(__dirname).filter((name) => /^storiesSmoke\.\d+\.test\.ts$/.test(name));
      expect(shardTests.sort()).toEqual(
        Array.from({ length: STORY_SHARDS }, (_unused, index) => `storiesSmoke.${index + 1}.test.ts`).sort(),
      );
    });

  describe.each(cases)('%s', (_name, story) => {
    // jsdom lays nothing out: give every element a desktop-sized box so measured screens (the masonry feed)
    // render their content as in a browser.
    beforeEach(() => {
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
      jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    });
    afterEach(() => jest.restoreAllMocks());

    it(
      'renders, plays and has no serious accessibility violations',
      async () => {
        // run() unmounts the previous story, then mounts this one (loaders, decorators, render) into the canvas and
        // runs its play function.
        const canvas = document.body.appendChild(document.createElement('div'));
        // (Storybook's React renderer wraps mount in act() itself when IS_REACT_ACT_ENVIRONMENT is set, as in Jest.)
        await story.run({ canvasElement: canvas });
        await waitFor(() =>
          expect(canvas.textContent?.length || canvas.querySelector('img,svg,video')).toBeTruthy(),
        );
        expect(screen.queryByText(/Unexpected Application Error/i)).toBeNull();
        // Dialogs and menus portal to <body>: check the whole document, not only the canvas.
        expect(await axeViolations(document.body)).toEqual([]);
      },
      STORY_TIMEOUT_MS,
    );
  });
}

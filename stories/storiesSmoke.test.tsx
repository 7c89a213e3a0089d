/**
 * Renders every story of stories/ in Jest (DESIGN §8): each must mount and show something without throwing.
 * Stories are composed by hand (args, render, parameters.route / signedIn / msw.handlers) so Jest never
 * loads Storybook's runtime; the shared MSW server answers the requests.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ComponentType, ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { renderWithProviders } from '@/test/render';
import { writeCookie, removeCookie } from '@/utils/cookies';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN } from '../.storybook/session';

interface StoryLike {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>, context: unknown) => ReactElement;
  parameters?: Record<string, any>;
  name?: string;
}
interface MetaLike extends StoryLike {
  component?: ComponentType<any>;
  title?: string;
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return storyFiles(full);
    return name.endsWith('.stories.tsx') ? [full] : [];
  });
}

const files = storyFiles(__dirname);

const cases = files.flatMap((file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file) as Record<string, unknown> & { default: MetaLike };
  const meta = mod.default;
  return Object.entries(mod)
    .filter(
      ([key, value]) =>
        key !== 'default' && key !== '__namedExportsOrder' && value && typeof value === 'object',
    )
    .map(([key, value]) => [`${relative(__dirname, file)} › ${key}`, meta, value as StoryLike] as const);
});

test('there are stories to render', () => {
  expect(cases.length).toBeGreaterThan(0);
});

describe.each(cases)('%s', (_name, meta, story) => {
  it('renders', async () => {
    const parameters = { ...meta.parameters, ...story.parameters };
    const handlers = (parameters.msw?.handlers ?? []) as RequestHandler[] | Record<string, RequestHandler[]>;
    const list = Array.isArray(handlers) ? handlers : Object.values(handlers).flat();
    if (list.length) server.use(...list);
    if (parameters.signedIn === false) removeCookie('accessToken');
    else writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const args = { ...meta.args, ...story.args };
    const Component = meta.component;
    const element = story.render ? (
      story.render(args, { args, parameters })
    ) : meta.render ? (
      meta.render(args, { args, parameters })
    ) : Component ? (
      <Component {...args} />
    ) : null;
    expect(element).not.toBeNull();
    const route = (parameters.route ?? {}) as { path?: string; url?: string };
    const { container } = renderWithProviders(element as ReactElement, {
      path: route.path,
      route: route.url,
    });
    await waitFor(() =>
      expect(container.textContent?.length || container.querySelector('img,svg,video')).toBeTruthy(),
    );
    expect(screen.queryByText(/Unexpected Application Error/i)).toBeNull();
  });
});

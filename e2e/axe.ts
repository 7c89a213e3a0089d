import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA (docs/testing.md "Gates"); serious and critical findings fail. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = ['serious', 'critical'];

const require = createRequire(import.meta.url);
/** The axe-core that @axe-core/playwright ships with, so its version stays the one the project pinned. */
export const AXE_SCRIPT = require.resolve('axe-core/axe.min.js', {
  paths: [dirname(require.resolve('@axe-core/playwright'))],
});
let axeSource: string | undefined;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  target: string;
  html: string;
}

/**
 * Serious and critical axe findings on the page as it is now. What `@axe-core/playwright`'s legacy mode does, at a
 * third of its cost: axe is put into each frame once per document (AxeBuilder evaluates its 550 KB twice per
 * check), from `scriptUrl` when the page can load it as a cached script (the Storybook build; compiled once by the
 * browser), else evaluated through the driver (the app's CSP rightly refuses inline scripts); and only the
 * violations are collected, not the thousands of passing nodes.
 */
export async function axeFindings(
  page: Page,
  {
    exclude = [],
    scriptUrl,
    skipMoving = false,
  }: {
    exclude?: string[];
    scriptUrl?: string;
    /**
     * Leaves out what is fading or sliding when the run starts (a dialog a journey has just opened): axe would measure
     * its text half transparent. Checked when the page is next checked at rest.
     */
    skipMoving?: boolean;
  } = {},
): Promise<AxeFinding[]> {
  for (const frame of page.frames()) {
    const main = frame === page.mainFrame();
    try {
      if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) continue;
      if (main && scriptUrl) await frame.addScriptTag({ url: scriptUrl });
      else await frame.evaluate((axeSource ??= readFileSync(AXE_SCRIPT, 'utf8')));
      await frame.evaluate(() =>
        (window as unknown as { axe: { configure: (options: object) => void } }).axe.configure({
          allowedOrigins: ['<same_origin>'],
          branding: { application: 'playwright' },
        }),
      );
    } catch (error) {
      // A child frame that goes away or cannot be reached is left out, as AxeBuilder does.
      if (main) throw error;
    }
  }
  return page.evaluate(
    async ([excluded, tags, impacts, skip]) => {
      const { axe } = window as unknown as {
        axe: {
          run: (
            context: object,
            options: object,
          ) => Promise<{
            violations: {
              id: string;
              impact?: string;
              help: string;
              nodes: { target: unknown[]; html: string }[];
            }[];
          }>;
        };
      };
      const moving = skip
        ? document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            )
            .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
            .filter((target): target is Element => target instanceof Element)
        : [];
      const context =
        excluded.length || moving.length
          ? { exclude: [...excluded.map((selector) => [selector]), ...moving] }
          : document;
      const { violations } = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations
        .filter((violation) => impacts.includes(violation.impact ?? ''))
        .flatMap((violation) =>
          violation.nodes.map((node) => ({
            rule: violation.id,
            impact: violation.impact ?? '',
            help: violation.help,
            target: node.target.map(String).join(' '),
            html: node.html.slice(0, 160),
          })),
        );
    },
    [exclude, AXE_TAGS, FAILING_IMPACTS, skipMoving] as const,
  );
}

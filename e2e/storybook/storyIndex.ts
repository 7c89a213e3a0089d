import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Storybook build the stories run against (`npm run build-storybook`). */
export const STORYBOOK_DIR = join(process.cwd(), 'storybook-static');
/** Where the story tests' static server serves axe-core (playwright.storybook.config.ts), beside the build. */
export const AXE_SCRIPT_URL = '/__test/axe.min.js';
/** Committed baselines, one folder per viewport (playwright.storybook.config.ts's snapshotPathTemplate). */
export const BASELINE_DIR = join(process.cwd(), 'e2e/storybook/__baselines__');

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags: string[];
  /** False for a story tagged `no-visual` (its look is not deterministic, e.g. a playing video). */
  visual: boolean;
}

/** Every story of the build, from its index.json (docs pages left out). */
export function readStoryIndex(): StoryEntry[] {
  const file = join(STORYBOOK_DIR, 'index.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build-storybook first`);
  const index = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: Record<string, Omit<StoryEntry, 'visual'> & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      name: entry.name,
      importPath: entry.importPath,
      tags: entry.tags ?? [],
      visual: !(entry.tags ?? []).includes('no-visual'),
    }));
}

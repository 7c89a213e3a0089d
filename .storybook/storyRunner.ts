import { addons, useGlobals } from 'storybook/preview-api';
import type { Decorator } from '@storybook/react-vite';

/**
 * What the browser story runner (e2e/storybook) reads from the preview, through Storybook's documented preview API
 * only: `addons.getChannel()` for the story's lifecycle events and `useGlobals` to switch the language. Active only
 * when the runner's init script has created `window.__storyEvents`; an ordinary Storybook session is untouched.
 */
interface RunnerWindow {
  __storyEvents?: { type: string; args: unknown[] }[];
  __storyRunner?: { updateGlobals: (globals: Record<string, unknown>) => void };
}

/** The events a story's outcome is read from (Storybook's core event names). */
export const WATCHED_EVENTS = [
  'storyFinished',
  'storyErrored',
  'storyMissing',
  'storyThrewException',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
] as const;

const runnerWindow = () => (typeof window === 'undefined' ? undefined : (window as RunnerWindow));
let listening = false;

/** Preview `beforeAll`: the channel exists by then; each page load of the preview listens once. */
export function listenForStoryRunner() {
  const events = runnerWindow()?.__storyEvents;
  if (!events || listening) return;
  listening = true;
  const channel = addons.getChannel();
  for (const type of WATCHED_EVENTS) channel.on(type, (...args: unknown[]) => events.push({ type, args }));
}

/** A decorator that hands the runner the story's `updateGlobals` (the pseudo-locale pass). */
export const StoryRunnerGlobals: Decorator = (Story) => {
  const [, updateGlobals] = useGlobals();
  const w = runnerWindow();
  if (w?.__storyEvents) w.__storyRunner = { updateGlobals };
  return Story();
};

import type { StoryContext } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { scenarios, leaveScenarios, type ScenarioName } from '../mocks/scenarios';
import { resetSettings, settingsFromSearch, updateSettings } from '../mocks/settings';
import { writeLanguage } from '../src/hooks/useLanguage';
import { setPseudoLocale } from '../src/i18n/pseudo';

/** The toolbar's mock scenarios: what a designer asks for, mapped to the mock backend's named scenarios. */
const TOOLBAR_SCENARIOS: Record<string, { title: string; scenario: ScenarioName }> = {
  normal: { title: 'Normal', scenario: 'default' },
  empty: { title: 'Empty (every list)', scenario: 'emptyLists' },
  error: { title: 'Error (every call 500)', scenario: 'serverError' },
  slow: { title: 'Slow (+2–4 s a call)', scenario: 'slowNetwork' },
  outOfCredits: { title: 'Out of credits', scenario: 'outOfCredits' },
};

export const MOCK_SCENARIO_ITEMS = Object.entries(TOOLBAR_SCENARIOS).map(([value, { title }]) => ({
  value,
  title,
}));

/**
 * Runs before every story, after the MSW loader has put in the story's own handlers: the toolbar's scenario goes on
 * top of them, the language is stored where the app reads it, and `?mock_latency=` on the preview's URL (the
 * browser story run passes 0) replaces the mock's default 150–600 ms.
 */
export function applyMockToolbar(context: StoryContext) {
  const worker = (context as StoryContext & { msw?: SetupWorker }).msw;
  resetSettings();
  updateSettings(settingsFromSearch(window.location.search));
  leaveScenarios();
  const choice = TOOLBAR_SCENARIOS[String(context.globals.mockScenario ?? 'normal')];
  if (worker && choice && choice.scenario !== 'default') worker.use(...scenarios[choice.scenario]);
  // The pseudo-locale is English with every text longer and accented (src/i18n/pseudo.ts).
  const language = String(context.globals.language ?? 'en');
  setPseudoLocale(language === 'pseudo');
  writeLanguage(language === 'zh' ? 'zh' : 'en');
}

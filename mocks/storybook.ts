import type { HttpHandler } from 'msw';
import { handlers } from './handlers';
import { isScenario, scenarios, type ScenarioName } from './scenarios';

/**
 * For stories: `parameters: { msw: { handlers: handlersFor('outOfCredits') } }`. The preview already
 * runs the full handler list, so a story only adds its scenario on top (prepended by the addon).
 * `withBase: true` returns the scenario followed by every normal handler, for setups that start empty.
 */
export function handlersFor(
  scenario: ScenarioName | string = 'default',
  options: { withBase?: boolean } = {},
): HttpHandler[] {
  const extra = isScenario(scenario) ? scenarios[scenario] : [];
  return options.withBase ? [...extra, ...handlers] : [...extra];
}

export { DEMO_ACCESS_TOKEN, DEMO_EMAIL, DEMO_PASSWORD } from './db/seed';
export { scenarios, SCENARIO_NAMES, type ScenarioName } from './scenarios';

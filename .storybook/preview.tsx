import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { StoryShell } from './StoryShell';
import { applyMockToolbar, MOCK_SCENARIO_ITEMS } from './mockToolbar';
import { preloadTooltip } from '../src/components/LazyTooltip';
import { listenForStoryRunner, StoryRunnerGlobals } from './storyRunner';

/**
 * Every story runs against the real mock backend (the same handler list as the dev server and Jest).
 * A story picks a scenario with `parameters.msw.handlers`, a URL with `parameters.route`
 * (`{ path: '/tools/info/:id', url: '/tools/info/12' }`) and a session with `parameters.signedIn`.
 * The toolbar puts any story in another mock scenario (normal, empty, error, slow, out of credits) or language.
 */
const preview: Preview = {
  // The browser story runner's view of each story (e2e/storybook; docs/testing.md "Stories in the browser").
  beforeAll: listenForStoryRunner,
  loaders: [
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      const { handlers } = await import('../mocks/handlers');
      const worker = setupWorker(...handlers);
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
    // The hints' Tooltip before the story mounts (see preloadTooltip): play functions click what they found.
    async () => {
      await preloadTooltip();
      return {};
    },
  ],
  // After the loaders: the toolbar's scenario goes on top of the story's own handlers.
  beforeEach: applyMockToolbar,
  decorators: [(Story, context) => <StoryShell context={context} Story={Story} />, StoryRunnerGlobals],
  initialGlobals: { mockScenario: 'normal', language: 'en', appShell: 'show' },
  globalTypes: {
    mockScenario: {
      description: 'Mock backend scenario',
      toolbar: { title: 'Mock backend', icon: 'database', items: MOCK_SCENARIO_ITEMS, dynamicTitle: true },
    },
    appShell: {
      description: "Screens inside the app's frame (side navigation, header, credits) or alone",
      toolbar: {
        title: 'App shell',
        icon: 'sidebar',
        items: [
          { value: 'show', title: 'App shell: shown' },
          { value: 'hide', title: 'App shell: hidden (the screen alone)' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the screens that have two',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh', title: '中文' },
          { value: 'pseudo', title: 'Pseudo (English +40 %, accented)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    // The same bar as CI (docs/testing.md "Stories in the browser"): WCAG 2.1 A/AA, serious and critical fail.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
    controls: { expanded: true },
    options: {
      // The screens as users name them (the side navigation's order), then the parts and the tools.
      storySort: {
        order: [
          'Foundations',
          'Explore',
          'Create',
          ['Inspiration', 'Image info', 'Marketing', 'Fashion Style'],
          'Collection',
          'Lab',
          'Plans',
          'Account',
          'Legal',
          'Status pages',
          'Admin',
          'Shared',
          'Components',
          'Export',
          'Mock backend',
        ],
      },
    },
  },
};

export default preview;

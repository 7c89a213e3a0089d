import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { StoryShell } from './StoryShell';

/**
 * Every story runs against the real mock backend (the same handler list as the dev server and Jest).
 * A story picks a scenario with `parameters.msw.handlers`, a URL with `parameters.route`
 * (`{ path: '/tools/info/:id', url: '/tools/info/12' }`) and a session with `parameters.signedIn`.
 */
const preview: Preview = {
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
  ],
  decorators: [(Story, context) => <StoryShell context={context} Story={Story} />],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;

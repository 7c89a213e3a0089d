import { waitFor } from '@testing-library/react';
import { startApp } from '@/app/start';

describe('startApp (src/main.tsx)', () => {
  // The app's own start, as in the browser: not a render through Testing Library's act().
  beforeAll(
    () => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false),
  );
  afterAll(
    () => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true),
  );

  it('leaves the task that evaluated the modules before it sets anything up, then starts the app', async () => {
    window.history.pushState({}, '', '/terms');
    const listen = jest.spyOn(window, 'addEventListener');
    const types = () => listen.mock.calls.map(([type]) => type);
    const root = document.body.appendChild(document.createElement('div'));

    const started = startApp(root);
    // Still the calling task: no store's listeners yet, nothing rendered.
    expect(types()).not.toContain('online');
    await started;
    expect(types()).toContain('online');
    await waitFor(() => expect(root).not.toBeEmptyDOMElement());
  });
});

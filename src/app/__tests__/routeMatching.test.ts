import { matchRoutes } from 'react-router-dom';
import { loadFirstScreen, preloadScreensOf } from '@/app/router';
import { makeStore } from '@/app/store';
import { firstScreen } from '@/utils/firstScreen';

// Counted, not changed: every call still ranks the real route table.
jest.mock('react-router-dom', () => {
  const actual = jest.requireActual<typeof import('react-router-dom')>('react-router-dom');
  return { ...actual, matchRoutes: jest.fn(actual.matchRoutes) };
});

afterEach(() => firstScreen.shown());

describe('matching the route table at start-up', () => {
  it('ranks the table once for the path the loader, the chunks and the title all ask about', async () => {
    jest.mocked(matchRoutes).mockClear();
    const load = loadFirstScreen('/terms', makeStore());
    await preloadScreensOf('/terms');
    await load.screens;
    expect(matchRoutes).toHaveBeenCalledTimes(1);
    // Another path is matched afresh.
    await preloadScreensOf('/signin');
    expect(matchRoutes).toHaveBeenCalledTimes(2);
  });
});

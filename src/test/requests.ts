import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';

/**
 * Counts the requests the mock backend receives whose path ends with `pathEnd` (a poll's calls, say), from now
 * until `stop()`; read `count` at any time.
 */
export function countRequests(pathEnd: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** A GET handler for `path` that never answers while the test looks: the screen stays in its loading state. */
export const hangingGet = (path: string) =>
  http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

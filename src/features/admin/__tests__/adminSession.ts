import { server } from '@mocks/node';
import { ADMIN_ACCESS_TOKEN } from '@mocks/db/seed';
import { writeCookie } from '@/utils/cookies';

export interface SentRequest {
  path: string;
  body: unknown;
}

/**
 * Signs the tests of a file in as the operator and records the JSON bodies of the POSTs whose path
 * starts with `prefix`, in order. Call at the top of the file; read `sent()` in the tests.
 */
export function adminSession(prefix: string) {
  let sent: SentRequest[] = [];
  const record = async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.startsWith(prefix)) {
      const text = await request.clone().text();
      sent.push({ path, body: text ? (JSON.parse(text) as unknown) : null });
    }
  };
  beforeEach(() => {
    writeCookie('accessToken', ADMIN_ACCESS_TOKEN);
    sent = [];
    server.events.on('request:start', record);
  });
  afterEach(() => server.events.removeListener('request:start', record));
  return { sent: () => sent };
}

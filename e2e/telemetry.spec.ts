import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

/**
 * Field metrics and error reports (docs/architecture.md "Telemetry"). The mock build sets VITE_TELEMETRY_URL to
 * /api/telemetry (.env.mock), where the mock collects the beacons and the mock controls panel shows them. The
 * bodies are read as the page sent them: no token and no prompt may be in them.
 */

interface Batch {
  v: number;
  page: string;
  events: { type: string; [key: string]: unknown }[];
}

/** Every telemetry beacon the page sends, as sent (the service worker's mock answers it). */
function collectBeacons(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/telemetry')
      bodies.push(request.postData() ?? '');
  });
  return bodies;
}

/** What a phone does when the user switches away: web-vitals report, and the batch goes. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
}

/** Telemetry's lazy chunks are in: the client loads once the first screen is shown and the browser idles. */
async function telemetryLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /telemetryVitals-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
}

test('with VITE_TELEMETRY_URL set, web vitals, errors and failed calls are reported, without token or prompt', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const beacons = collectBeacons(page);
  const prompt = `telemetry marker prompt ${Date.now()}`;
  await signIn(page, '?mock=reset&mock_latency=0-50');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'accessToken')?.value ?? '';
  expect(token.length).toBeGreaterThan(8);

  // A prompt in the address and in a request body.
  await page.goto(`/tools/inspiration?prompt=${encodeURIComponent(prompt)}`);
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(prompt);
  await telemetryLoaded(page);

  // A call that fails: an image that does not exist.
  await page.goto('/tools/info/987654321');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await telemetryLoaded(page);
  // An error and a rejection nobody catches, thrown on purpose.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('thrown on purpose by the telemetry journey');
    });
    void Promise.reject(new Error('rejected on purpose by the telemetry journey'));
  });
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  // The first input finalises LCP (web-vitals takes only trusted events: a real click, not a made-up event).
  await page.getByRole('heading', { level: 1 }).click();
  await hidePage(page);

  // LCP, final after the click, is handed over when the browser idles, so it may come in the next batch (sent 5 s
  // after the first report waiting). What the image page (the load with the errors) reported:
  const reportedByLastPage = () => {
    const batches = beacons.map((body) => JSON.parse(body) as Batch);
    const last = batches.find((batch) => batch.events.some((event) => event.type === 'error'))?.page;
    return batches
      .filter((batch) => batch.page === last)
      .flatMap((batch) => batch.events.map((event) => (event.type === 'vital' ? event.name : event.type)));
  };
  await expect
    .poll(reportedByLastPage, { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'error', 'request']));
  const batches = beacons.map((body) => JSON.parse(body) as Batch);
  const events = batches.flatMap((batch) => batch.events);

  // The last page load (the image page): its vitals, on its route.
  const last = batches.find((batch) => batch.events.some((event) => event.type === 'error'))!.page;
  const vitals = batches
    .filter((batch) => batch.page === last)
    .flatMap((batch) => batch.events)
    .filter((event) => event.type === 'vital');
  for (const vital of vitals) {
    expect(vital.route).toBe('/tools/info/987654321');
    expect(typeof vital.value).toBe('number');
  }
  expect(events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        type: 'error',
        kind: 'error',
        message: 'Error: thrown on purpose by the telemetry journey',
        route: '/tools/info/987654321',
      }),
      expect.objectContaining({
        type: 'error',
        kind: 'rejection',
        message: 'Error: rejected on purpose by the telemetry journey',
      }),
      expect.objectContaining({ type: 'request', status: 404, route: '/tools/info/987654321' }),
    ]),
  );

  // Nothing that identifies the user or what they wrote.
  for (const body of beacons) {
    expect(body).not.toContain(token);
    expect(body).not.toContain('telemetry marker prompt');
    expect(body).not.toContain(encodeURIComponent(prompt));
    expect(body).not.toContain('demo@example.com');
    expect(body).not.toMatch(/"(path|route|source)":"[^"]*\?/);
  }

  // The mock took them, and its controls panel shows them.
  await page.getByRole('button', { name: /^Mock/ }).click();
  const panel = page.getByRole('region', { name: 'Mock backend controls' });
  await expect(panel.getByRole('heading', { name: /^Telemetry: \d+ reports$/ })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Latest telemetry reports' })).toContainText(
    'rejected on purpose by the telemetry journey',
  );
});

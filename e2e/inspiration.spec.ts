import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

const POLL_INTERVAL_MS = 3000;
/** Timer jitter in the page. */
const JITTER_MS = 150;

/** CRC-32 of PNG chunks (the PNG spec's polynomial). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small landscape PNG (32×18, so 16:9) drawn here rather than read from disk. */
function landscapePng(width = 32, height = 18): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows[row + 1 + x * 3] = 200;
      rows[row + 2 + x * 3] = 80 + x * 4;
      rows[row + 3 + x * 3] = 120 + y * 6;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function credits(page: Page): Promise<number> {
  const link = page.getByRole('link', { name: /credits, open payment/ });
  const label = (await link.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1]);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The history card of a record, found by its prompt. */
const recordCard = (page: Page, prompt: string) =>
  page.locator('article').filter({ hasText: prompt }).first();

/**
 * Every task-status poll, per record, with the time the app called `fetch` for it: taken in the page, because the
 * time this process hears of a request lags by a varying amount on a busy machine (a gap of 2,798 ms was once seen
 * between two polls the app made more than 3 s apart). Kept in sessionStorage so a reload loses nothing.
 */
async function watchPolls(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname.endsWith('/api/action/getTask')) {
        const polls = JSON.parse(sessionStorage.getItem('e2e-polls') ?? '[]') as [string, number][];
        polls.push([url.searchParams.get('record_id') ?? '?', performance.timeOrigin + performance.now()]);
        sessionStorage.setItem('e2e-polls', JSON.stringify(polls));
      }
      return original(input, init);
    };
  });
  return async () => {
    const polls = new Map<string, number[]>();
    const calls = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('e2e-polls') ?? '[]') as [string, number][],
    );
    for (const [id, time] of calls) polls.set(id, [...(polls.get(id) ?? []), time]);
    return polls;
  };
}

test('ReCreate → generate with a reference → info → Vary Subtle; a failing prompt shows its reason and retries', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const readPolls = await watchPolls(page);
  await signIn(page, '?mock_latency=0-50');

  // Explore: ReCreate the first product image.
  await page.goto('/?mock_latency=0-50');
  await expect(page.locator('[data-index]').first()).toBeVisible();
  await page.getByRole('button', { name: 'ReCreate' }).first().click();
  await expect(page).toHaveURL(/\/tools\/inspiration\?.*prompt=/);
  const prefilled = new URL(page.url()).searchParams.get('prompt') ?? '';
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(prefilled);

  const before = await credits(page);
  await choose(page, 'Category', 'Jewelry');
  await choose(page, 'Type', 'Rings');
  const prompt = `E2E ring ${Date.now()}`;
  await page.getByLabel('Prompt', { exact: true }).fill(prompt);

  // A reference picture: uploaded, shown, and the ratio follows its shape.
  await page.getByTestId('reference-input').setInputFiles({
    name: 'reference.png',
    mimeType: 'image/png',
    buffer: landscapePng(),
  });
  // The ReCreate link brought the source image as the first reference; the upload comes second.
  await expect(page.getByRole('img', { name: 'Reference 2' })).toBeVisible();
  // The first picture sets the ratio (spec 2 §2): here the picture the link brought (a ReCreate link names no
  // ratio), whatever its shape — the feed's first card differs between runs (a portrait dress gave 2:3 once on
  // CI) — and the upload, second, leaves it.
  const linked = page.getByRole('img', { name: 'Reference 1' });
  await expect
    .poll(() => linked.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const shape = await linked.evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight);
  const closest = ['1:1', '16:9', '4:3', '3:2', '9:16', '3:4', '2:3'].reduce((best, ratio) => {
    const distance = (value: string) => {
      const [width, height] = value.split(':').map(Number);
      return Math.abs(Math.log(width / height / shape));
    };
    return distance(ratio) < distance(best) ? ratio : best;
  });
  await expect(page.getByRole('button', { name: closest, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: /^Generate/ }).click();
  await expect(page.getByText('Task submitted, generating.')).toBeVisible();
  const card = recordCard(page, prompt);
  await expect(card.getByRole('status').first()).toBeVisible();
  await expect(card.getByText(/^\d+%$/).first()).toBeVisible();
  await expect(card.getByRole('link', { name: /^Open image 1/ })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('link', { name: /^Open image/ })).toHaveCount(4);
  await expect.poll(() => credits(page)).toBe(before - 4);

  // The result in /tools/info, then Vary Subtle.
  await card.getByRole('link', { name: /^Open image 1/ }).click();
  await expect(page).toHaveURL(/\/tools\/info\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Vary Subtle' }).click();
  await expect(page).toHaveURL(/\/tools\/inspiration\?reset=true$/);
  const vary = page.locator('article').filter({ hasText: 'subtle variation' }).first();
  await expect(vary.getByRole('status')).toHaveCount(1);
  await expect(vary.getByRole('link', { name: /^Open image 1/ })).toBeVisible({ timeout: 30_000 });

  // A prompt asking to fail: the reason, then a retry that runs the record again.
  await choose(page, 'Category', 'Jewelry');
  await choose(page, 'Type', 'Rings');
  const failing = `Please fail this ring ${Date.now()}`;
  await page.getByLabel('Prompt', { exact: true }).fill(failing);
  await page.getByRole('button', { name: /^Generate/ }).click();
  const failed = recordCard(page, failing);
  await expect(failed.getByText('(the prompt asked it to fail)', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Retry successful, task resubmitted')).toBeVisible();
  await expect(failed.getByRole('status').first()).toBeVisible();
  await expect(failed.getByText('(the prompt asked it to fail)', { exact: false })).toBeVisible({
    timeout: 30_000,
  });

  // Polling never multiplied: per record, consecutive polls are at least 3 s apart.
  const polls = await readPolls();
  expect(polls.size).toBeGreaterThanOrEqual(3);
  for (const [recordId, times] of polls) {
    for (let i = 1; i < times.length; i += 1) {
      expect(times[i] - times[i - 1], `polls of ${recordId}`).toBeGreaterThanOrEqual(
        POLL_INTERVAL_MS - JITTER_MS,
      );
    }
  }
});

/**
 * Runtime knobs of the mock backend: latency, random failure rate and the active scenario.
 * Set from the URL (`?mock_latency=0-50&mock_fail=0.2&mock_scenario=slowNetwork`), the controls panel
 * or tests. Jest starts with no latency.
 */
export interface MockSettings {
  /** Response delay range in ms. */
  latency: [number, number];
  /** Probability (0..1) that any /api or /server call answers a 500 envelope. */
  failRate: number;
  /** Name of the active scenario (see mocks/scenarios), or 'default'. */
  scenario: string;
  /** How payment order status queries answer: normally, with a 500 envelope, or never (rehearses the timeout). */
  orderStatus: OrderStatusMode;
  /** How long an application (cost assessment, pre-sale) waits before the back office reviews it. */
  reviewMs: number;
}

export const ORDER_STATUS_MODES = ['normal', 'fail', 'hang'] as const;
export type OrderStatusMode = (typeof ORDER_STATUS_MODES)[number];

export function isOrderStatusMode(value: unknown): value is OrderStatusMode {
  return ORDER_STATUS_MODES.includes(value as OrderStatusMode);
}

const isJest = typeof process !== 'undefined' && !!process.env?.JEST_WORKER_ID;

/** Issue 11: applications are reviewed after 20 s unless `?mock_review_ms=` or the controls panel say otherwise. */
export const DEFAULT_REVIEW_MS = 20_000;

export const DEFAULT_LATENCY: [number, number] = isJest ? [0, 0] : [150, 600];

const settings: MockSettings = {
  latency: [...DEFAULT_LATENCY],
  failRate: 0,
  scenario: 'default',
  orderStatus: 'normal',
  reviewMs: DEFAULT_REVIEW_MS,
};

export function getSettings(): Readonly<MockSettings> {
  return settings;
}

const listeners = new Set<(s: Readonly<MockSettings>) => void>();

export function updateSettings(patch: Partial<MockSettings>): void {
  if (patch.latency) {
    const [a, b] = patch.latency.map((v) => Math.max(0, Math.min(60_000, Number(v) || 0)));
    settings.latency = [Math.min(a, b), Math.max(a, b)];
  }
  if (patch.failRate !== undefined) settings.failRate = Math.max(0, Math.min(1, Number(patch.failRate) || 0));
  if (patch.scenario !== undefined) settings.scenario = patch.scenario;
  if (isOrderStatusMode(patch.orderStatus)) settings.orderStatus = patch.orderStatus;
  if (patch.reviewMs !== undefined && Number.isFinite(Number(patch.reviewMs)))
    settings.reviewMs = Math.max(0, Math.min(3_600_000, Number(patch.reviewMs)));
  for (const listener of listeners) listener(settings);
}

export function resetSettings(): void {
  updateSettings({
    latency: [...DEFAULT_LATENCY],
    failRate: 0,
    scenario: 'default',
    orderStatus: 'normal',
    reviewMs: DEFAULT_REVIEW_MS,
  });
}

export function onSettingsChange(listener: (s: Readonly<MockSettings>) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Parses `0-50`, `300` or `150,600` into a latency range. */
export function parseLatency(text: string | null): [number, number] | null {
  if (!text) return null;
  const parts = text.split(/[-,]/).map((p) => Number(p.trim()));
  if (parts.some((p) => !Number.isFinite(p) || p < 0)) return null;
  return parts.length === 1 ? [parts[0], parts[0]] : [parts[0], parts[1]];
}

/** Reads the `mock_*` query parameters of a URL. */
export function settingsFromSearch(search: string): Partial<MockSettings> {
  const params = new URLSearchParams(search);
  const out: Partial<MockSettings> = {};
  const latency = parseLatency(params.get('mock_latency'));
  if (latency) out.latency = latency;
  const fail = params.get('mock_fail');
  if (fail !== null && Number.isFinite(Number(fail))) out.failRate = Number(fail);
  const scenario = params.get('mock_scenario');
  if (scenario) out.scenario = scenario;
  const order = params.get('mock_order');
  if (isOrderStatusMode(order)) out.orderStatus = order;
  const review = params.get('mock_review_ms');
  if (review !== null && review.trim() !== '' && Number.isFinite(Number(review)))
    out.reviewMs = Number(review);
  return out;
}

export const IS_JEST = isJest;

import type { Telemetry } from './telemetryClient';

const client = {
  active: true,
  report: jest.fn(),
  reportError: jest.fn(),
  reportRequest: jest.fn(),
  flush: jest.fn(),
  stop: jest.fn(),
} satisfies Telemetry;
const createTelemetry = jest.fn((_options: unknown) => client);

jest.mock('@/config/env', () => ({
  config: { telemetryUrl: '/api/telemetry', telemetrySampleRate: 0.5 },
}));
jest.mock('./telemetryClient', () => ({ createTelemetry: (options: unknown) => createTelemetry(options) }));
jest.mock('./schedule', () => ({ whenIdle: (task: () => void) => setTimeout(task, 0) }));

/** A fresh copy of the module (it starts once per page load). */
function load(): typeof import('./telemetry') {
  let telemetry!: typeof import('./telemetry');
  jest.isolateModules(() => {
    telemetry = jest.requireActual('./telemetry');
  });
  return telemetry;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => jest.clearAllMocks());

describe('startTelemetry', () => {
  it('keeps what happens before the client has loaded, then hands it over', async () => {
    const { startTelemetry, reportFailedRequest } = load();
    startTelemetry(() => 0.2);
    const failure = { method: 'GET', url: '/api/user/info', status: 500, code: 500 };
    reportFailedRequest(failure);
    const error = new Error('thrown while starting');
    window.dispatchEvent(
      new ErrorEvent('error', { error, filename: '/assets/index.js', lineno: 3, colno: 7 }),
    );
    expect(createTelemetry).not.toHaveBeenCalled();

    await settle();
    expect(createTelemetry).toHaveBeenCalledTimes(1);
    expect(createTelemetry.mock.calls[0][0]).toMatchObject({ url: '/api/telemetry', sampleRate: 0.5 });
    expect(client.reportRequest).toHaveBeenCalledWith(failure);
    expect(client.reportError).toHaveBeenCalledWith('error', error, {
      source: '/assets/index.js',
      line: 3,
      column: 7,
    });
    // From now on the client hears of failures directly, and its own listeners take the errors.
    reportFailedRequest(failure);
    expect(client.reportRequest).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a page load outside the sample', async () => {
    const { startTelemetry, reportFailedRequest } = load();
    startTelemetry(() => 0.7);
    reportFailedRequest({ method: 'GET', url: '/api/x', status: 500, code: 500 });
    await settle();
    expect(createTelemetry).not.toHaveBeenCalled();
    expect(client.reportRequest).not.toHaveBeenCalled();
  });
});

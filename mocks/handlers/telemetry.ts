import { http, HttpResponse } from 'msw';
import { receiveTelemetry } from '../engine/telemetry';
import { MockError } from '../errors';
import { envelope, errorResponse, routeTable } from '../http';

routeTable.push({ method: 'post', path: '/telemetry', base: 'api' });

/**
 * `sendTelemetry`: the beacons of the app's telemetry. Not through `route()`: no latency, failure rate or
 * scenario applies (the reports of a rehearsed outage are what one wants to see), and no token is asked.
 */
export const telemetryHandler = http.post('*/api/telemetry', async ({ request }) => {
  try {
    receiveTelemetry(await request.text());
    return HttpResponse.json(envelope('api', 0, 'success', null));
  } catch (error) {
    if (error instanceof MockError) return errorResponse('api', error.code, error.message);
    throw error;
  }
});

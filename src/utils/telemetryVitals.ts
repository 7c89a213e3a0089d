import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { TelemetryEvent } from './telemetryClient';

/**
 * The web-vitals half of telemetry, a lazy chunk (3 KB gzip) fetched only by a page load that reports. The
 * library reads buffered performance entries, so loading it after the first screen loses nothing. Each metric is
 * reported once, when final (the page is hidden, or for LCP the first input).
 */
export function observeVitals(report: (event: TelemetryEvent) => void): void {
  const send = (metric: Metric) =>
    report({
      type: 'vital',
      name: metric.name,
      // CLS is unitless (keep 4 decimals); the others are milliseconds.
      value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
      rating: metric.rating,
      route: window.location.pathname,
      navigation: metric.navigationType,
      at: Math.round(performance.now()),
    });
  onLCP(send);
  onINP(send);
  onCLS(send);
  onTTFB(send);
  onFCP(send);
}

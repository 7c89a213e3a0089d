import { config } from '@/config/env';
import { acceptLanguage } from '@/hooks/useLanguage';
import { reportFailedRequest } from '@/utils/telemetry';
import {
  applyEnvelopeRules,
  authorizationHeader,
  envelopeResult,
  REQUEST_TIMEOUT_MS,
  transportError,
  type ApiBase,
  type ApiError,
} from './http';
import type { paths as ApiPaths } from './schema';

/** Spec 1 §4: the bar rises with the bytes sent but stays at 99 until the server has answered. */
export const UPLOAD_PROGRESS_CAP = 99;

/** An upload's failure: the ApiError every endpoint rejects with, plus the server's own words if any. */
export interface UploadError extends ApiError {
  /** The reply's message, msg, error or detail (spec 1 §8), when the server sent one. */
  serverMessage?: string;
}

export interface UploadRequest {
  /** Path of a multipart operation of the contract, e.g. `/image/upload`. */
  path: keyof ApiPaths;
  body: FormData;
  base?: ApiBase;
  /** Percent sent, 0–99; 100 is left for the answer. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Keep the global error toast away (uploaders show their own message); true by default. */
  silent?: boolean;
}

/** The first readable error text of an upload reply: message, msg, error or detail (spec 1 §8). */
export function uploadErrorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  for (const key of ['message', 'msg', 'error', 'detail'] as const) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

function baseUrl(base: ApiBase): string {
  const root = base === 'api' ? config.apiBaseUrl : config.serverBaseUrl;
  return /^https?:/i.test(root) ? root : new URL(root, window.location.origin).toString().replace(/\/$/, '');
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Multipart upload over XMLHttpRequest, the one browser API that reports upload progress (fetch and
 * openapi-fetch cannot). Same rules as the typed clients: bearer token, 240 s timeout, envelope with
 * numeric code, 401 → sign-in, error toast unless silent, and RTK Query's `{ data } | { error }`.
 */
export function sendUpload<T>({
  path,
  body,
  base = 'api',
  onProgress,
  signal,
  silent = true,
}: UploadRequest): Promise<{ data: T } | { error: UploadError }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const url = `${baseUrl(base)}${path}`;
    xhr.open('POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', acceptLanguage());
    const authorization = authorizationHeader();
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    let sent = 0;
    const report = (percent: number) => {
      const next = Math.min(UPLOAD_PROGRESS_CAP, percent);
      if (next <= sent) return;
      sent = next;
      onProgress?.(next);
    };
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !event.total) return;
      report(Math.round((event.loaded / event.total) * 100));
    };
    // The body is all sent when the upload ends, and at the latest when the answer's headers arrive: some
    // browsers send no progress for a request a service worker answers, which left the bar at 0 %.
    xhr.upload.onload = () => report(UPLOAD_PROGRESS_CAP);
    // A request a service worker answers (the mock backend) hands its body over at once, and Chromium reports
    // no upload progress for it at all: the wait that follows is the server's, not the upload's.
    xhr.upload.onloadstart = () => {
      if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller)
        report(UPLOAD_PROGRESS_CAP);
    };
    xhr.onreadystatechange = () => {
      if (xhr.readyState >= XMLHttpRequest.HEADERS_RECEIVED) report(UPLOAD_PROGRESS_CAP);
    };
    const fail = (error: unknown) => {
      console.error(`[http] POST ${path} failed`, error);
      const result = transportError(error);
      if ((error as { name?: unknown }).name !== 'AbortError') {
        reportFailedRequest({ method: 'POST', url, status: 0, code: -1, message: result.error.message });
      }
      resolve(result);
    };
    xhr.onerror = () => fail(new Error('Network error'));
    xhr.ontimeout = () => fail(new DOMException('Request timed out after 240 s', 'TimeoutError'));
    xhr.onabort = () => fail(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      const reply = parse(xhr.responseText);
      const envelope = applyEnvelopeRules(base, xhr.status, reply, silent);
      const ok = xhr.status >= 200 && xhr.status < 300;
      const result = envelopeResult<T>(xhr.status, ok, xhr.statusText, envelope ?? undefined);
      if ('error' in result) {
        reportFailedRequest({
          method: 'POST',
          url,
          status: xhr.status,
          code: envelope ? envelope.code : -1,
          message: result.error.message,
        });
        resolve({ error: { ...result.error, serverMessage: uploadErrorText(reply) } });
        return;
      }
      onProgress?.(100);
      resolve(result);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

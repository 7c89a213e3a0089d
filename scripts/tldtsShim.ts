/**
 * Mock builds only (vite.config.ts): what MSW's cookie store asks of `tldts`, without the public-suffix list
 * (110 KB gzip) that every mock page would otherwise download. The store only ever holds cookies a mocked answer
 * sets, and ours set none; the mock runs on development hosts (localhost, an IP, a plain name), for which the
 * list's default rule — the last label is the public suffix — is also the list's answer (scripts/tldtsShim.test.ts).
 */
export function getDomain(hostname: string): string | null {
  if (!hostname || hostname.includes(':') || hostname.startsWith('[') || /^[\d.]+$/.test(hostname))
    return null;
  const labels = hostname.replace(/\.$/, '').split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.').toLowerCase();
}

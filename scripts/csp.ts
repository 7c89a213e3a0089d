import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import {
  buildCsp,
  inlineScriptHashes,
  insertPolicyMeta,
  nginxPolicyHeaders,
  policyHeaders,
  type CspEnv,
} from './cspPolicy.ts';

/** Where the build leaves the policy headers for deploy/nginx, inside the out dir (never served: a dot folder). */
export const POLICY_HEADERS_FILE = '.vite/policy-headers.conf';

/**
 * Vite plugin: puts the CSP and referrer <meta> right after `<meta charset>` in the built index.html, and writes
 * the same policy (plus `frame-ancestors 'none'` and the Permissions-Policy) as nginx header lines for deploy/.
 */
export function cspPlugin(): Plugin {
  let env: CspEnv = {};
  let outDir = '';
  let hashes: string[] | null = null;
  return {
    name: 'atelier-csp',
    apply: 'build',
    configResolved(resolved) {
      // .env, .env.<mode> and VITE_* variables of the shell (which win), as import.meta.env sees them.
      env = loadEnv(resolved.mode, resolved.envDir || resolved.root, 'VITE_');
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        hashes = inlineScriptHashes(html);
        return insertPolicyMeta(html, buildCsp(env, hashes));
      },
    },
    writeBundle() {
      // Only a build that made a page.
      if (hashes === null) return;
      const file = join(outDir, POLICY_HEADERS_FILE);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, nginxPolicyHeaders(policyHeaders(env, hashes)));
    },
  };
}

import { loadEnv, type Plugin } from 'vite';
import { buildCsp, inlineScriptHashes, insertPolicyMeta, type CspEnv } from './cspPolicy';

/** Vite plugin: puts the CSP and referrer <meta> right after `<meta charset>` in the built index.html. */
export function cspPlugin(): Plugin {
  let env: CspEnv = {};
  return {
    name: 'atelier-csp',
    apply: 'build',
    configResolved(resolved) {
      // .env, .env.<mode> and VITE_* variables of the shell (which win), as import.meta.env sees them.
      env = loadEnv(resolved.mode, resolved.envDir || resolved.root, 'VITE_');
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => insertPolicyMeta(html, buildCsp(env, inlineScriptHashes(html))),
    },
  };
}

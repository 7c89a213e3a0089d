import { loadEnv, type Plugin } from 'vite';
import { buildCsp, REFERRER_POLICY, type CspEnv } from './cspPolicy';

/** Vite plugin: puts the CSP and referrer <meta> first in <head> of the built index.html. */
export function cspPlugin(): Plugin {
  let env: CspEnv = {};
  return {
    name: 'atelier-csp',
    apply: 'build',
    configResolved(resolved) {
      // .env, .env.<mode> and VITE_* variables of the shell (which win), as import.meta.env sees them.
      env = loadEnv(resolved.mode, resolved.envDir || resolved.root, 'VITE_');
    },
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: buildCsp(env) },
          injectTo: 'head-prepend',
        },
        { tag: 'meta', attrs: { name: 'referrer', content: REFERRER_POLICY }, injectTo: 'head-prepend' },
      ];
    },
  };
}

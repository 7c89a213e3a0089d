// The contract with its bases in the path keys, for Prism (mock and proxy modes).
//
// openapi/openapi.yaml keys its paths without a base and lists the bases each path is served on in the path item's
// `servers` (`/api`, `/server`). Prism ignores relative servers, so this writes a copy whose keys carry the base:
// `/global/category` served on `/api` becomes `/api/global/category`. Prism then answers and validates the app's
// own URLs, a path asked on a base that does not serve it is unknown (as on the real backend), and in proxy mode
// `/api/x` is forwarded to `<upstream>/api/x` — one Prism for both bases, paths kept.
import { mkdirSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** The bases (`/api`, `/server`) a path item is served on: its own servers, else the document's. */
export function basesOf(doc, pathItem) {
  return (pathItem.servers ?? doc.servers ?? [{ url: '' }]).map((server) => server.url.replace(/\/$/, ''));
}

/** A copy of the parsed contract whose path keys start with their base; `servers` are dropped. */
export function withBasesInPaths(doc) {
  const paths = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const rest = { ...item };
    delete rest.servers;
    for (const base of basesOf(doc, item)) paths[`${base}${path}`] = rest;
  }
  const top = { ...doc, paths };
  delete top.servers;
  return top;
}

/**
 * Every operation of the contract as [method, base-prefixed path template, operationId], for naming the
 * operation a request went to.
 */
export function operationsOf(doc) {
  const list = [];
  for (const [path, item] of Object.entries(withBasesInPaths(doc).paths)) {
    for (const method of HTTP_METHODS) {
      if (item[method])
        list.push({ method: method.toUpperCase(), path, operationId: item[method].operationId });
    }
  }
  return list;
}

/** The operation a method and URL path go to (literal segments beat `{templated}` ones, as in Prism). */
export function findOperation(operations, method, pathname) {
  const parts = pathname.split('/');
  let best = null;
  let bestScore = -1;
  for (const op of operations) {
    if (op.method !== method.toUpperCase()) continue;
    const template = op.path.split('/');
    if (template.length !== parts.length) continue;
    let score = 0;
    for (const [i, segment] of template.entries()) {
      if (segment === parts[i]) score += 2;
      else if (/^\{[^}]+\}$/.test(segment) && parts[i] !== '') score += 1;
      else {
        score = -1;
        break;
      }
    }
    if (score > bestScore) {
      best = op;
      bestScore = score;
    }
  }
  return best;
}

export function readContract(root) {
  return parse(readFileSync(join(root, 'openapi', 'openapi.yaml'), 'utf8'));
}

/**
 * Writes the base-prefixed contract as JSON under node_modules/.cache and returns its path. With `watch`, it is
 * written again whenever openapi/openapi.yaml changes (Prism reloads a changed document by itself).
 */
export function writeContractWithBases(root, { watch: keepWatching = false } = {}) {
  const dir = join(root, 'node_modules', '.cache', 'contract');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `openapi.bases.${process.pid}.json`);
  const write = () => writeFileSync(file, JSON.stringify(withBasesInPaths(readContract(root)), null, 1));
  write();
  if (keepWatching) {
    const watcher = watch(join(root, 'openapi', 'openapi.yaml'), () => {
      try {
        write();
      } catch (error) {
        console.error(`openapi/openapi.yaml does not parse: ${error.message}`);
      }
    });
    watcher.unref();
  }
  return file;
}

/**
 * Node-only helpers for tests: load openapi/openapi.yaml, walk its operations and validate
 * bodies against its schemas with ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses).
 *
 * The whole document is registered in ajv under one $id, so every schema is compiled by JSON
 * pointer into the document and its local `#/components/...` references resolve as they are.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export const OPENAPI_FILE = join(__dirname, 'openapi.yaml');
const DOC_ID = 'https://contract.local/openapi.json';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type Base = 'api' | 'server';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is plain parsed YAML */
export type Json = any;

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operationId: string;
  bases: Base[];
  operation: Json;
  pathItem: Json;
  /** JSON pointer of the operation inside the document. */
  pointer: string;
}

let cached: Json | undefined;

/** The parsed document (cached). */
export function loadOpenApi(): Json {
  cached ??= parse(readFileSync(OPENAPI_FILE, 'utf8'));
  return cached;
}

export function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Follows a local `#/...` reference. */
export function resolvePointer(doc: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, key) => {
      if (node == null || !(key in node)) throw new Error(`Unresolved reference ${ref}`);
      return node[key];
    }, doc);
}

/** Resolves `node` if it is a `$ref` object; returns the node and its pointer. */
export function deref(doc: Json, node: Json, pointer: string): { node: Json; pointer: string } {
  let current = node;
  let at = pointer;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    at = current.$ref;
    current = resolvePointer(doc, current.$ref);
  }
  return { node: current, pointer: at };
}

function basesOf(servers: Json[] | undefined): Base[] {
  return (servers ?? []).map((s: Json) => String(s.url).replace(/^\//, '') as Base);
}

/** Every operation of the document, in document order. */
export function listOperations(doc: Json = loadOpenApi()): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, pathItem] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      out.push({
        method,
        path,
        operationId: operation.operationId,
        bases: basesOf(operation.servers ?? pathItem.servers),
        operation,
        pathItem,
        pointer: `#/paths/${escapePointer(path)}/${method}`,
      });
    }
  }
  return out;
}

/** The media type object of a request body or response (after $ref), with its pointer. */
export function mediaOf(
  doc: Json,
  holder: Json,
  pointer: string,
): { contentType: string; media: Json; pointer: string } | undefined {
  const { node, pointer: at } = deref(doc, holder, pointer);
  const content = node?.content;
  if (!content) return undefined;
  const contentType = Object.keys(content)[0];
  return { contentType, media: content[contentType], pointer: `${at}/content/${escapePointer(contentType)}` };
}

/** Pointer of the response object for a status: exact code first, then `4XX`-style ranges, then `default`. */
export function responsePointer(entry: OperationEntry, status: number): string | undefined {
  const responses = entry.operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  return key === undefined ? undefined : `${entry.pointer}/responses/${escapePointer(key)}`;
}

export interface ContractValidator {
  /** Validates `value` against the schema at `pointer` (a `#/...` pointer to a schema object). */
  validate(pointer: string, value: unknown): { valid: boolean; errors: string };
  /** Validates a response body of an operation for an HTTP status. */
  validateResponse(entry: OperationEntry, status: number, body: unknown): { valid: boolean; errors: string };
  /**
   * Validates a request body of an operation: JSON as sent; multipart fields as an object (files
   * become a placeholder string, integer-looking fields numbers). No request body documented
   * means none may be required.
   */
  validateRequest(entry: OperationEntry, body: unknown): { valid: boolean; errors: string };
  /** Validates the path and query parameters of a concrete request path (without the base). */
  validateParameters(
    entry: OperationEntry,
    path: string,
    query: URLSearchParams,
  ): { valid: boolean; errors: string };
}

function formatErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`)
    .join('; ');
}

/** An ajv 2020-12 validator over the whole document. */
export function createContractValidator(doc: Json = loadOpenApi()): ContractValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // OpenAPI's file marker; multipart bodies are not validated as JSON.
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...doc, $id: DOC_ID });
  const compiled = new Map<string, ValidateFunction>();

  const validate = (pointer: string, value: unknown) => {
    let fn = compiled.get(pointer);
    if (!fn) {
      fn = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
      compiled.set(pointer, fn);
    }
    const valid = fn(value) as boolean;
    return { valid, errors: valid ? '' : formatErrors(fn.errors) };
  };

  return {
    validate,
    validateResponse(entry, status, body) {
      const at = responsePointer(entry, status);
      if (!at) return { valid: false, errors: `no response documented for HTTP ${status}` };
      const media = mediaOf(doc, resolvePointer(doc, at), at);
      if (!media?.media?.schema) return { valid: false, errors: `no schema for HTTP ${status}` };
      return validate(`${media.pointer}/schema`, body);
    },
    validateRequest(entry, body) {
      const rb = entry.operation.requestBody;
      if (!rb) return { valid: true, errors: '' };
      const { node } = deref(doc, rb, `${entry.pointer}/requestBody`);
      const media = mediaOf(doc, rb, `${entry.pointer}/requestBody`);
      if (!media) return { valid: true, errors: '' };
      if (body === undefined) {
        return node.required
          ? { valid: false, errors: 'request body is required' }
          : { valid: true, errors: '' };
      }
      return validate(`${media.pointer}/schema`, body);
    },
    validateParameters(entry, path, query) {
      const errors: string[] = [];
      const pathValues = pathParams(entry.path, path);
      (entry.operation.parameters ?? []).forEach((p: Json, i: number) => {
        const { node: param, pointer } = deref(doc, p, `${entry.pointer}/parameters/${i}`);
        const raw =
          param.in === 'path' ? pathValues[param.name] : param.in === 'query' ? query.get(param.name) : null;
        if (raw === null || raw === undefined) {
          if (param.required) errors.push(`${param.in} parameter ${param.name} is required`);
          return;
        }
        const schema = deref(doc, param.schema, `${pointer}/schema`).node;
        const result = validate(`${pointer}/schema`, coerce(schema, raw));
        if (!result.valid) errors.push(`${param.in} parameter ${param.name}=${raw}: ${result.errors}`);
      });
      return { valid: errors.length === 0, errors: errors.join('; ') };
    },
  };
}

/** Turns a parameter's text into the JSON value its schema expects (integers, numbers, booleans). */
function coerce(schema: Json, raw: string): unknown {
  const types: string[] = ([] as string[]).concat(
    schema?.type ?? (schema?.enum ? typeof schema.enum[0] : 'string'),
  );
  if (
    (types.includes('integer') || types.includes('number')) &&
    raw.trim() !== '' &&
    !Number.isNaN(Number(raw))
  ) {
    return Number(raw);
  }
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** Path parameter values of a concrete path for a template such as `/payment/{orderId}`. */
export function pathParams(template: string, path: string): Record<string, string> {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const match = pathMatcher(template, true).exec(path);
  const out: Record<string, string> = {};
  names.forEach((name, i) => {
    if (match?.[i + 1] !== undefined) out[name] = decodeURIComponent(match[i + 1]);
  });
  return out;
}

/** Multipart fields as a plain object for schema validation (files become a placeholder). */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  form.forEach((value, key) => {
    out[key] =
      typeof value === 'string' ? (/^-?\d+$/.test(value) ? Number(value) : value) : `<file ${value.name}>`;
  });
  return out;
}

/** Turns an OpenAPI path template into a RegExp matching concrete paths. */
export function pathMatcher(template: string, capture = false): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part.startsWith('{') ? (capture ? '([^/]+)' : '[^/]+') : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Finds the operation serving a concrete request: base (`api`/`server`), method and path without
 * the base. Concrete path keys win over templated ones (`/payment/levelList` over `/payment/{orderId}`).
 */
export function findOperation(
  entries: OperationEntry[],
  base: Base,
  method: string,
  path: string,
): OperationEntry | undefined {
  const candidates = entries.filter(
    (e) => e.method === method.toLowerCase() && e.bases.includes(base) && pathMatcher(e.path).test(path),
  );
  return candidates.find((e) => !e.path.includes('{')) ?? candidates[0];
}

/**
 * Live answers checked against openapi.yaml: a JSON answer (success or problem document) must match
 * the schema the document declares for its route, status and media type, so a declared shape cannot
 * drift from what is served. Ajv validates (JSON Schema 2020-12, the dialect of OpenAPI 3.1); the
 * document is read as it is, its `$ref`s resolved in place.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/** The parts of openapi.yaml the check reads. */
interface Operation {
  readonly responses: Record<string, { readonly content?: Record<string, { readonly schema?: unknown }> }>;
}
interface Document {
  readonly paths: Record<string, Record<string, Operation>>;
}

const DOCUMENT_ID = 'openapi.yaml';
const document = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as Document;

// Strict, so a keyword the validator would silently skip fails instead; zod's tuples are written without
// `items: false` (extra items allowed), which strict mode would refuse to compile.
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTuples: false });
// ajv-formats is CommonJS: its default export is the plugin itself or, under some interop, a namespace holding it.
const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv2020) => void;
addFormats(ajv);
// OpenAPI's own annotations. `discriminator` only tells a client which branch to read; `oneOf` still decides.
ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
// The document's top-level fields: it is added whole, so a `$ref` reaches into `paths` and `components` as written.
ajv.addVocabulary(['openapi', 'info', 'servers', 'paths', 'components', 'security', 'tags', 'webhooks']);
ajv.addSchema(document, DOCUMENT_ID);

/** One declared operation: its path as a pattern (literal segments before `{params}`) and its responses. */
interface Route {
  readonly method: string;
  readonly template: string;
  readonly pattern: RegExp;
  readonly params: number;
  readonly operation: Operation;
}

const routes: Route[] = Object.entries(document.paths)
  .flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(
        `^${template
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]+')}$`,
      ),
      params: (template.match(/\{/g) ?? []).length,
      operation,
    })),
  )
  // `/v1/challenges/daily` before `/v1/challenges/{id}`: the literal path wins, as in the router.
  .sort((a, b) => a.params - b.params);

const pointer = (...parts: string[]): string =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const validators = new Map<string, ValidateFunction>();
function validatorFor(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (validate === undefined) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

const isJson = (mediaType: string): boolean => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * Why `response` (the answer to `method url`) breaks openapi.yaml, or `undefined` when it keeps it.
 * Answers of paths the document does not declare (GraphQL, the docs page) are checked only when they
 * are problem documents, against `Problem`; answers that are not JSON (SVG, event streams) are not read.
 */
export async function openapiBreach(method: string, url: URL, response: Response): Promise<string | undefined> {
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (method === 'HEAD' || !isJson(mediaType)) return undefined;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${method} ${url.pathname} → ${response.status} says ${mediaType} but its body is not JSON: ${text.slice(0, 200)}`;
  }
  const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
  let ref: string;
  if (route === undefined) {
    if (mediaType !== 'application/problem+json') return undefined;
    ref = `${DOCUMENT_ID}#/components/schemas/Problem`;
  } else {
    const status = String(response.status);
    const declared = route.operation.responses[status] ?? route.operation.responses[`${status[0]}XX`];
    const where = `${method} ${route.template} → ${status}`;
    if (declared === undefined)
      return `${where}: openapi.yaml declares no ${status} answer for this route (it declares ${Object.keys(route.operation.responses).join(', ')}); body ${text.slice(0, 200)}`;
    if (declared.content?.[mediaType]?.schema === undefined)
      return `${where}: openapi.yaml declares no ${mediaType} body for it (declared: ${Object.keys(declared.content ?? {}).join(', ') || 'none'})`;
    ref = `${DOCUMENT_ID}#${pointer('', 'paths', route.template, route.method.toLowerCase(), 'responses', status, 'content', mediaType, 'schema')}`;
  }
  const validate = validatorFor(ref);
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 8)
    .map((e) => `${e.instancePath || '/'} ${e.message} (${e.schemaPath})`)
    .join('\n  ');
  return `${method} ${url.pathname} → ${response.status} does not match ${ref}:\n  ${errors}\n  body: ${text.slice(0, 400)}`;
}

/** The method and URL a call of `app.request(input, init)` makes. */
function requestOf(input: string | Request | URL, init?: RequestInit): { method: string; url: URL } {
  if (input instanceof Request)
    return { method: (init?.method ?? input.method).toUpperCase(), url: new URL(input.url) };
  return { method: (init?.method ?? 'GET').toUpperCase(), url: new URL(input, 'http://localhost') };
}

/** The app's `request`, as tests call it, made to fail any answer that breaks openapi.yaml. */
interface Requesting {
  request(input: string | Request | URL, init?: RequestInit, ...rest: unknown[]): Response | Promise<Response>;
}

/**
 * The same app, whose `request` throws when an answer breaks openapi.yaml (the test then fails with
 * the route, the status, the schema errors and the body). Everything else is the app's own.
 */
export function checkedAgainstOpenapi<A extends Requesting>(app: A): A {
  const request: Requesting['request'] = async (input, init, ...rest) => {
    const response = await app.request(input, init, ...rest);
    const { method, url } = requestOf(input, init);
    const breach = await openapiBreach(method, url, response);
    if (breach !== undefined) throw new Error(`answer breaks openapi.yaml: ${breach}`);
    return response;
  };
  return new Proxy(app, {
    get: (target, key) => {
      if (key === 'request') return request;
      const value: unknown = Reflect.get(target, key, target);
      // The app's own methods run on the app itself (its private fields are not the proxy's).
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

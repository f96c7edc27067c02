/**
 * One HTTP exchange with the API: JSON in, JSON or a typed error out, with retries where a retry is
 * safe. Only `fetch` and web globals, so it runs unchanged in browsers, node 20, Deno and Workers.
 */
import { isProblem, RolltapeError } from './errors.js';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface TransportOptions {
  /** Where the API lives, e.g. `http://127.0.0.1:8787` (no trailing `/v1`); default: the page's origin. */
  readonly baseUrl?: string;
  /** A fetch to use instead of the global one (tests, proxies, instrumented fetches). */
  readonly fetch?: Fetch;
  /** How many times a safe request is retried after a network error or a 502/503/504; default 3. */
  readonly retries?: number;
  /** The first wait before a retry, doubled each time; default 200 ms. */
  readonly retryDelayMs?: number;
}

export interface Call {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly token?: string | null | undefined;
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  /** Whether sending it twice does no harm (GETs; moves carrying a `moveId`; a rename). */
  readonly idempotent: boolean;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal | undefined;
}

const RETRY_STATUSES = new Set([502, 503, 504]);

export class Transport {
  readonly baseUrl: string;
  private readonly fetch: Fetch;
  private readonly retries: number;
  private readonly retryDelayMs: number;

  constructor(options: TransportOptions = {}) {
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
    const base = options.baseUrl ?? origin;
    if (base === undefined) throw new TypeError('RolltapeClient needs a baseUrl outside a browser page');
    this.baseUrl = base.replace(/\/+$/, '');
    const chosen = options.fetch ?? globalThis.fetch;
    if (typeof chosen !== 'function')
      throw new TypeError('RolltapeClient needs fetch (node 20+, any browser) or options.fetch');
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.retries = options.retries ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 200;
  }

  url(path: string, query: Call['query'] = {}): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
    const search = params.toString();
    return `${this.baseUrl}${path}${search === '' ? '' : `?${search}`}`;
  }

  /** Sends the call and answers the parsed JSON body, or throws a `RolltapeError`. */
  async json<T>(call: Call): Promise<T> {
    const response = await this.send(call);
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch (cause) {
      throw RolltapeError.local(
        'bad-response',
        `${call.method} ${call.path} answered ${response.status} with something other than JSON: ${text.slice(0, 120)}`,
        cause,
      );
    }
    if (!response.ok) {
      if (isProblem(body)) throw new RolltapeError(body);
      throw new RolltapeError({
        type: 'about:blank',
        title: response.statusText,
        status: response.status,
        code: `http-${response.status}`,
        detail: text.slice(0, 200),
      });
    }
    return body as T;
  }

  /** Sends the call, retrying a safe one on network errors and gateway failures; answers any HTTP response. */
  async send(call: Call): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json', ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = {
      method: call.method,
      headers,
      ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
      ...(call.signal && { signal: call.signal }),
    };
    const url = this.url(call.path, call.query);
    const attempts = call.idempotent ? this.retries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await this.fetch(url, init);
      } catch (cause) {
        if (call.signal?.aborted) throw cause;
        if (attempt >= attempts)
          throw RolltapeError.local(
            'network-error',
            `${call.method} ${call.path}: no answer after ${attempt} attempt(s) (${describe(cause)})`,
            cause,
          );
        await sleep(this.retryDelayMs * 2 ** (attempt - 1), call.signal);
        continue;
      }
      if (RETRY_STATUSES.has(response.status) && attempt < attempts) {
        await response.body?.cancel().catch(() => {});
        await sleep(this.retryDelayMs * 2 ** (attempt - 1), call.signal);
        continue;
      }
      return response;
    }
  }
}

const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
};

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((done, fail) => {
    if (signal?.aborted) return fail(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      done();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      fail(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** A fresh idempotency key; `randomUUID` is missing on plain-http pages, so fall back to random bytes. */
export function newMoveId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What `RolltapeClient` is built on: its transport and the API's origin. The class is written in a
 * file per concept, each part extending the one before: players.ts, webhooks.ts, then client.ts (the
 * games, and the class itself).
 */
export abstract class ClientBase {
  protected readonly http: Transport;

  constructor(options: TransportOptions = {}) {
    this.http = new Transport(options);
  }

  /** The API's origin, e.g. for links to `/v1/games/{id}/export`. */
  get baseUrl(): string {
    return this.http.baseUrl;
  }
}

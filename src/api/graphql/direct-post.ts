import {
  getOperationAST,
  GraphQLError,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { createGraphQLError, processRegularResult } from 'graphql-yoga';
import type { GraphqlContext } from './builder.js';
import { withVariableErrorCodes } from './variable-errors.js';

/** Runs a validated query or mutation: the runtime's compiled executor, with its own checks of the variables. */
export type GraphqlExecutor = (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult;

/** The part of an LRU cache both paths use (Yoga's parser cache takes the same object). */
export interface DocumentCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): unknown;
}

/** `S`: what the app hands each GraphQL request besides the request (handler.ts). */
export interface DirectPostDeps<S> {
  readonly schema: GraphQLSchema;
  /** Yoga's parsed documents and parse failures, by document text: one cache for both paths. */
  readonly documents: DocumentCache<DocumentNode>;
  readonly parseFailures: DocumentCache<unknown>;
  /** The parser Yoga uses (with the document limits). */
  readonly parse: (source: string) => DocumentNode;
  /** Every rule Yoga validates with (the spec's and ours). */
  readonly rules: readonly ValidationRule[];
  /** The operation's cost refusal (Yoga's limits plugin refuses the same), or null. */
  readonly refuseCost: (
    document: DocumentNode,
    operationName: string | undefined,
    variables: Variables,
  ) => GraphQLError | null;
  readonly execute: GraphqlExecutor;
  /** Yoga's error masking, logging included. */
  readonly mask: (error: unknown) => Error;
  readonly context: (server: S) => GraphqlContext;
  /** The `Response` Yoga answers with. */
  readonly Response: typeof Response;
  /** Yoga itself, for every request this path does not take. */
  readonly yoga: (request: Request, server: S) => Promise<Response> | Response;
}

type Variables = Readonly<Record<string, unknown>> | null | undefined;

interface Params {
  readonly query: string;
  readonly variables?: Variables;
  readonly operationName?: string | null;
}

/** A GraphQL answer as Yoga writes it: its status, its headers (`Content-Type` and any an error asks for) and its text. */
export interface PostedAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
}

/**
 * Runs a JSON-POSTed query or mutation from its body's text (see `directPost`), answering its
 * status, headers and text; `null` when Yoga must answer it (a request refused before it runs, or a
 * subscription). Node's direct path (adapter/node/direct-graphql.ts) writes the answer to node's
 * response itself; `directPost` wraps it in the `Response` Yoga would have answered.
 */
export type PostedOperation<S> = (text: string, mediaType: string, server: S) => Promise<PostedAnswer | null>;

export function postedOperation<S>(deps: Omit<DirectPostDeps<S>, 'yoga' | 'Response'>): PostedOperation<S> {
  const valid = new WeakMap<DocumentNode, boolean>();
  const isValid = (document: DocumentNode): boolean => {
    let known = valid.get(document);
    if (known === undefined) valid.set(document, (known = validate(deps.schema, document, deps.rules).length === 0));
    return known;
  };

  return async (text, mediaType, server) => {
    const params = paramsOf(text);
    if (params === null) return null;
    const document = documentOf(params.query, deps);
    if (document === null || !isValid(document)) return null;
    const operationName = params.operationName ?? undefined;
    const operation = getOperationAST(document, operationName);
    if (operation == null || operation.operation === 'subscription') return null;

    let result: ExecutionResult;
    const refused = deps.refuseCost(document, operationName, params.variables);
    if (refused !== null) {
      result = { errors: [refused] };
    } else {
      try {
        const args = {
          schema: deps.schema,
          document,
          contextValue: deps.context(server),
          variableValues: params.variables,
          operationName: params.operationName,
        };
        result = await deps.execute(args);
        if (result.errors !== undefined)
          result = withVariableErrorCodes({
            ...result,
            errors: result.errors.map((e) => deps.mask(e) as GraphQLError),
          });
      } catch (error) {
        // What Yoga answers for an operation that threw rather than answering errors.
        result = { errors: [asGraphqlError(deps.mask(error))] };
      }
    }
    // Yoga's own writer decides the status, headers and text; it is handed a `Response` that keeps them.
    return processRegularResult(
      result,
      { Response: KeptAnswer } as unknown as WriterApi,
      mediaType,
    ) as unknown as PostedAnswer;
  };
}

type WriterApi = Parameters<typeof processRegularResult>[1];

/** What Yoga's writer builds its answer with: kept as given instead of a web `Response`. */
class KeptAnswer implements PostedAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  constructor(
    readonly text: string,
    init: { readonly status?: number; readonly headers?: Record<string, string> },
  ) {
    this.status = init.status ?? 200;
    this.headers = init.headers ?? {};
  }
}

/**
 * A GraphQL query or mutation POSTed as JSON, answered without Yoga's generic pipeline: its plugin
 * hooks, request parsers and promise plumbing cost about 150 µs of request-thread CPU a request,
 * half of what a GraphQL move costs with them removed (`npm run bench graphql`: `{ __typename }`
 * 235 µs through Yoga, 87 µs here). It runs the same steps Yoga runs, with Yoga's own pieces where they
 * shape the answer: the same document cache and parser (document limits), the same validation rules
 * (aliases), the cost limit, the runtime's executor (compiled, with the `@oneOf` check of variables),
 * Yoga's error masking, and Yoga's own writer of the answer (status, headers and body).
 *
 * Anything else goes to Yoga, which answers it as before: GET, answers streamed (SSE, multipart/mixed),
 * bodies of other media types (refused 415, request-body.ts), and every request that fails before it runs (malformed JSON, a batch, unexpected parameters, a
 * document that does not parse or validate, subscriptions). Those are refused by Yoga with its
 * plugins' codes and words (request-refusals.ts), so only operations that run are answered here.
 */
export function directPost<S>(deps: DirectPostDeps<S>): (request: Request, server: S) => Promise<Response> | Response {
  const run = postedOperation(deps);

  const answer = async (request: Request, server: S, mediaType: string): Promise<Response> => {
    const text = await request.text();
    const posted = await run(text, mediaType, server);
    if (posted !== null) return new deps.Response(posted.text, { status: posted.status, headers: posted.headers });
    // The body is read: Yoga gets a copy of the request with it.
    return deps.yoga(
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: text,
        signal: request.signal,
      }),
      server,
    );
  };

  return (request, server) => {
    const mediaType = jsonPostAnswer(
      request.method,
      request.headers.get('content-type'),
      request.headers.get('accept'),
    );
    return mediaType === null ? deps.yoga(request, server) : answer(request, server, mediaType);
  };
}

/**
 * The media type a request's answer is written in when the direct path may take it (a POST of JSON
 * whose `Accept` takes a JSON answer), else `null`: Yoga's.
 */
export function jsonPostAnswer(
  method: string,
  contentType: string | null | undefined,
  accept: string | null | undefined,
): string | null {
  if (method !== 'POST') return null;
  // Clients send the same few pairs of headers again and again: each pair is read once.
  const key = `${contentType ?? '\n'}\n${accept ?? '\n'}`;
  let known = mediaTypes.get(key);
  if (known === undefined) {
    if (mediaTypes.size >= 64) mediaTypes.clear();
    known = isJsonMediaType(contentType ?? null) ? answeredAs(accept ?? null) : null;
    mediaTypes.set(key, known);
  }
  return known;
}

const mediaTypes = new Map<string, string | null>();

/** Yoga's JSON request parser takes these content types (the first of a list, parameters allowed). */
export function isJsonMediaType(contentType: string | null): boolean {
  const type = contentType?.split(',')[0];
  if (type === undefined || type === '') return false;
  return ['application/json', 'application/graphql+json'].some((t) => type === t || type.startsWith(`${t};`));
}

const JSON_MEDIA_TYPES = ['application/graphql-response+json', 'application/json'];

/**
 * The media type Yoga would answer a single result with, when that is JSON: Yoga's own reading of
 * `Accept` (utf-8 only, the last match winning, its JSON writer matched last so it wins whenever it
 * matches). `null` when JSON does not match, or the client takes a stream (whose token may come in
 * the URL): Yoga answers those.
 */
function answeredAs(accept: string | null): string | null {
  if (accept?.includes('text/event-stream')) return null;
  let chosen: string | null = null;
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',').reverse()) {
    const [type = '', ...parameters] = entry.split(';');
    if ((parameters.find((p) => p.includes('charset=')) ?? 'charset=utf-8') !== 'charset=utf-8') continue;
    const [asked, askedSub] = type.split('/');
    for (const mine of JSON_MEDIA_TYPES) {
      const [main, sub] = mine.split('/');
      if ((asked === '*' || asked === main) && (askedSub === '*' || askedSub === sub)) chosen = mine;
    }
  }
  return chosen;
}

/** The request's parameters when they are what Yoga runs without complaint; `null` for anything Yoga would refuse or read otherwise. */
function paramsOf(text: string): Params | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const params = body as Record<string, unknown>;
  for (const key in params) if (params[key] != null && !PARAMETERS.has(key)) return null;
  const { query, variables, extensions, operationName } = params;
  if (typeof query !== 'string' || !objectOrAbsent(variables) || !objectOrAbsent(extensions)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return params as unknown as Params;
}

const PARAMETERS = new Set(['query', 'variables', 'operationName', 'extensions']);
const objectOrAbsent = (value: unknown): boolean =>
  value == null || (typeof value === 'object' && !Array.isArray(value));

/** The parsed document from the cache both paths share, parsing it once; `null` when it does not parse (Yoga says why). */
function documentOf(
  query: string,
  deps: Pick<DirectPostDeps<unknown>, 'documents' | 'parseFailures' | 'parse'>,
): DocumentNode | null {
  const cached = deps.documents.get(query);
  if (cached !== undefined) return cached;
  if (deps.parseFailures.get(query) !== undefined) return null;
  let document: DocumentNode;
  try {
    document = deps.parse(query);
  } catch {
    return null;
  }
  deps.documents.set(query, document);
  return document;
}

function asGraphqlError(error: Error): GraphQLError {
  return error instanceof GraphQLError ? error : createGraphQLError(error.message, { originalError: error });
}

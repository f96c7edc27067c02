import { specifiedRules, type DocumentNode } from 'graphql';
import { createLogger, createLRUCache, createYoga, maskError, type Plugin } from 'graphql-yoga';
import { databaseBusy, isDatabaseBusy, reportDatabaseBusy } from '../database-busy.js';
import { isStorageFull, reportStorageFull, storageFull } from '../storage-full.js';
import { graphqlError } from './errors.js';
import type { Services } from '../context.js';
import type { GraphqlContext } from './builder.js';
import { costRefusal, MAX_COST, operationCost } from './cost.js';
import { parseWithLimits } from './document-limits.js';
import { directPost, postedOperation, type GraphqlExecutor, type PostedOperation } from './direct-post.js';
import { MAX_ALIASES, maxAliases } from './limits.js';
import { operationChoice } from './operation-choice.js';
import { requestBody } from './request-body.js';
import { requestParams } from './request-params.js';
import { schema } from './schema.js';
import { variableErrorCodes } from './variable-errors.js';

/**
 * Limits beyond the spec's, all refusing a document before any of it runs: its depth and length at
 * parsing, its aliases at validation, and its cost (which depends on the variables) just before it
 * is executed or subscribed.
 */
const queryLimits: Plugin = {
  onParse: ({ setParseFn }) => setParseFn(parseWithLimits),
  onValidate: ({ addValidationRule }) => addValidationRule(maxAliases(MAX_ALIASES)),
  onExecute: ({ args, setResultAndStopExecution }) => {
    const refused = refuseCost(args.document, args.operationName, args.variableValues);
    if (refused !== null) setResultAndStopExecution({ errors: [refused] });
  },
  onSubscribe: ({ args, setResultAndStopExecution }) => {
    const refused = refuseCost(args.document, args.operationName, args.variableValues);
    if (refused !== null) setResultAndStopExecution({ errors: [refused] });
  },
};

const refuseCost = (
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
) => costRefusal(operationCost(document, operationName, variables), MAX_COST);

/** What the app hands each GraphQL request besides the request itself. */
export interface GraphqlServerContext {
  readonly services: Services;
  /** The caller's credential, read by the app before GraphQL runs (api/credentials.ts); `null`: a spectator. */
  readonly token: string | null;
  /** Where the request came from (the per-client cap on streams), when the runtime says. */
  readonly client?: string;
  /** Closes the connection: a subscription whose client reads nothing is hung up on once dropped. */
  readonly hangUp?: () => void;
}

/**
 * Yoga's own logger, except that a full disk (storage-full.ts) and a busy database (database-busy.ts)
 * are reported as REST reports them, not once per request.
 */
const yogaLogger = createLogger('info');
const logger = {
  ...yogaLogger,
  error: (...args: unknown[]) => {
    const full = args.find(isStorageFull);
    const busy = full === undefined ? args.find(isDatabaseBusy) : undefined;
    if (full !== undefined) reportStorageFull(full);
    else if (busy !== undefined) reportDatabaseBusy(busy);
    else yogaLogger.error(...args);
  },
};

/**
 * Built on first use, not at import: on node the HTTP adapter installs its own light `Request` and
 * `Response` when it starts serving, and Yoga must answer with that `Response` (the adapter writes it
 * out directly; any other must be read back as a stream, which cost more than the whole move).
 */
const createServer = (plugins: readonly Plugin[], { documentCache, parseFailures }: DocumentCaches) =>
  createYoga<GraphqlServerContext, GraphqlContext>({
    schema,
    fetchAPI: { Request: globalThis.Request, Response: globalThis.Response, Headers: globalThis.Headers },
    // The app refuses bodies over MAX_BODY_BYTES before any route runs; Yoga's own limit would re-read
    // the body as a web stream to count it again.
    maxRequestBodySize: false,
    graphqlEndpoint: '/graphql',
    // GraphiQL is a built file (api/web-assets.ts) served before this handler; Yoga's own loads from a CDN.
    graphiql: false,
    landingPage: false,
    // The app answers CORS for every route (api/cors.ts); Yoga's own would add a second, different set.
    cors: false,
    maskedErrors: { maskError: maskGraphqlError },
    context: ({ services, token, client, hangUp }) => contextOf({ services, token, client, hangUp }),
    plugins: [variableErrorCodes, queryLimits, requestBody, requestParams, operationChoice, ...plugins],
    logging: logger,
    // Shared with the direct path (direct-post.ts), so a document is parsed once for both.
    parserAndValidationCache: { documentCache, errorCache: parseFailures },
  });

// Errors thrown on purpose carry their code; anything else is masked so internals never leak.
// A full disk or a busy database is the server's condition, not a bug: it answers with its code, as REST does.
const maskGraphqlError = (error: unknown, message: string, isDev?: boolean): Error =>
  isStorageFull(error)
    ? graphqlError(storageFull())
    : isDatabaseBusy(error)
      ? graphqlError(databaseBusy())
      : maskError(error, message, isDev);

/** Masks as Yoga does with `maskGraphqlError`: its default message, and the original logged when it was masked. */
const maskAsYoga = (error: unknown): Error => {
  const masked = maskGraphqlError(error, 'Unexpected error.');
  if (masked !== error) logger.error(error);
  return masked;
};

const contextOf = ({ services, token, client, hangUp }: GraphqlServerContext): GraphqlContext => ({
  services,
  token,
  client,
  hangUp,
});

interface DocumentCaches {
  readonly documentCache: ReturnType<typeof createLRUCache<DocumentNode>>;
  readonly parseFailures: ReturnType<typeof createLRUCache<object>>;
}

/**
 * Parsed documents and parse failures by their text. No time to live (Yoga's default is an hour): a
 * document of the same text parses the same for the process's life, and a cache with one read the
 * time with a timer per lookup (lru-cache's `getNow`), about 5 µs of a GraphQL move.
 */
const documentCaches = (): DocumentCaches => ({
  documentCache: createLRUCache<DocumentNode>({ ttl: 0 }),
  parseFailures: createLRUCache<object>({ ttl: 0 }),
});

type Handler = (request: Request, context: GraphqlServerContext) => Promise<Response> | Response;

/**
 * `/graphql` for one app; `plugins` are the runtime's own (node runs operations compiled). With an
 * `execute` (node's compiled executor), plain JSON queries and mutations take the direct path.
 */
export function graphqlHandler(plugins: readonly Plugin[] = [], execute?: GraphqlExecutor): Handler {
  let handler: Handler | undefined;
  return (request, context) => (handler ??= handlerFor(plugins, execute))(request, context);
}

function handlerFor(plugins: readonly Plugin[], execute: GraphqlExecutor | undefined): Handler {
  const caches = documentCaches();
  const yoga = createServer(plugins, caches);
  if (execute === undefined) return (request, context) => yoga.fetch(request, context);
  return directPost({
    ...directSteps(caches, execute),
    Response: globalThis.Response,
    yoga: (request, context) => yoga.fetch(request, context),
  });
}

/** The direct path's steps over its own document caches: Yoga's parser, rules, cost limit and masking. */
const directSteps = (caches: DocumentCaches, execute: GraphqlExecutor) => ({
  schema,
  documents: caches.documentCache,
  parseFailures: caches.parseFailures,
  parse: parseWithLimits,
  rules: [...specifiedRules, maxAliases(MAX_ALIASES)],
  refuseCost,
  execute,
  mask: maskAsYoga,
  context: contextOf,
});

/**
 * JSON queries and mutations run from a body's text (direct-post.ts's `postedOperation`), for node's
 * direct path in front of the app (adapter/node/direct-graphql.ts), which hands the app whatever
 * this answers `null` for. Its documents are cached apart from the app's Yoga (a cache, not state).
 */
export function postedGraphql(execute: GraphqlExecutor): PostedOperation<GraphqlServerContext> {
  return postedOperation(directSteps(documentCaches(), execute));
}

import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import { problem, type ServiceError } from '../../service/errors.js';
import { invalidRequest } from '../../service/invalid-request.js';
import { STATUS_OF_KIND } from '../problem.js';
import { graphqlError } from './errors.js';

/**
 * A request `/graphql` refuses before reading any document, with a code of REST's table and words that
 * say what to send, instead of Yoga's generic `BAD_REQUEST` and its words. Its HTTP status is REST's
 * (400, 405 for a mutation over GET) whatever the `Accept`, as every refusal of REST's table is:
 * Yoga answered a missing query 200 to a client that accepts only `application/json`.
 */
export const refusal = (error: ServiceError, headers?: Readonly<Record<string, string>>): GraphQLError =>
  // Yoga answers `extensions.http`'s status and headers and leaves it out of the body it writes.
  graphqlError({
    ...error,
    extra: { ...error.extra, http: { status: STATUS_OF_KIND[error.kind], ...(headers && { headers }) } },
  });

const REQUEST_MEMBERS =
  'a GraphQL request is {"query": "…", "variables": {…}, "operationName": "…", "extensions": {…}}';
const WHAT_TO_SEND = 'send {"query": "…", "variables": {…}} as JSON, or GET /graphql?query=…';

export const malformedJsonBody = (): ServiceError =>
  problem('malformed', 'malformed-json', 'the body is not valid JSON: send {"query": "…", "variables": {…}}');

/** `variables` or `extensions` in a URL (GET) whose text is not JSON. */
export const malformedJsonParameter = (): ServiceError =>
  problem(
    'malformed',
    'malformed-json',
    'variables and extensions are JSON objects, URL-encoded: send GET /graphql?query=…&variables=%7B…%7D',
  );

/**
 * A POST whose body is not JSON: text, and also a form (`application/x-www-form-urlencoded`), GraphQL's
 * multipart file uploads and `application/graphql`, all of which Yoga would read and run. A form needs
 * no CORS preflight, so any page on the web could have made a visitor's browser send a mutation.
 */
export const unsupportedMediaType = (): ServiceError =>
  problem(
    'unsupported-media-type',
    'unsupported-media-type',
    'send the GraphQL request as JSON (Content-Type: application/json, {"query": "…"}), or as GET /graphql?query=…',
  );

export const batchNotSupported = (): ServiceError =>
  problem(
    'malformed',
    'batch-not-supported',
    'a batch (a JSON array of requests) is not supported: send each operation in a request of its own, {"query": "…"}',
  );

const queryRequired = (blank: boolean): ServiceError =>
  problem(
    'malformed',
    'query-required',
    `the request ${blank ? 'has an empty query' : 'has no query'}: ${WHAT_TO_SEND}`,
  );

export const mutationNeedsPost = (): ServiceError =>
  problem(
    'method-not-allowed',
    'mutation-needs-post',
    'a mutation is sent with POST, as JSON: {"query": "mutation …", "variables": {…}}; GET runs queries only',
  );

/**
 * No operation of the document is the one to run: `name` is not among `names` (the document's
 * operations, `null` for one without a name), or no name was given and there are several, or none.
 */
export function operationNotFound(name: string | undefined, names: readonly (string | null)[]): ServiceError {
  const named = names.filter((n) => n !== null).map((n) => `"${n}"`);
  const choose =
    (named.length > 0 ? `: set operationName to one of ${named.join(', ')}` : '') +
    (named.length < names.length
      ? `${named.length > 0 ? ';' : ':'} an operation without a name must be the only one`
      : '');
  const message =
    names.length === 0
      ? 'the document has no operation: send a query or a mutation, e.g. {"query": "{ rules { id } }"}'
      : name !== undefined
        ? `the document has no operation named "${name}"${choose}`
        : `the document has ${names.length} operations${choose}`;
  return problem('malformed', 'operation-not-found', message);
}

/**
 * The members of a GraphQL-over-HTTP request, as Yoga reads them: a member whose value is null is
 * absent (Yoga, and node's direct path, skip it), and nothing else is taken.
 */
const graphqlRequest = z.strictObject({
  query: z.string(),
  variables: z.looseObject({}).optional(),
  operationName: z.string().optional(),
  extensions: z.looseObject({}).optional(),
});

/**
 * Why a request's parameters are no GraphQL request, or `null` when they are one: `query-required`
 * when the query is all that is missing, or is empty or only whitespace (graphql-js would answer it
 * `GRAPHQL_PARSE_FAILED`, as if a document had been sent), else `invalid-request` naming each member
 * (an unknown one, or one of the wrong type) as REST names a body's fields, in `extensions.errors` too.
 */
export function paramsRefusal(params: unknown): ServiceError | null {
  const parsed = graphqlRequest.safeParse(withoutNulls(params));
  if (parsed.success) return HAS_TEXT.test(parsed.data.query) ? null : queryRequired(true);
  const { issues } = parsed.error;
  if (
    issues.length === 1 &&
    issues[0]!.code === 'invalid_type' &&
    issues[0]!.path.join() === 'query' &&
    !hasQuery(params)
  )
    return queryRequired(false);
  const invalid = invalidRequest(issues, 'body');
  return { ...invalid, message: `${invalid.message} (${REQUEST_MEMBERS})` };
}

/** A query with something in it besides white space (JavaScript's `\s`: GraphQL's spaces, tabs and line ends, and more). */
const HAS_TEXT = /\S/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasQuery = (params: unknown): boolean => isRecord(params) && params.query != null;

function withoutNulls(params: unknown): unknown {
  if (!isRecord(params)) return params;
  // No prototype: a member named `__proto__` stays a member (an unknown one), as Yoga reads it.
  const kept: Record<string, unknown> = Object.create(null);
  for (const key in params) if (params[key] != null) kept[key] = params[key];
  return kept;
}

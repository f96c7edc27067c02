import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { problemResponse } from '../error-answer.js';
import { isJsonMediaType } from './direct-post.js';
import {
  batchNotSupported,
  malformedJsonBody,
  malformedJsonParameter,
  refusal,
  unsupportedMediaType,
} from './request-refusals.js';

type Parser = Parameters<Parameters<NonNullable<Plugin['onRequestParse']>>[0]['setRequestParser']>[0];

/**
 * A request's GraphQL parameters read as Yoga reads them, refused with REST's codes where Yoga's
 * own refusals differ: a POSTed body that is not JSON is `malformed-json` (Yoga's `BAD_REQUEST`
 * also carried the parser's `SyntaxError` in `extensions.originalError`, an internal detail), a
 * JSON array is a batch (`batch-not-supported`), and `variables` or `extensions` in a URL that are
 * not JSON are `malformed-json` too (Yoga let the `SyntaxError` through: a 500). Parameters that
 * are JSON but no GraphQL request are refused once read (request-params.ts).
 *
 * A POSTed body of any other media type is refused with REST's `415 unsupported-media-type` problem
 * before a byte of it is read, whatever parser Yoga picked for it: a form or a multipart upload
 * would otherwise run (request-refusals.ts says why that matters), and text or no type at all got
 * Yoga's bare 415.
 */
export const requestBody: Plugin = {
  onRequestParse: ({ request, requestParser, setRequestParser, endResponse }) => {
    // Yoga's request parsers run before this plugin's hook: the one it picked is replaced or wrapped.
    if (request.method !== 'POST') {
      if (requestParser !== undefined) setRequestParser(withJsonParameters(requestParser));
    } else if (isJsonMediaType(request.headers.get('content-type'))) setRequestParser(jsonBody);
    else endResponse(problemResponse(unsupportedMediaType()));
  },
};

/**
 * The body as JSON, read as Yoga's JSON parser reads it (`Request.json()`). A value that is JSON but
 * no object (null, a number) is passed on as it is: the parameters' check words it (request-params.ts).
 */
async function jsonBody(request: Request): Promise<GraphQLParams> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw refusal(malformedJsonBody());
  }
  if (Array.isArray(body)) throw refusal(batchNotSupported());
  return body as GraphQLParams;
}

/** Yoga's parser of a URL's parameters, which parses `variables` and `extensions` as JSON. */
const withJsonParameters =
  (parse: Parser): Parser =>
  async (request) => {
    let params: Awaited<ReturnType<Parser>>;
    try {
      params = await parse(request);
    } catch (error) {
      throw error instanceof SyntaxError ? refusal(malformedJsonParameter()) : error;
    }
    if (Array.isArray(params)) throw refusal(batchNotSupported());
    return params;
  };

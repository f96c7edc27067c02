import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { problem } from '../../service/errors.js';
import { graphqlError } from './errors.js';

/**
 * A POSTed body that is not JSON is refused with REST's code, `malformed-json`, and words that say
 * what to send. Yoga's own refusal (`BAD_REQUEST`) differs from REST's and carries the parser's
 * `SyntaxError` in `extensions.originalError`, an internal detail a client should not see.
 */
export const malformedJson: Plugin = {
  onRequestParse: ({ requestParser, setRequestParser }) => {
    // Yoga's request parsers run before this plugin's hook: the one it picked (JSON) is wrapped.
    if (requestParser === undefined) return;
    setRequestParser(async (request) => {
      try {
        return await requestParser(request);
      } catch (error) {
        throw isInvalidJson(error) ? malformedJsonError() : error;
      }
    });
  },
};

/** Yoga's JSON parser says a body is not JSON with the only refusal that keeps the original error. */
const isInvalidJson = (error: unknown): boolean =>
  error instanceof GraphQLError && error.extensions.code === 'BAD_REQUEST' && 'originalError' in error.extensions;

const malformedJsonError = (): GraphQLError =>
  graphqlError(
    problem('malformed', 'malformed-json', 'the body is not valid JSON: send {"query": "…", "variables": {…}}', {
      // Yoga's answer status (a 400, as REST answers), left out of the body it writes.
      http: { status: 400 },
    }),
  );

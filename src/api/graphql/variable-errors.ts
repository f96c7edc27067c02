import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The code of a variable whose value does not fit its type (Apollo Server's, for the same refusal). */
export const BAD_USER_INPUT = 'BAD_USER_INPUT';

/**
 * Variables that do not fit their types (`"four"` for an `Int`, a `@oneOf` input naming two moves, a
 * required one left out) stop an operation before it runs: graphql-js answers errors with no `data`
 * and no code, so a client reading `extensions.code` found nothing, and the answer was 200 whatever
 * the `Accept`. Each such error gets `BAD_USER_INPUT` and the GraphQL-over-HTTP spec's status for a
 * request error, as Yoga gives a validation error: 400 to a client that accepts
 * `application/graphql-response+json`, 200 to one that accepts only `application/json` (`spec`).
 * Any other answer comes back as it is: one with `data` ran, and a refusal with a code has its own.
 */
export function withVariableErrorCodes(result: ExecutionResult): ExecutionResult {
  if ('data' in result || result.errors === undefined || result.errors.every((e) => e.extensions.code !== undefined))
    return result;
  return { ...result, errors: result.errors.map(coded) };
}

function coded(error: GraphQLError): GraphQLError {
  if (error.extensions.code !== undefined) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code: BAD_USER_INPUT, http: { spec: true, status: 400 } },
  });
}

/**
 * `withVariableErrorCodes` for the operations Yoga runs (node's app path, and Workers, where graphql-js
 * coerces the variables as it executes). First among the plugins: its answer is seen even when a later
 * one stops the operation with the variables' errors (node's compiled executor coerces them first).
 */
export const variableErrorCodes: Plugin = {
  onExecute: () => ({
    onExecuteDone: ({ result, setResult }) => {
      if (!(Symbol.asyncIterator in result)) setResult(withVariableErrorCodes(result));
    },
  }),
};

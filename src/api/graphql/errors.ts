import { GraphQLError, type ASTNode } from 'graphql';
import type { Result } from '../../core/result.js';
import type { ServiceError } from '../../service/errors.js';
import { STATUS_OF_KIND } from '../problem.js';

/**
 * A service error as a GraphQL error with the same stable `code`, plus the `kind` and the HTTP
 * status REST would have answered, so clients can share one error table between both APIs. Its
 * words are GraphQL's where the service gave some (`graphqlMessage`: no REST path or header).
 */
export function graphqlError(
  { kind, code, message, extra, graphqlMessage }: ServiceError,
  nodes?: readonly ASTNode[],
): GraphQLError {
  return new GraphQLError(graphqlMessage ?? message, {
    nodes,
    extensions: { code, kind, status: STATUS_OF_KIND[kind], ...extra },
  });
}

export function unwrap<T>(result: Result<T, ServiceError>): T {
  if (result.ok) return result.value;
  throw graphqlError(result.error);
}

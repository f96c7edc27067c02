import { GraphQLError } from 'graphql';
import type { Result } from '../../core/result.js';
import type { ServiceError } from '../../service/errors.js';
import { STATUS_OF_KIND } from '../problem.js';

/**
 * Service errors become GraphQL errors with the same stable `code`, plus the `kind` and the HTTP
 * status REST would have answered, so clients can share one error table between both APIs.
 */
export function unwrap<T>(result: Result<T, ServiceError>): T {
  if (result.ok) return result.value;
  const { kind, code, message, extra } = result.error;
  throw new GraphQLError(message, { extensions: { code, kind, status: STATUS_OF_KIND[kind], ...extra } });
}

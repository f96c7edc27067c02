import { describeIssues, fieldErrors } from '../core/validation-messages.js';
import { problem, type ServiceError } from './errors.js';

/**
 * A request that failed its schema, worded for people (`players[0].name: required (a string)`), with
 * the same errors field by field in `errors` for clients (REST problem+json members, GraphQL extensions).
 */
export function invalidRequest(
  issues: Parameters<typeof fieldErrors>[0],
  root: string,
  under: readonly PropertyKey[] = [],
  code = 'invalid-request',
): ServiceError {
  return problem('malformed', code, describeIssues(issues, root, under), { errors: fieldErrors(issues, root, under) });
}

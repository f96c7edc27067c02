import type { RuleError } from '../core/errors.js';

/**
 * What went wrong, by kind. The edges map kinds to HTTP statuses and GraphQL error extensions in
 * one table each (`api/problem.ts`); `code` is the stable string clients switch on.
 */
export type ProblemKind =
  | 'malformed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rule'
  | 'too-large'
  | 'unsupported-media-type'
  | 'unavailable'
  | 'rate-limited'
  | 'method-not-allowed';

export interface ServiceError {
  readonly kind: ProblemKind;
  readonly code: string;
  readonly message: string;
  /** Machine-readable extras, e.g. the current version on a conflict. */
  readonly extra?: Readonly<Record<string, unknown>>;
}

export const problem = (
  kind: ProblemKind,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
): ServiceError => (extra === undefined ? { kind, code, message } : { kind, code, message, extra });

export const fromRuleError = (error: RuleError): ServiceError => problem('rule', error.code, error.message);

export const gameNotFound = (id: string): ServiceError => problem('not-found', 'game-not-found', `no game ${id}`);

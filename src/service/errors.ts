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
  /** `message` in a GraphQL client's words, where it names what only REST has (see `inGraphqlWords`). */
  readonly graphqlMessage?: string;
}

export const problem = (
  kind: ProblemKind,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
): ServiceError => (extra === undefined ? { kind, code, message } : { kind, code, message, extra });

/**
 * `error` with the words a GraphQL client reads instead of `message`, when `message` points at what
 * only REST has (a path such as `GET /v1/rules`, the `Idempotency-Key` header): the same code and
 * meaning, naming GraphQL's query, mutation or argument. REST answers `message` as before.
 */
export const inGraphqlWords = (error: ServiceError, graphqlMessage: string): ServiceError => ({
  ...error,
  graphqlMessage,
});

export const fromRuleError = (error: RuleError): ServiceError => problem('rule', error.code, error.message);

export const unknownRules = (id: string): ServiceError =>
  inGraphqlWords(
    problem('not-found', 'unknown-rules', `no game called "${id}"; see GET /v1/rules`),
    `no game called "${id}"; see the \`rules\` query`,
  );

export const gameNotFound = (id: string): ServiceError => problem('not-found', 'game-not-found', `no game ${id}`);

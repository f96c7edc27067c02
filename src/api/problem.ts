import type { ProblemKind, ServiceError } from '../service/errors.js';

/** The one table mapping error kinds to HTTP statuses (rule codes all answer 422). */
export const STATUS_OF_KIND: Readonly<
  Record<ProblemKind, 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503>
> = {
  malformed: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'too-large': 413,
  'unsupported-media-type': 415,
  rule: 422,
  'rate-limited': 429,
  unavailable: 503,
};

const TITLES: Readonly<Record<ProblemKind, string>> = {
  malformed: 'Malformed request',
  unauthenticated: 'Missing or invalid token',
  forbidden: 'Not allowed for this seat',
  'not-found': 'Not found',
  'method-not-allowed': 'Method not allowed',
  conflict: 'Conflict',
  'too-large': 'Request too large',
  'unsupported-media-type': 'Body must be JSON',
  // Mostly illegal moves, but also games the rules cannot set up (a bad player count) and moves after the end.
  rule: 'Not allowed by the rules',
  unavailable: 'Not available on this server',
  'rate-limited': 'Too many requests',
};

/**
 * Titles of codes whose kind's title would mislead: a key or move id reused for another request is
 * refused 422 as the Idempotency-Key draft says, but it breaks no rule of the game. RFC 9457 lets a
 * title follow the problem's `type`, and each code has a type of its own.
 */
const CODE_TITLES: Readonly<Record<string, string>> = {
  'idempotency-key-reused': 'Idempotency-Key already used for another request',
  'move-id-reused': 'moveId already used for another move',
};

/** An RFC 9457 problem document. `code` is the stable machine-readable reason. */
export interface ProblemDocument {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly [extra: string]: unknown;
}

export function toProblem(error: ServiceError): ProblemDocument {
  return {
    type: `https://rolltape.dev/problems/${error.code}`,
    title: CODE_TITLES[error.code] ?? TITLES[error.kind],
    status: STATUS_OF_KIND[error.kind],
    code: error.code,
    detail: error.message,
    ...error.extra,
  };
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * Headers an error answer needs besides its body: `WWW-Authenticate` on every 401 (RFC 9110; the
 * scheme is RFC 6750's Bearer), `Retry-After` whenever the problem says when to come back.
 */
export function problemHeaders(problem: ProblemDocument): Record<string, string> {
  const headers: Record<string, string> = {};
  if (problem.status === 401)
    headers['www-authenticate'] =
      problem.code === 'invalid-token' ? 'Bearer realm="rolltape", error="invalid_token"' : 'Bearer realm="rolltape"';
  if (typeof problem.retryAfter === 'number') headers['retry-after'] = String(problem.retryAfter);
  return headers;
}

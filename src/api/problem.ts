import type { ProblemKind, ServiceError } from '../service/errors.js';

/** The one table mapping error kinds to HTTP statuses (rule codes all answer 422). */
export const STATUS_OF_KIND: Readonly<Record<ProblemKind, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 503>> = {
  malformed: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-media-type': 415,
  rule: 422,
  unavailable: 503,
};

const TITLES: Readonly<Record<ProblemKind, string>> = {
  malformed: 'Malformed request',
  unauthenticated: 'Missing or invalid token',
  forbidden: 'Not allowed for this seat',
  'not-found': 'Not found',
  conflict: 'Conflict',
  'too-large': 'Request too large',
  'unsupported-media-type': 'Body must be JSON',
  // Mostly illegal moves, but also games the rules cannot set up (a bad player count) and moves after the end.
  rule: 'Not allowed by the rules',
  unavailable: 'Not available on this server',
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
    title: TITLES[error.kind],
    status: STATUS_OF_KIND[error.kind],
    code: error.code,
    detail: error.message,
    ...error.extra,
  };
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

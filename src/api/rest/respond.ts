import { answerWithCors } from '../cors.js';
import type { Context } from 'hono';
import type { Result } from '../../core/result.js';
import { problem, type ServiceError } from '../../service/errors.js';
import { credentialOf } from '../credentials.js';

/**
 * Carries a service error out of a handler; the app's `onError` turns it into a problem document.
 * Handlers stay one line per outcome: `return c.json(unwrap(await service.x()), 200)`.
 */
export class ProblemException extends Error {
  constructor(readonly error: ServiceError) {
    super(error.message);
  }
}

export function unwrap<T>(result: Result<T, ServiceError>): T {
  if (!result.ok) throw new ProblemException(result.error);
  return result.value;
}

/** The caller's token (`Authorization: Bearer`, or `access_token` where a route takes it), or `null`: a spectator. */
export function bearerToken(c: Context, accessToken?: string | null): string | null {
  return unwrap(credentialOf(c.req.header('authorization'), accessToken));
}

/** Versions travel as strong ETags: `"12"`. */
export const etagOf = (version: number): string => `"${version}"`;

/**
 * Reads `If-Match: "12"` (a bare 12 is accepted too; `*` asks nothing); `undefined` when absent.
 * Anything else, a half-quoted `"12` or a list included, is refused rather than guessed at.
 */
export function ifMatchOf(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return undefined;
  const match = /^(?:"(\d{1,15})"|(\d{1,15}))$/.exec(value);
  if (match === null)
    throw new ProblemException(problem('malformed', 'bad-if-match', 'If-Match must be one version ETag such as "12"'));
  return Number(match[1] ?? match[2]);
}

/** RFC 9110 If-None-Match: `*`, or a list of tags compared weakly (a proxy may have added `W/`). */
export const noneMatch = (c: Context, etag: string): boolean => noneMatchOf(c.req.header('if-none-match'), etag);

/** `noneMatch` of the header's value. */
export function noneMatchOf(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * A 200 whose JSON was serialized beforehand (`service/answer-json.ts`: a seat's game once per
 * version), with its headers (`answerWithCors`: set at once, as plain values). Typed as whatever the
 * route declares; the text is `JSON.stringify` of such a value.
 */
export const jsonText = (text: string, headers: Readonly<Record<string, string>>): never =>
  answerWithCors(text, 200, { 'content-type': 'application/json', ...headers }) as never;

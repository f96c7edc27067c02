import { HTTPException } from 'hono/http-exception';
import { problem, type ServiceError } from '../service/errors.js';
import { PROBLEM_CONTENT_TYPE, problemHeaders, toProblem } from './problem.js';
import { ProblemException } from './rest/respond.js';
import { databaseBusy, isDatabaseBusy, reportDatabaseBusy } from './database-busy.js';
import { isStorageFull, reportStorageFull, storageFull } from './storage-full.js';

/** A service error as its problem document (RFC 9457), with the headers its code carries. */
export function problemResponse(error: ServiceError): Response {
  const body = toProblem(error);
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, ...problemHeaders(body) },
  });
}

/**
 * What a request answers when its handler threw: the app's `onError`, and node's direct path for
 * the move and read routes (adapter/node/direct-rest.ts), so both refuse alike. A service's refusal
 * is its problem, a full disk or a database busy past the writer's wait is reported (not once per
 * request) and answered as such, and anything else is logged
 * and answered as an internal error that says nothing of it.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof ProblemException) return problemResponse(error.error);
  if (isStorageFull(error)) {
    reportStorageFull(error);
    return problemResponse(storageFull());
  }
  if (isDatabaseBusy(error)) {
    reportDatabaseBusy(error);
    return problemResponse(databaseBusy());
  }
  // Hono's validator says only "Malformed JSON in request body"; the answer says what to send instead.
  if (error instanceof HTTPException && error.status === 400)
    return problemResponse(
      problem(
        'malformed',
        'malformed-json',
        'the body is not valid JSON: send one JSON object, as /docs shows for this route',
      ),
    );
  if (error instanceof HTTPException && error.status === 415) {
    return problemResponse(
      problem('unsupported-media-type', 'unsupported-media-type', 'send the body as application/json'),
    );
  }
  console.error(error);
  return new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Internal error',
      status: 500,
      code: 'internal-error',
      detail: 'the server failed; nothing was recorded unless acknowledged',
    }),
    {
      status: 500,
      headers: { 'content-type': PROBLEM_CONTENT_TYPE },
    },
  );
}

import { moveResultJson, snapshotJson } from '../../service/answer-json.js';
import { problem } from '../../service/errors.js';
import type { GameService } from '../../service/games.js';
import { credentialOf } from '../credentials.js';
import type { MoveRequest } from './move-request.js';
import { prefersMinimal } from './prefer.js';
import { etagOf, ifMatchOf, noneMatchOf, ProblemException, unwrap } from './respond.js';

/**
 * What `POST /v1/games/{id}/moves` and `GET /v1/games/{id}` answer, from the request's values alone
 * (no hono context): the hono routes (games.ts) and node's direct path for the same two routes
 * (adapter/node/direct-rest.ts) both answer with these, so they cannot drift apart. A refusal is
 * thrown as a `ProblemException`, as in any handler.
 */

/** A 200 whose JSON is already text, and its headers besides the cross-origin ones. */
export interface JsonAnswer {
  readonly text: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The request headers a move reads (lower-case names, as node and hono give them). */
export interface MoveHeaders {
  readonly authorization?: string;
  readonly 'if-match'?: string;
  readonly 'idempotency-key'?: string;
  readonly prefer?: string;
}

/** A move, after its body was validated as `MoveRequest` (the route's validator runs first). */
export async function moveAnswer(
  games: GameService,
  id: string,
  body: MoveRequest,
  headers: MoveHeaders,
): Promise<JsonAnswer> {
  const ifMatch = ifMatchOf(headers['if-match']);
  if (ifMatch !== undefined && body.expectedVersion !== undefined && ifMatch !== body.expectedVersion) {
    throw new ProblemException(problem('malformed', 'version-mismatch', 'If-Match and expectedVersion disagree'));
  }
  const key = headers['idempotency-key'];
  if (key !== undefined && body.moveId !== undefined && key !== body.moveId) {
    throw new ProblemException(problem('malformed', 'idempotency-key-mismatch', 'Idempotency-Key and moveId disagree'));
  }
  const moveId = body.moveId ?? key;
  if (moveId !== undefined && (moveId.length < 1 || moveId.length > 128)) {
    throw new ProblemException(
      problem('malformed', 'invalid-request', 'Idempotency-Key: expected 1 to 128 characters'),
    );
  }
  const token = unwrap(credentialOf(headers.authorization));
  const input = {
    ...body,
    expectedVersion: body.expectedVersion ?? ifMatch,
    ...(moveId !== undefined && { moveId }),
  };
  if (prefersMinimal(headers.prefer)) {
    const minimal = unwrap(await games.makeMoveMinimal(id, token, input));
    return {
      text: JSON.stringify(minimal),
      headers: {
        'content-type': 'application/json',
        etag: etagOf(minimal.version),
        'preference-applied': 'return=minimal',
      },
    };
  }
  const result = unwrap(await games.makeMove(id, token, input));
  // The seat's game is serialized once per version: the same text goes to its live update and socket frames.
  return {
    text: moveResultJson(result),
    headers: { 'content-type': 'application/json', etag: etagOf(result.game.version) },
  };
}

/** The game now as the caller sees it; `null` text: 304, the caller's `If-None-Match` still holds. */
export async function readAnswer(
  games: GameService,
  id: string,
  headers: { readonly authorization?: string; readonly 'if-none-match'?: string },
): Promise<{ readonly text: string | null; readonly etag: string }> {
  const game = unwrap(await games.getGame(id, unwrap(credentialOf(headers.authorization))));
  const etag = etagOf(game.version);
  return { text: noneMatchOf(headers['if-none-match'], etag) ? null : snapshotJson(game), etag };
}

import { err, ok, type Result } from '../core/result.js';
import { gameNotFound, type ServiceError } from '../service/errors.js';
import { credentialOf } from './credentials.js';
import { resumeAfter } from './resume-after.js';

/** `GET /v1/games/{id}/ws`: a game's live WebSocket, on node and on Workers. */
export const WEBSOCKET_PATH = /^\/v1\/games\/([^/]+)\/ws$/;

/** What a request to open a game's WebSocket asks for, once read. */
export interface WebSocketRequest {
  readonly gameId: string;
  /** The last version the viewer has (`?after=`): the first message holds every event after it. */
  readonly after: number | undefined;
  /** The seat's token (`Authorization: Bearer`, else `?access_token=`), `null` for a spectator. */
  readonly token: string | null;
}

/**
 * The one reading of `/v1/games/{id}/ws` for both runtimes (node's upgrade handler and the Worker's
 * game object): the game id, `after` and the credential, or the problem to answer before any
 * upgrade, the same as the stream's (`bad-after`, `invalid-token`). An id whose percent-encoding
 * does not decode is no game: `404 game-not-found`, as the REST routes answer it (they never throw
 * on it either). `undefined`: the path is not a game's WebSocket. Runtime-neutral: no `node:` import.
 *
 * @example
 * const read = webSocketRequestOf(new URL(request.url), request.headers.get('authorization'));
 * if (read === undefined) return notFound();
 * if (!read.ok) return problemResponse(read.error);
 */
export function webSocketRequestOf(
  url: URL,
  authorization: string | null | undefined,
): Result<WebSocketRequest, ServiceError> | undefined {
  const match = WEBSOCKET_PATH.exec(url.pathname);
  if (match === null) return undefined;
  const gameId = decodedOrNull(match[1]!);
  if (gameId === null) return err(gameNotFound(match[1]!));
  const after = resumeAfter(url.searchParams.get('after'));
  if (!after.ok) return after;
  const token = credentialOf(authorization, url.searchParams.get('access_token'));
  if (!token.ok) return token;
  return ok({ gameId, after: after.value, token: token.value });
}

/** A path segment's text, or `null` when its percent-encoding is not UTF-8 (`%E0%A4%A`). */
function decodedOrNull(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

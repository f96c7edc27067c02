import { err, type Result } from '../core/result.js';
import { moveResultJson } from '../service/answer-json.js';
import type { MoveResult } from '../service/answers.js';
import { problem, type ServiceError } from '../service/errors.js';
import { MoveInput } from '../service/inputs.js';
import { invalidRequest } from '../service/invalid-request.js';
import { toProblem } from './problem.js';
import { databaseBusy, isDatabaseBusy, reportDatabaseBusy } from './database-busy.js';
import { isStorageFull, reportStorageFull, storageFull } from './storage-full.js';

/**
 * Moves over a game's WebSocket, on node and on Workers: the socket that carries a game's updates
 * also takes the seat's moves, as text frames
 * `{"type":"move","move":{…},"expectedVersion":12,"moveId":"m-1"}`. Each is the body of
 * `POST /v1/games/{id}/moves` with a `type`, checked by the same schema and made by the same use
 * case (quota, idempotency, errors), and answered with one frame carrying its `moveId`:
 * `{"event":"moved","moveId":"m-1","data":<the REST answer>}` once the move is in the tape, or
 * `{"event":"problem","moveId":"m-1","data":<the REST problem document>}`. The socket's credential
 * (from its handshake) is the seat's. Runtime-neutral: no `node:` import.
 */

/** A WebSocket message may be this long: a move is small (REST allows bodies of 64 KiB for game creation). */
export const MAX_SOCKET_MESSAGE_BYTES = 16 * 1024;

/** Moves of one socket waiting for their answer; one more is refused (`too-many-moves`) until one is answered. */
export const MAX_MOVES_IN_FLIGHT = 8;

/** What a client's text frame asks for. */
export type SocketMessage =
  | { readonly kind: 'ping' }
  | { readonly kind: 'move'; readonly input: MoveInput }
  /** A frame that is not a move: refused with this problem, under the `moveId` it carried if any. */
  | { readonly kind: 'refused'; readonly moveId: string | null; readonly error: ServiceError };

/** Reads a client's text frame: the `ping` keep-alive, a move, or why it is neither. */
export function socketMessageOf(text: string): SocketMessage {
  if (text === 'ping') return { kind: 'ping' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refused(null, problem('malformed', 'malformed-json', 'a WebSocket message is "ping" or a JSON move'));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return refused(null, problem('malformed', 'invalid-request', 'a WebSocket message is "ping" or a JSON object'));
  const plain = plainMove(parsed as Record<string, unknown>);
  if (plain !== undefined) return { kind: 'move', input: plain };
  const { type, ...body } = parsed as Record<string, unknown>;
  const moveId = typeof body.moveId === 'string' ? body.moveId : null;
  if (type !== 'move')
    return refused(
      moveId,
      problem('malformed', 'unknown-message', 'a WebSocket message is "ping" or {"type":"move","move":{…}}'),
    );
  const input = MoveInput.safeParse(body);
  if (!input.success) return refused(moveId, invalidRequest(input.error.issues, 'message'));
  return { kind: 'move', input: input.data };
}

const refused = (moveId: string | null, error: ServiceError): SocketMessage => ({ kind: 'refused', moveId, error });

/**
 * The input `MoveInput` would give for a well-formed move frame, checked by hand; `undefined` for
 * anything else, which then goes through the schema and its worded refusals. It accepts only what the
 * schema accepts and answers the same members, so the two paths cannot disagree on a move; it saves
 * the schema's parse and a copy of the frame per move (`npm run bench ws`).
 */
function plainMove(frame: Record<string, unknown>): MoveInput | undefined {
  if (frame.type !== 'move' || frame.move === undefined) return undefined;
  let members = 2;
  const { move, expectedVersion, moveId, seat } = frame;
  if (expectedVersion !== undefined) {
    if (!Number.isSafeInteger(expectedVersion) || (expectedVersion as number) < 0) return undefined;
    members++;
  }
  if (moveId !== undefined) {
    if (typeof moveId !== 'string' || moveId.length < 1 || moveId.length > 128) return undefined;
    members++;
  }
  if (seat !== undefined) {
    if (!Number.isSafeInteger(seat) || (seat as number) < 1) return undefined;
    members++;
  }
  // A member the schema does not know (or one set to `undefined`, which JSON cannot) is the schema's to refuse.
  if (Object.keys(frame).length !== members) return undefined;
  return {
    move,
    ...(expectedVersion !== undefined && { expectedVersion: expectedVersion as number }),
    ...(moveId !== undefined && { moveId }),
    ...(seat !== undefined && { seat: seat as number }),
  };
}

/** The frame answering a move: the REST answer, or the REST problem document, under the move's id. */
export function moveAnswerFrame(moveId: string | null, answer: Result<MoveResult, ServiceError>): string {
  const id = JSON.stringify(moveId);
  return answer.ok
    ? `{"event":"moved","moveId":${id},"data":${moveResultJson(answer.value)}}`
    : `{"event":"problem","moveId":${id},"data":${JSON.stringify(toProblem(answer.error))}}`;
}

/** Refused for a socket with `MAX_MOVES_IN_FLIGHT` moves still unanswered. */
export const tooManyMoves = (): ServiceError =>
  problem(
    'rate-limited',
    'too-many-moves',
    `at most ${MAX_MOVES_IN_FLIGHT} moves of one socket may wait for their answer; wait for one`,
  );

/**
 * Makes a socket's moves one at a time, in the order they came (a seat's moves depend on each other),
 * answering each with `send`. At most `MAX_MOVES_IN_FLIGHT` wait; more are refused at once.
 *
 * An answer never overtakes an update the client still lacks. A move's answer carries its events,
 * so a client keeps the higher version of the two (the typed client does); an older update coming after
 * an answer would be dropped with the other seat's events it carried. So an answer whose events do not
 * follow on from what the client has (node: an update of another seat's move still waiting behind a
 * slow socket's last frame, or not yet heard from the game's feed; Workers: an update still on its way
 * from the game's object) waits until the updates before it are sent, and the answers after it wait
 * behind it. A socket in step with its game has nothing to wait for: its answers go at once.
 */
export class SocketMoves {
  private waiting = 0;
  private tail: Promise<void> = Promise.resolve();
  /**
   * The version up to which this socket's client has every event, from update frames or from move
   * answers that carried the events right after it. An update up to it is not sent again: a move's
   * answer is its seat's update (the same events and game), and sending both would double the bytes.
   */
  private delivered: number;
  /** Whether one of this socket's moves is being made now (`update` holds frames meanwhile). */
  private making = false;
  private held: { readonly version: number; readonly frame: string }[] = [];
  /**
   * Answers made but not sent, in the order their moves came: the first waits for the update before
   * its events (`from`: its first event, for a fresh answer); the others wait behind it.
   */
  private unsent: { readonly frame: string; readonly from?: number; readonly result?: MoveResult }[] = [];

  /**
   * `after`: the version the client opened the socket with (`?after=`). It has every event up to it
   * already, so the answer to its first move continues from there: without it, a socket opened at the
   * game's head was sent its first move's update again after the answer.
   */
  constructor(
    private readonly make: (input: MoveInput) => Promise<Result<MoveResult, ServiceError>>,
    private readonly send: (frame: string) => void,
    after?: number,
  ) {
    this.delivered = after ?? 0;
  }

  /** Queues a move; answers it (or its refusal) through `send`. */
  take(input: MoveInput): void {
    const moveId = input.moveId ?? null;
    if (this.waiting >= MAX_MOVES_IN_FLIGHT) return this.send(moveAnswerFrame(moveId, err(tooManyMoves())));
    this.waiting++;
    this.tail = this.tail.then(async () => {
      this.making = true;
      let answer: Result<MoveResult, ServiceError>;
      try {
        answer = await this.make(input);
      } catch (error) {
        answer = err(failed(error));
      }
      this.making = false;
      this.waiting--;
      this.answer(moveId, answer);
    });
  }

  /**
   * An update frame of `version` for a runtime that sends updates as it hears them (Workers: the game
   * object tells its sockets of a move before the move's answer has come back from it). Sent; or
   * skipped when the client has it; or held while one of this socket's moves is being made, then sent
   * around its answer: what came before the move first, and the move's own update not at all, since
   * its answer stands for it (as on node, whose updates are heard only after the answer).
   */
  update(version: number, frame: string): void {
    if (this.making) this.held.push({ version, frame });
    else this.deliver(version, frame);
  }

  /**
   * An update frame of `version` went to the client (it is queued on the socket, behind anything sent
   * before it): the answers that waited for it follow it at once.
   */
  sentUpdate(version: number): void {
    this.delivered = Math.max(this.delivered, version);
    this.sendAnswers();
  }

  /** Whether the client already has everything an update of `version` would tell it. */
  hasUpdate(version: number): boolean {
    return version <= this.delivered;
  }

  /** How many answers wait for an update the client lacks (for tests). */
  get answersWaiting(): number {
    return this.unsent.length;
  }

  /**
   * Sends the answers still waiting, whatever they wait for: the socket is about to close (the game is
   * over), and an answer late is better than none.
   */
  flushAnswers(): void {
    for (const { frame, result } of this.unsent.splice(0)) {
      if (result !== undefined) this.answered(result);
      this.send(frame);
    }
  }

  private deliver(version: number, frame: string): void {
    if (this.hasUpdate(version)) return;
    this.send(frame);
    this.sentUpdate(version);
  }

  /** Sends a move's answer, with the updates held while it was made: those from before its events first. */
  private answer(moveId: string | null, answer: Result<MoveResult, ServiceError>): void {
    const held = this.held;
    if (held.length > 0) this.held = [];
    const fresh = answer.ok && !answer.value.replayed ? answer.value : undefined;
    const from = fresh?.events[0]?.seq;
    for (const h of held) if (from === undefined || h.version < from) this.deliver(h.version, h.frame);
    this.unsent.push({
      frame: moveAnswerFrame(moveId, answer),
      ...(from !== undefined && { from }),
      ...(answer.ok && { result: answer.value }),
    });
    this.sendAnswers();
    for (const h of held) if (from !== undefined && h.version >= from) this.deliver(h.version, h.frame);
  }

  /** Sends the waiting answers, in order, up to the first whose events the client is not ready for. */
  private sendAnswers(): void {
    while (this.unsent.length > 0) {
      const next = this.unsent[0]!;
      if (next.from !== undefined && next.from > this.delivered + 1) return;
      this.unsent.shift();
      if (next.result !== undefined) this.answered(next.result);
      this.send(next.frame);
    }
  }

  private answered(result: MoveResult): void {
    const { events } = result;
    const from = events[0]?.seq;
    // A replayed move's events are old ones; only a fresh answer, whole up to its version, counts.
    if (result.replayed || from === undefined || events.at(-1)?.seq !== result.version) return;
    if (from <= this.delivered + 1) this.delivered = Math.max(this.delivered, result.version);
  }

  /** Resolves once every move taken so far is made (its answer sent, or waiting for the update before it). */
  settled(): Promise<void> {
    return this.tail;
  }
}

/** A move that threw: answered as the REST route's `onError` answers it (a full disk, a busy database, else an internal error). */
function failed(error: unknown): ServiceError {
  if (isStorageFull(error)) {
    reportStorageFull(error);
    return storageFull();
  }
  if (isDatabaseBusy(error)) {
    reportDatabaseBusy(error);
    return databaseBusy();
  }
  console.error('websocket move:', error);
  return problem('unavailable', 'internal-error', 'the server failed; nothing was recorded unless acknowledged');
}

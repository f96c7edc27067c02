import type { Seat } from '../core/types.js';
import { updateJson } from './answer-json.js';
import type { GameSnapshot, PublicEvent } from './present.js';

/** One message of a live stream: the events since the previous one, as the subscriber may see them, and the game after them. */
export interface GameUpdate {
  /** The version after these events: the SSE event id a client resumes from (`Last-Event-ID`). */
  readonly version: number;
  readonly events: PublicEvent[];
  readonly game: GameSnapshot;
}

/**
 * An update ready to send: serialized once, however many subscribers share it. Every subscriber
 * who sees the game as the same seat (or as a spectator) gets the same object, so a move costs one
 * redaction and one `JSON.stringify` per seat, not per subscriber, and queued messages take no
 * more memory for 1,000 subscribers than for one.
 */
export interface LiveMessage {
  /** The update's version: its SSE id, readable without `update` (which a Worker parses only when asked). */
  readonly version: number;
  readonly update: GameUpdate;
  readonly json: string;
  /** Its size in UTF-8: what it weighs in a subscriber's byte budget. */
  readonly bytes: number;
}

const encoder = new TextEncoder();

/**
 * The message of `update`, its JSON and size built when first read: a WebSocket that made the move
 * itself skips its own update (the move's answer told it the same), and a stream whose reader is
 * waiting takes the message without weighing it (channel.ts), so a move's mover costs no second
 * serialization of its game, nor a UTF-8 encoding of it only to count its bytes (`npm run bench ws`).
 */
export function liveMessage(update: GameUpdate): LiveMessage {
  return builtWhenRead(update.version, () => update);
}

/** `liveMessage` of the update `build` makes, made only when the message's update, JSON or size is first read. */
function builtWhenRead(version: number, build: () => GameUpdate): LiveMessage {
  let update: GameUpdate | undefined;
  let json: string | undefined;
  let bytes: number | undefined;
  return {
    version,
    get update() {
      return (update ??= build());
    },
    get json() {
      return (json ??= updateJson(this.update));
    },
    get bytes() {
      return (bytes ??= encoder.encode(this.json).byteLength);
    },
  };
}

/**
 * Builds each viewer's message of one published append at most once. `build` runs for the first
 * subscriber of a seat that reads it; the others get the same message.
 */
export class MessagesBySeat {
  private readonly built = new Map<Seat | null, LiveMessage>();

  /** `build` makes the update of `version` for `seat`; it runs once, when a subscriber first reads the message. */
  get(seat: Seat | null, version: number, build: () => GameUpdate): LiveMessage {
    let message = this.built.get(seat);
    if (message === undefined) {
      message = builtWhenRead(version, build);
      this.built.set(seat, message);
    }
    return message;
  }
}

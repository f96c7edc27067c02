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
  return new BuiltWhenRead(update.version, () => update);
}

/**
 * `liveMessage` of the update `build` makes, made only when the message's update, JSON or size is
 * first read. A class, not an object literal with getters: V8 gives each object literal whose
 * getters are new closures a map of its own, and maps live in the old generation, so everything a
 * message's closures held (its game version, snapshot and JSON) outlived the young collections and
 * was promoted: 13.7 KB a move under `npm run bench ws` (`--trace-gc-nvp`), 3.3 KB with the class.
 * Its getters are the prototype's, shared by every message.
 */
class BuiltWhenRead implements LiveMessage {
  private built: GameUpdate | undefined;
  private text: string | undefined;
  private size: number | undefined;

  constructor(
    readonly version: number,
    private readonly build: () => GameUpdate,
  ) {}

  get update(): GameUpdate {
    return (this.built ??= this.build());
  }

  get json(): string {
    return (this.text ??= updateJson(this.update));
  }

  get bytes(): number {
    return (this.size ??= encoder.encode(this.json).byteLength);
  }
}

export class MessagesBySeat {
  private readonly built = new Map<Seat | null, LiveMessage>();

  /** `build` makes the update of `version` for `seat`; it runs once, when a subscriber first reads the message. */
  get(seat: Seat | null, version: number, build: () => GameUpdate): LiveMessage {
    let message = this.built.get(seat);
    if (message === undefined) {
      message = new BuiltWhenRead(version, build);
      this.built.set(seat, message);
    }
    return message;
  }
}

/** What the game service answers (and the challenge entry it is handed), shared by its use cases. */
import type { ExportedChain } from '../core/chain-format.js';
import type { Seat, Standings } from '../core/types.js';
import type { ExportSignature } from '../provenance/export-signer.js';
import type { GameRow } from '../store/event-store.js';
import type { GameSnapshot, PlayerSeat, PublicEvent } from './present.js';

/** A seat token handed out at creation or at a join. Shown once; only its hash is stored. */
export interface SeatToken {
  readonly seat: Seat;
  readonly name: string;
  readonly token: string;
}

export interface CreatedGame {
  readonly game: GameSnapshot;
  /** One token per seat given a person's name; bot and open seats have none. */
  readonly seats: SeatToken[];
}

/** A move's answer without the game (`Prefer: return=minimal`): what the move appended, nothing rebuilt for it. */
export interface MinimalMoveResult {
  readonly version: number;
  /** The events this request appended: its `MoveMade`, the rolls and shuffles that followed, and the moves of any bots that were due next. */
  readonly events: PublicEvent[];
  /** True when this answers a retried `moveId` rather than a new move. */
  readonly replayed: boolean;
}

export interface MoveResult extends MinimalMoveResult {
  /** The game after the move, as the mover's seat sees it (view, pending, legal moves). */
  readonly game: GameSnapshot;
}

/** How much of the game a move's answer carries: `full` (the game as the seat sees it) or `minimal` (none of it). */
export type MoveAnswerShape = 'full' | 'minimal';

/** A move's answer in the shape asked for. */
export type MoveAnswer<S extends MoveAnswerShape> = S extends 'minimal' ? MinimalMoveResult : MoveResult;

export interface GameExport {
  readonly format: 'rolltape.export/1';
  readonly id: string;
  readonly rules: string;
  readonly rulesVersion: number;
  readonly sandbox: boolean;
  /** The daily challenge this game is an entry of, if any (its seed is revealed when the day closes). */
  readonly challenge: string | null;
  readonly status: GameRow['status'];
  readonly version: number;
  readonly players: PlayerSeat[];
  readonly options: unknown;
  readonly standings: Standings | null;
  readonly seedCommitment: string;
  /** Revealed once the game is over; `null` before. */
  readonly seed: string | null;
  readonly events: PublicEvent[];
  /** A challenge entry's day in the seed chain, for the audit's `chain` check; `null` on other games and days before the chain. */
  readonly chain: ExportedChain | null;
  /** The server's signature over the rest of the document (RFC 8785); `null` when it has no signing key. */
  readonly signature: ExportSignature | null;
}

/** A challenge entry being created: the day's seed instead of a fresh one, and the entrant's handle. */
export interface ChallengeEntrySpec {
  readonly challengeId: string;
  readonly seed: string;
  readonly handleKey: string;
}

/** A bearer token as sent, or `null` when the caller sent none (a spectator). */
export type Token = string | null;

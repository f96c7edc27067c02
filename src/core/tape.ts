import type { GameEvent, PlayerInfo, Seat, Standings } from './types.js';

/** Sandbox dice supplied by the creator, by label: `{ "circuit1.turn1.roll": [1, 2, 3, 4, 5, 6] }`. */
export interface SandboxSpec {
  readonly rolls: Readonly<Record<string, readonly number[]>>;
  readonly shuffles?: Readonly<Record<string, readonly number[]>>;
}

export interface GameCreated {
  readonly type: 'GameCreated';
  readonly rules: string;
  readonly rulesVersion: number;
  readonly players: readonly PlayerInfo[];
  readonly options: unknown;
  readonly seedCommitment: string;
  readonly clientSeed: string | null;
  readonly sandbox: SandboxSpec | null;
  /**
   * The daily challenge this game is an entry of (absent on other games). Its seed is the day's
   * seed, so `GameEnded` does not reveal it: the challenge does when its day closes.
   */
  readonly challenge?: string;
  /**
   * Seconds each turn may take (absent: no deadline). After the deadline any seat may claim the
   * timeout and the server plays the late seats with the game's default bot (`MoveMade` with `timeout`).
   */
  readonly turnSeconds?: number;
  /**
   * Commit first: the seed was committed to (`seedCommitment`) at `issuedAt`, before the player gave
   * the `clientSeed` at `clientSeedAt`, so the server could not pick its seed knowing the player's.
   * Absent on games created without a commitment ahead (then both arrived in one request).
   */
  readonly commitment?: SeedCommitmentRecord;
}

/** When a game's seed was committed to and when the client seed arrived (ISO 8601 instants). */
export interface SeedCommitmentRecord {
  /** The id `POST /v1/commitments` answered. */
  readonly id: string;
  readonly issuedAt: string;
  readonly clientSeedAt: string;
}

export interface GameEnded {
  readonly type: 'GameEnded';
  readonly standings: Standings;
  /**
   * The secret seed, revealed so anyone can re-derive every roll and check the commitment.
   * `null` in a challenge entry: the seed is shared by the day's entries and revealed when the day closes.
   */
  readonly seed: string | null;
}

/**
 * A player took an open seat. Rules never see it: `setup` only needs the seat count, which
 * `GameCreated` fixes, and nothing is rolled or moved until every seat is filled.
 */
export interface PlayerJoined {
  readonly type: 'PlayerJoined';
  readonly seat: Seat;
  readonly name: string;
}

/** A player gave up their seat before the game started; it is open again. */
export interface PlayerLeft {
  readonly type: 'PlayerLeft';
  readonly seat: Seat;
}

/** Everything that can stand on a tape. The first event is always `GameCreated`. */
export type TapeEvent<M = unknown> = GameCreated | PlayerJoined | PlayerLeft | GameEvent<M> | GameEnded;

/** A tape event as stored: its position (`seq`, 1-based; the game's version is the last seq) and provenance. */
export interface StoredEvent<M = unknown> {
  readonly seq: number;
  readonly event: TapeEvent<M>;
  /** The seat whose move caused this event, `null` for the engine's own (creation, dice, end). */
  readonly actor: Seat | null;
  /** Milliseconds since the epoch, stamped by the store; never read by the rules. */
  readonly at: number;
  readonly moveId: string | null;
}

export const isGameEvent = <M>(event: TapeEvent<M>): event is GameEvent<M> =>
  event.type === 'DiceRolled' || event.type === 'DeckShuffled' || event.type === 'MoveMade';

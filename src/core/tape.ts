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
}

export interface GameEnded {
  readonly type: 'GameEnded';
  readonly standings: Standings;
  /** The secret seed, revealed so anyone can re-derive every roll and check the commitment. */
  readonly seed: string;
}

export interface PlayerJoined {
  readonly type: 'PlayerJoined';
  readonly seat: Seat;
  readonly name: string;
}

/** Everything that can stand on a tape. The first event is always `GameCreated`. */
export type TapeEvent<M = unknown> = GameCreated | PlayerJoined | GameEvent<M> | GameEnded;
export type TapeEventType = TapeEvent['type'];

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

/**
 * The JSON the REST API answers about games, as plain types: games, their tapes, exports and audits,
 * rules, the lobby and daily challenges. Players' accounts are in player-types.ts, webhooks in
 * webhook-types.ts. The zod schemas in src/api/rest/*-schemas.ts are the source of all three;
 * test/unit/client-wire-types.test.ts fails to compile when a type and its schema drift apart.
 */
import type { LegalMoveOf, OptionsOf, RulesId, ViewOf } from './game-types.js';

export type GameStatus = 'open' | 'active' | 'over';

export interface Standings {
  readonly lowerIsBetter: boolean;
  readonly players: readonly {
    readonly seat: number;
    readonly rank: number;
    readonly score: number;
    readonly title?: string;
  }[];
}

/**
 * What the game waits for: `join` while it is `open` (players to take `openSeats`), then `choice` until
 * `over`. The engine rolls and shuffles itself: `roll` and `shuffle` show only in a past version (`stateAt`).
 */
export type Pending =
  | { readonly kind: 'join'; readonly openSeats: readonly number[] }
  | { readonly kind: 'choice'; readonly players: readonly number[] }
  | { readonly kind: 'over'; readonly standings: Standings }
  | { readonly kind: 'roll'; readonly label: string; readonly count: number; readonly sides: number }
  | { readonly kind: 'shuffle'; readonly label: string; readonly size: number };

export interface PlayerSeat {
  readonly seat: number;
  /** '' for an open seat. */
  readonly name: string;
  readonly bot: string | null;
  readonly open: boolean;
}

interface GameOf<R extends RulesId> {
  readonly id: string;
  readonly rules: R;
  readonly rulesVersion: number;
  /** Events on the tape; send it back as `expectedVersion`. */
  readonly version: number;
  readonly status: GameStatus;
  readonly sandbox: boolean;
  readonly challenge: string | null;
  readonly seedCommitment: string;
  readonly players: readonly PlayerSeat[];
  /** Your seat, or null for a spectator. */
  readonly you: number | null;
  readonly pending: Pending;
  readonly view: ViewOf<R>;
  /** Every move your seat may make now, each with its `label` (empty for spectators). */
  readonly legalMoves: readonly LegalMoveOf<R>[];
  readonly standings: Standings | null;
  readonly turnSeconds: number | null;
  readonly deadline: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * A game as its seat (or a spectator) sees it. `Game<'carbondale'>` has Carbondale's view and moves;
 * plain `Game` is the union over every game, narrowed by checking `rules`.
 */
export type Game<R extends RulesId = RulesId> = R extends RulesId ? GameOf<R> : never;

export type EventType =
  'GameCreated' | 'PlayerJoined' | 'PlayerLeft' | 'DiceRolled' | 'DeckShuffled' | 'MoveMade' | 'GameEnded';

/** One event of the tape, as the API serves it (redacted for the caller while the game runs). */
export interface TapeEntry {
  readonly seq: number;
  readonly type: EventType;
  readonly actor: number | null;
  readonly at: string;
  readonly moveId: string | null;
  readonly redacted: boolean;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface SeatToken {
  readonly seat: number;
  readonly name: string;
  /** The bearer token of this seat: shown once, keep it. */
  readonly token: string;
}

export interface CreatedGame<R extends RulesId = RulesId> {
  readonly game: Game<R>;
  readonly seats: readonly SeatToken[];
}

export interface JoinedGame<R extends RulesId = RulesId> {
  readonly seat: SeatToken;
  readonly game: Game<R>;
}

/** A move's answer without the game: what `move(…, { minimal: true })` answers (`Prefer: return=minimal`). */
export interface MinimalMoveResult {
  readonly version: number;
  readonly events: readonly TapeEntry[];
  /** True when this answer repeats the first result of the same `moveId`. */
  readonly replayed: boolean;
}

export interface MoveResult<R extends RulesId = RulesId> extends MinimalMoveResult {
  readonly game: Game<R>;
}

export interface EventList {
  readonly version: number;
  readonly events: readonly TapeEntry[];
}

/** One `update` message of the live stream: the events since the last one and the view after them. */
export interface GameUpdate<R extends RulesId = RulesId> {
  readonly version: number;
  readonly events: readonly TapeEntry[];
  readonly game: Game<R>;
}

/** `GET /v1/games/{id}/export`: everything an offline audit needs. */
export interface GameExport {
  readonly format: 'rolltape.export/1';
  readonly id: string;
  readonly rules: string;
  readonly rulesVersion: number;
  readonly sandbox: boolean;
  readonly challenge: string | null;
  readonly status: GameStatus;
  readonly version: number;
  readonly players: readonly PlayerSeat[];
  readonly options: unknown;
  readonly standings: Standings | null;
  readonly seedCommitment: string;
  readonly seed: string | null;
  readonly events: readonly TapeEntry[];
  /** A challenge entry's day in the seed chain (`GET /v1/challenges/chain`); `null` on other games. */
  readonly chain: ExportedChain | null;
  /** The server's Ed25519 signature over the rest of the file (RFC 8785); `null`: the server signs nothing. */
  readonly signature: ExportSignature | null;
}

/** A challenge entry's day in the seed chain: the year's head, and the day's link once the day has closed. */
export interface ExportedChain {
  readonly date: string;
  readonly head: string;
  readonly link: string | null;
}

/** `GET /v1/challenges/chain`: each year's head, published ahead, and the links of the days that have closed. */
export interface SeedChain {
  readonly algorithm: 'rolltape.chain/1';
  /** The first day whose seeds follow from the chain. */
  readonly start: string;
  readonly periods: readonly {
    readonly year: number;
    readonly firstDay: string;
    readonly lastDay: string;
    readonly head: string;
    readonly links: readonly { readonly date: string; readonly link: string }[];
  }[];
}

/** `GameExport.signature`: checked against the server's keys (`RolltapeClient.keys`). */
export interface ExportSignature {
  readonly alg: 'EdDSA';
  readonly kid: string;
  readonly value: string;
}

/** `GET /.well-known/rolltape-keys.json`: the public keys exports are signed with, current first. */
export interface SigningKeySet {
  readonly keys: readonly {
    readonly kty: 'OKP';
    readonly crv: 'Ed25519';
    readonly x: string;
    readonly kid: string;
    readonly alg: 'EdDSA';
    readonly use: 'sig';
    readonly notBefore: string;
    readonly retiredAt?: string;
  }[];
}

export interface OfflineAuditOptions {
  /**
   * The server's published keys (`GET /.well-known/rolltape-keys.json`, parsed or as saved): the
   * `signature` check then proves the file is that server's, unchanged. Without them it is `skip`.
   */
  readonly keys?: SigningKeySet | unknown;
  /** The seedCommitment `POST /v1/commitments` gave you, checked against the file (`order`). */
  readonly commitment?: string;
  /** The seed chain as `GET /v1/challenges/chain` published it: a challenge entry's `chain` check holds its head to it. */
  readonly chain?: SeedChain | unknown;
}

export interface AuditCheck {
  readonly name:
    | 'export'
    | 'signature'
    | 'tape'
    | 'rules'
    | 'commitment'
    | 'order'
    | 'moves'
    | 'dice'
    | 'shuffles'
    | 'ending'
    | 'sandbox'
    | 'chain';
  readonly status: 'pass' | 'fail' | 'skip';
  readonly detail: string;
  /** The event the check is about (a failure names the first bad event). */
  readonly seq?: number;
}

export interface AuditReport {
  readonly ok: boolean;
  readonly sandbox: boolean;
  readonly events: number;
  readonly checks: readonly AuditCheck[];
}

/** `GET /v1/games/{id}/audit` (the server's audit) adds which game and version it audited. */
export interface ServerAuditReport extends AuditReport {
  readonly gameId: string;
  readonly version: number;
}

export interface RuleSummary {
  readonly id: string;
  readonly title: string;
  readonly version: number;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly summary: string;
  readonly bots: readonly { readonly id: string; readonly title: string }[];
}

export interface RuleDetail extends RuleSummary {
  /** JSON Schema of `options`. */
  readonly options: Readonly<Record<string, unknown>>;
  /** JSON Schema of a move. */
  readonly moves: Readonly<Record<string, unknown>>;
  /** JSON Schema of the game's view, for a seat and a spectator alike. */
  readonly view: Readonly<Record<string, unknown>>;
  /** What a client needs to show the rules (card texts and prices, the map, tiles, tracks, rank tables); its shape is the game's own. */
  readonly content: unknown;
  /** The rules told briefly for players, in order: setup, a turn, scoring. */
  readonly howToPlay: readonly { readonly title: string; readonly text: string }[];
}

export interface OpenGame {
  readonly id: string;
  readonly rules: string;
  readonly rulesVersion: number;
  readonly sandbox: boolean;
  readonly players: readonly PlayerSeat[];
  readonly openSeats: readonly number[];
  readonly createdAt: string;
}

export interface Challenge {
  readonly id: string;
  readonly rules: string;
  readonly title: string;
  readonly date: string;
  readonly status: 'open' | 'closed';
  readonly opensAt: string;
  readonly closesAt: string;
  readonly seedCommitment: string;
  readonly seed: string | null;
  readonly entries: number;
}

export interface DailyChallenges {
  readonly date: string;
  readonly challenges: readonly Challenge[];
}

export interface ChallengeEntry {
  readonly challenge: Challenge;
  readonly entry: { readonly challengeId: string; readonly name: string; readonly gameId: string };
  readonly game: Game;
  readonly seat: SeatToken;
}

export interface Leaderboard {
  readonly challengeId: string;
  readonly status: 'open' | 'closed';
  readonly stamp: string;
  readonly entries: number;
  readonly finished: number;
  readonly lowerIsBetter: boolean | null;
  readonly standings: readonly {
    readonly rank: number;
    readonly name: string;
    /** Entered by a player with a personal token (the player's handle), not by a guest. */
    readonly account: boolean;
    readonly score: number;
    readonly title: string | null;
    /** The entry's game, once the day has closed; `null` before (entries stay private until then). */
    readonly gameId: string | null;
    readonly finishedAt: string;
  }[];
}

/** A seat at creation: a person (gets a token), a bot, or an open seat for someone to join. */
export type PlayerInput =
  | { readonly name: string; readonly bot?: string }
  | { readonly open: true }
  /** The creator's player, with a personal token (`rtp_…`): the seat is bound to them. */
  | { readonly me: true };

export interface CreateGameInput<R extends RulesId = RulesId> {
  readonly rules: R;
  readonly players: readonly PlayerInput[];
  readonly options?: OptionsOf<R>;
  readonly clientSeed?: string;
  readonly sandbox?: {
    readonly rolls?: Readonly<Record<string, readonly number[]>>;
    readonly shuffles?: Readonly<Record<string, readonly number[]>>;
  };
  readonly turnSeconds?: number;
}

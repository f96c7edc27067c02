import { labelledMoves, type LabelledMove } from '../core/labelled-move.js';
import { hiddenEventData, isEventVisible } from '../core/event-visibility.js';
import { openSeats } from '../core/seats.js';
import type { GameCreated, StoredEvent, TapeEvent } from '../core/tape.js';
import type { AnyGame, Pending, PlayerInfo, Seat, Standings } from '../core/types.js';
import type { GameRow } from '../store/event-store.js';
import { memoSlot } from './memo-slot.js';

/** A game as a client sees it at one version: the caller's view and what the caller may do. */
export interface GameSnapshot {
  readonly id: string;
  readonly rules: string;
  readonly rulesVersion: number;
  readonly version: number;
  readonly status: GameRow['status'];
  readonly sandbox: boolean;
  /** The daily challenge this game is an entry of, or `null`. */
  readonly challenge: string | null;
  readonly seedCommitment: string;
  readonly players: PlayerSeat[];
  /** The caller's seat, or `null` for a spectator. */
  readonly you: Seat | null;
  readonly pending: PublicPending;
  readonly view: unknown;
  /** Each legal move with its human `label`; posted back as it is, it is that move. */
  readonly legalMoves: LabelledMove[];
  readonly standings: Standings | null;
  /** Seconds each turn may take, or `null` when the game has no deadlines. */
  readonly turnSeconds: number | null;
  /** When the current turn times out (then any seat may claim the timeout); `null` without one. */
  readonly deadline: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A seat as served: who sits there, whether a bot plays it, and whether it is still open. */
export interface PlayerSeat {
  readonly seat: Seat;
  readonly name: string;
  readonly bot: string | null;
  readonly open: boolean;
}

export const playerSeats = (players: readonly PlayerInfo[]): PlayerSeat[] =>
  players.map((p, i) => ({ seat: i + 1, name: p.name, bot: p.bot ?? null, open: p.open === true }));

/** The deadline of the current turn in ms, or `null` (no deadlines, not started, or over). */
export function deadlineOf(input: Pick<SnapshotInput, 'created' | 'status' | 'turnStartedAt'>): number | null {
  const { turnSeconds } = input.created;
  if (turnSeconds === undefined || input.status !== 'active' || input.turnStartedAt === null) return null;
  return input.turnStartedAt + turnSeconds * 1000;
}

/**
 * `pending` as served. The engine answers rolls and shuffles itself, so clients see choices or the end;
 * a game still in the lobby (status `open`) waits for players to take its open seats, which the rules
 * never see: their setup randomness (the deal, the first throw) comes only with the last join.
 */
export type PublicPending = Pending | JoinPending;

/** A game in the lobby: it waits for players to join, at these seats (ascending, as the lobby lists them). */
export interface JoinPending {
  readonly kind: 'join';
  readonly openSeats: readonly Seat[];
}

/** What a game waits for as a client sees it: the lobby's open seats until it starts, then what the rules wait for. */
const publicPending = (input: Pick<SnapshotInput, 'status' | 'players'>, rulesPending: Pending): PublicPending =>
  input.status === 'open' ? { kind: 'join', openSeats: openSeats(input.players) } : rulesPending;

/** An event as served. `data` is the event without its `type`; hidden parts are `null` with `redacted: true`. */
export interface PublicEvent {
  readonly seq: number;
  readonly type: TapeEvent['type'];
  readonly actor: Seat | null;
  readonly at: string;
  readonly moveId: string | null;
  readonly redacted: boolean;
  readonly data: Record<string, unknown>;
}

export interface SnapshotInput {
  readonly row: GameRow;
  readonly game: AnyGame;
  readonly state: unknown;
  readonly version: number;
  readonly status: GameRow['status'];
  readonly standings: Standings | null;
  readonly updatedAt: number;
  readonly created: GameCreated;
  readonly players: readonly PlayerInfo[];
  readonly turnStartedAt: number | null;
  readonly viewer: Seat | null;
  /** Legal moves only make sense at the head of the tape; time travel shows none. */
  readonly atHead: boolean;
}

export function snapshot(input: SnapshotInput): GameSnapshot {
  const { row, game, state, viewer } = input;
  const rulesPending = game.pending(state);
  const mayAct =
    input.atHead &&
    input.status === 'active' &&
    viewer !== null &&
    rulesPending.kind === 'choice' &&
    rulesPending.players.includes(viewer);
  const deadline = input.atHead ? deadlineOf(input) : null;
  const moves = mayAct ? game.legalMoves(state, viewer) : [];
  const built = {
    id: row.id,
    rules: row.rules,
    rulesVersion: row.rulesVersion,
    version: input.version,
    status: input.status,
    sandbox: row.sandbox,
    challenge: row.challengeId,
    seedCommitment: row.seedCommitment,
    players: playerSeats(input.players),
    you: viewer,
    pending: publicPending(input, rulesPending),
    view: game.view(state, viewer),
  } as Building;
  unlabelled.set(built, { game, state, moves, labelled: undefined });
  Object.defineProperty(built, 'legalMoves', LABELLED_WHEN_READ);
  built.standings = input.standings;
  built.turnSeconds = input.created.turnSeconds ?? null;
  built.deadline = deadline === null ? null : new Date(deadline).toISOString();
  built.createdAt = new Date(row.createdAt).toISOString();
  built.updatedAt = new Date(input.updatedAt).toISOString();
  return built;
}

/** A snapshot while `snapshot` builds it, its members added in the order JSON gives them. */
type Building = { -readonly [K in keyof GameSnapshot]: GameSnapshot[K] };

/** The legal moves of a snapshot as the rules listed them, what labels them, and the labelled copies once read. */
interface UnlabelledMoves {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly moves: readonly unknown[];
  labelled: LabelledMove[] | undefined;
}

const unlabelled = memoSlot<GameSnapshot, UnlabelledMoves>('unlabelled legal moves');

/**
 * A snapshot's `legalMoves`, labelled when read: an answer's JSON writes them from the rules' moves
 * (answer-json.ts) and GraphQL labels only what it is asked for, neither with these objects. One
 * getter for every snapshot, reading the snapshot's own moves: a getter written in the snapshot's
 * literal was a new closure each time, so V8 gave each snapshot a hidden class of its own, allocated
 * in the old generation, where it kept the snapshot's state and moves alive past young collections
 * (docs/development.md, "Issue 33, the young generation"). (A getter for the view too cost more than
 * it saved.)
 */
const LABELLED_WHEN_READ: PropertyDescriptor = {
  get(this: GameSnapshot): LabelledMove[] {
    const source = unlabelled.get(this)!;
    return (source.labelled ??= labelledMoves(source.game, source.state, source.moves));
  },
  enumerable: true,
  configurable: true,
};

/** What `snapshot` built `game.legalMoves` from; `undefined` for a snapshot it did not build. */
export const unlabelledMovesOf = (game: GameSnapshot): UnlabelledMoves | undefined => unlabelled.get(game);

/**
 * Events as `viewer` may see them. While the game runs, the rules decide what is hidden
 * (core/event-visibility.ts: by default shuffle orders, which would reveal decks); once it is over
 * the whole tape is public.
 */
export function presentEvents(
  game: AnyGame,
  events: readonly StoredEvent[],
  viewer: Seat | null,
  over: boolean,
): PublicEvent[] {
  return events.map((stored) => {
    const { type, ...data } = stored.event;
    const visible = over || isEventVisible(game, stored.event, viewer);
    return {
      seq: stored.seq,
      type,
      actor: stored.actor,
      at: new Date(stored.at).toISOString(),
      moveId: stored.moveId,
      redacted: !visible,
      data: visible ? data : hiddenEventData(game, stored.event, viewer),
    };
  });
}

import type { z } from 'zod';
import type { RuleError } from './errors.js';
import type { Result } from './result.js';

/** A player's seat: 1..N in the order the players were given at creation. */
export type Seat = number;

export interface PlayerInfo {
  /** '' for a seat still open (a lobby seat nobody has taken yet). */
  readonly name: string;
  /** The id of the bot that plays this seat (one of the game's `bots`); absent for a person. */
  readonly bot?: string;
  /** A seat left open at creation for someone to join; `PlayerJoined` fills it. */
  readonly open?: boolean;
}

/** One player's final result. `rank` 1 is best; tied players share a rank. */
export interface Standing {
  readonly seat: Seat;
  readonly rank: number;
  readonly score: number;
  /** A title the rules give this result, e.g. a solo rank ("Silver") or a pilot rank. */
  readonly title?: string;
}

export interface Standings {
  /** Whether a lower score is better (Circuit Racer) or a higher one (most games). */
  readonly lowerIsBetter: boolean;
  readonly players: readonly Standing[];
}

/** What the game waits for next. The engine answers rolls and shuffles itself; players answer choices. */
export type Pending =
  | { readonly kind: 'roll'; readonly label: string; readonly count: number; readonly sides: number }
  | { readonly kind: 'shuffle'; readonly label: string; readonly size: number }
  | { readonly kind: 'choice'; readonly players: readonly Seat[] }
  | { readonly kind: 'over'; readonly standings: Standings };

/** The events a game's `evolve` folds. `GameCreated` is `setup`; `GameEnded` changes no rule state. */
export type GameEvent<M> =
  | { readonly type: 'DiceRolled'; readonly label: string; readonly values: readonly number[] }
  | { readonly type: 'DeckShuffled'; readonly label: string; readonly order: readonly number[] }
  | {
      readonly type: 'MoveMade';
      readonly player: Seat;
      readonly move: M;
      /** Played for the seat after its turn deadline passed (by the game's default bot); the rules ignore it. */
      readonly timeout?: boolean;
    };

/** What a bot is given to choose one move for its seat. */
export interface BotInput<S = unknown, M = unknown, V = unknown> {
  readonly seat: Seat;
  /** `game.view(state, seat)`: what this seat sees. Bots decide from this. */
  readonly view: V;
  /** Every move the seat may make now (never empty). */
  readonly legalMoves: readonly M[];
  /**
   * Uniform numbers in [0, 1) from the game's keyed dice (label `bot.seat<n>.v<version>`), so a bot
   * that breaks ties at random still plays the same move whenever the same game reaches the same point.
   */
  readonly random: () => number;
  /**
   * The rule state, only for bots written against it in games whose seat views hide nothing the
   * state holds (AirCargo, Circuit Racer), or whose bot erases the hidden part first (Coal n' Write
   * sorts the undrawn deck). A bot of a game with hidden information must decide from `view`.
   */
  readonly state: S;
}

/** A bot that can sit in a seat. Pure: the same input gives the same move. */
export interface BotDefinition<S = unknown, M = unknown, V = unknown> {
  /** Stable id used in `players: [{ name, bot }]`; every game with bots has a `default` (its heuristic; the search bots play out with it). */
  readonly id: string;
  readonly title: string;
  /** One of `input.legalMoves` (anything else is replaced by the first legal move). */
  choose(input: BotInput<S, M, V>): M;
  /**
   * Set by a bot that searches (the `search-*` levels): a move may take up to a second, so the server
   * plays it in a job of its own after answering, never inside a request (`searches` in `bots.ts`).
   * Its budget is counted, not timed: the same game gets the same moves wherever it is played.
   */
  readonly searches?: true;
}

/**
 * A game's rules: a pure decider. Nothing here may read a clock, roll a die or do I/O;
 * dice and shuffles arrive as events, so a tape replays to the same state anywhere.
 */
export interface GameDefinition<S = unknown, M = unknown, O = unknown, V = unknown> {
  readonly id: string;
  /** Bumped whenever any outcome can change; recorded in `GameCreated` so old games replay under their rules. */
  readonly version: number;
  readonly title: string;
  readonly summary: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly optionsSchema: z.ZodType<O>;
  readonly moveSchema: z.ZodType<M>;
  /**
   * The shape of `view` for a seat and for a spectator alike (hidden parts are served empty, 0 or ''),
   * strict at every level. The one source of the view's TypeScript type, JSON Schema and GraphQL type.
   * A function that builds it on the first call and returns that same schema after (`once`): only the
   * API documents, GraphQL and `GET /v1/rules/{id}` read it, so a Worker does not build it at start.
   * Its registry id is `<Id>View`, the game's id in PascalCase (`coal-n-write`: `CoalNWriteView`).
   */
  readonly viewSchema: () => z.ZodType;
  /** A short human label for a legal move ("Shift to gear 4", "Claim Silver with 6+5"), so a client can offer choices without knowing the rules. */
  label(state: S, move: M): string;
  /**
   * Optional: `JSON.stringify` of `moves` each with its label (`labelledMoves`), written from what the
   * game keeps of its moves instead of labelling each and escaping it, for a game whose answers list
   * many moves (Circuit Racer's dice step: 126 a state). It must give exactly that text, for any list
   * of the game's moves: test/unit/service/answer-json.test.ts holds it so in every state of playouts.
   */
  labelledMovesJson?(state: S, moves: readonly M[]): string;
  setup(input: { readonly players: readonly PlayerInfo[]; readonly options: O }): S;
  pending(state: S): Pending;
  /**
   * The faces of the die this game rolls under `label` (for a label it never rolls, its usual die).
   * Read when a sandbox game is created, so a value no die there can show (a 9 on a d6) is refused
   * then, not by the move that would roll it. Without it, sandbox values are checked only when rolled.
   */
  dieSides?(label: string): number;
  /**
   * Checks a move that already matched `moveSchema`. Keep the schema loose on anything that has its
   * own rule code here (e.g. an empty selection is `no-dice-selected`, not a generic `bad-move`).
   */
  validate(state: S, player: Seat, move: M): Result<void, RuleError>;
  /**
   * Folds one event: applies it, and decides nothing. It may take a `MoveMade` as fit, and must not
   * call `validate` or check whose turn it is: the core checks every move once, before it folds it
   * (the engine before appending it, `auditTape` and `replayChecked` on a tape from outside), and a
   * stored tape replays without checking again. A roll or shuffle that does not fit the step (a
   * tampered tape, which the audit flags and keeps walking) must not throw; return the state unchanged.
   */
  evolve(state: S, event: GameEvent<M>): S;
  legalMoves(state: S, player: Seat): readonly M[];
  /** What `viewer` may see; `null` is a spectator. The API serves views, never raw state. */
  view(state: S, viewer: Seat | null): V;
  /** Whether `viewer` may see this event while the game runs (default: everything but shuffle orders). */
  eventVisible?(event: GameEvent<M>, viewer: Seat | null): boolean;
  /**
   * Finer than `eventVisible`: what `viewer` may still see of an event it hides, as the event's served
   * `data` (without `type`), e.g. the suit a card game's play announces but not the card. `undefined`
   * (or no hook) serves the hidden part as null (`move`, `order` or `values`).
   */
  redactEvent?(event: GameEvent<M>, viewer: Seat | null): Record<string, unknown> | undefined;
  /**
   * Bots that can take a seat; one of them has the id `default`. The server also plays a seat whose turn
   * deadline passed with `default`. Bot moves are ordinary `MoveMade` events, so replay and audit
   * never need the bots.
   */
  readonly bots?: readonly BotDefinition<S, M, V>[];
}

/** A game definition with its type parameters erased, as stored in the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;

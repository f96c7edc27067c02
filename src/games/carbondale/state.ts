/**
 * Carbondale rule state: the full truth, hands and pile orders included. Clients never see it; they
 * get `view(state, seat)`. `evolve` returns new objects through the field-by-field `update` helpers
 * below and shares everything that did not change.
 */
import type { Seat } from '../../core/types.js';
import type { CardId, CarbondaleContent, Suit } from './content.js';
import type { AddMove } from './moves.js';

/**
 * The step the table is in (spec §3–4):
 * `setupRoll` (first player) · `setupDraw` / `setupSpares` (setup shuffles) · `turn` (the active
 * player adds or cleans) · `challenge` (the opponent answers an announced ♡/♢) · `draw` (the active
 * player draws back up) · `reshuffle` (a new draw pile is being shuffled) · `over`.
 */
export type Phase = 'setupRoll' | 'setupDraw' | 'setupSpares' | 'turn' | 'challenge' | 'draw' | 'reshuffle' | 'over';

export type EndReason = 'none' | 'goal' | 'stalemate';

/** A card in a network. */
export interface Placed {
  readonly card: CardId;
  readonly x: number;
  readonly y: number;
}

export interface PlayerState {
  readonly hand: readonly CardId[];
  readonly network: readonly Placed[];
  /** Payments and lost duels, public; the opponent may draw from it (R3). */
  readonly faceUp: readonly CardId[];
  /** Cleaned cards and challenge fees; only the owner sees them. */
  readonly faceDown: readonly CardId[];
}

/** A challenge, as both players saw it revealed (the fee stays hidden). */
export interface Duel {
  readonly turn: number;
  readonly challenger: Seat;
  readonly suit: Suit;
  /** The announced card (revealed by the challenge). */
  readonly added: CardId;
  readonly challenge: CardId;
  readonly success: boolean;
}

export interface CarbondaleState {
  readonly phase: Phase;
  /** Seat that moved first; 0 until the roll. */
  readonly first: Seat;
  /** Seat whose turn it is. */
  readonly active: Seat;
  /** 1-based count of turns started. */
  readonly turn: number;
  readonly players: readonly PlayerState[];
  /** Top first. */
  readonly drawPile: readonly CardId[];
  /** Unused spare piles, next first. */
  readonly spares: readonly (readonly CardId[])[];
  /** New draw piles formed so far (k). */
  readonly reshuffles: number;
  /** The add announced and waiting for the challenge window (R10); null otherwise. */
  readonly commit: AddMove | null;
  /** The active player's hand size to draw back up to this turn. */
  readonly target: number;
  /** A card entered the active player's network this turn. */
  readonly added: boolean;
  /** Consecutive finished turns without a network card (R6). */
  readonly idleTurns: number;
  /** Every challenge so far, oldest first: public, as everyone at the table saw them. */
  readonly duels: readonly Duel[];
  readonly end: EndReason;
  /** Goal winner; 0 otherwise. */
  readonly winner: Seat;
}

const NO_CARDS: readonly CardId[] = Object.freeze([]);

/** Setup (spec §3): starting networks only; hands and piles are dealt once the shuffles arrive. */
export function initialState(content: CarbondaleContent): CarbondaleState {
  return {
    phase: 'setupRoll',
    first: 0,
    active: 0,
    turn: 0,
    players: content.starting.map((cards) => ({
      hand: NO_CARDS,
      network: Object.freeze(cards.map((card, i) => Object.freeze({ card, x: i, y: 0 }))),
      faceUp: NO_CARDS,
      faceDown: NO_CARDS,
    })),
    drawPile: NO_CARDS,
    spares: Object.freeze([]),
    reshuffles: 0,
    commit: null,
    target: content.handSize,
    added: false,
    idleTurns: 0,
    duels: Object.freeze([]),
    end: 'none',
    winner: 0,
  };
}

/** `state` with `c` applied, field by field (object spread is far slower on the replay hot path). */
export function update(s: CarbondaleState, c: Partial<CarbondaleState>): CarbondaleState {
  return {
    phase: c.phase !== undefined ? c.phase : s.phase,
    first: c.first !== undefined ? c.first : s.first,
    active: c.active !== undefined ? c.active : s.active,
    turn: c.turn !== undefined ? c.turn : s.turn,
    players: c.players !== undefined ? c.players : s.players,
    drawPile: c.drawPile !== undefined ? c.drawPile : s.drawPile,
    spares: c.spares !== undefined ? c.spares : s.spares,
    reshuffles: c.reshuffles !== undefined ? c.reshuffles : s.reshuffles,
    commit: c.commit !== undefined ? c.commit : s.commit,
    target: c.target !== undefined ? c.target : s.target,
    added: c.added !== undefined ? c.added : s.added,
    idleTurns: c.idleTurns !== undefined ? c.idleTurns : s.idleTurns,
    duels: c.duels !== undefined ? c.duels : s.duels,
    end: c.end !== undefined ? c.end : s.end,
    winner: c.winner !== undefined ? c.winner : s.winner,
  };
}

export function updatePlayer(p: PlayerState, c: Partial<PlayerState>): PlayerState {
  return {
    hand: c.hand !== undefined ? c.hand : p.hand,
    network: c.network !== undefined ? c.network : p.network,
    faceUp: c.faceUp !== undefined ? c.faceUp : p.faceUp,
    faceDown: c.faceDown !== undefined ? c.faceDown : p.faceDown,
  };
}

/** The state with seat `seat`'s area replaced by `change(area)`. */
export function withPlayer(
  state: CarbondaleState,
  seat: Seat,
  change: (p: PlayerState) => PlayerState,
): CarbondaleState {
  const players = state.players.slice();
  players[seat - 1] = change(players[seat - 1]!);
  return update(state, { players });
}

export const player = (state: CarbondaleState, seat: Seat): PlayerState => state.players[seat - 1]!;
export const opponentOf = (seat: Seat): Seat => (seat === 1 ? 2 : 1);

/** `cards` without `remove` (each listed card once). */
export function without(cards: readonly CardId[], remove: readonly CardId[]): CardId[] {
  return cards.filter((c) => !remove.includes(c));
}

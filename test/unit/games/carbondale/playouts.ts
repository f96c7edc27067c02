/** Random playouts for the property tests: fast-check picks legal moves, or hands the choice to the bot. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { playGame } from '../../../../src/core/playout.js';
import type { TapeEvent } from '../../../../src/core/tape.js';
import { bot } from '../../../../src/games/carbondale/bot.js';
import { CARD_IDS, type CarbondaleMove, type CarbondaleState } from '../../../../src/games/carbondale/index.js';
import { game } from './fixtures.js';

export const MAX_MOVES = 3000;

interface Playout {
  readonly tape: TapeEvent[];
  readonly state: CarbondaleState;
  readonly moves: number;
}

/** A pick of -1 asks the bot; any other pick indexes the legal moves. */
export function playout(
  seed: string,
  picks: readonly number[],
  check?: (state: CarbondaleState, seat: number, legal: readonly CarbondaleMove[]) => void,
): Playout {
  let moves = 0;
  const { tape, state } = playGame<CarbondaleState, CarbondaleMove>(
    game,
    seed,
    (s, seat, legal) => {
      check?.(s, seat, legal);
      const pick = picks[moves++ % picks.length]!;
      return pick < 0 ? bot(s, seat, legal) : legal[pick % legal.length]!;
    },
    { players: 2, maxMoves: MAX_MOVES },
  );
  return { tape, state, moves };
}

/** Every card sits in exactly one place: hands, networks, piles, spare piles (the announced card stays in its hand). */
export function expectCardsConserved(s: CarbondaleState): void {
  const all = [
    ...s.drawPile,
    ...s.spares.flat(),
    ...s.players.flatMap((p) => [...p.hand, ...p.faceUp, ...p.faceDown, ...p.network.map((n) => n.card)]),
  ];
  expect(all.length).toBe(CARD_IDS.length);
  expect(new Set(all).size).toBe(CARD_IDS.length);
}

export const seedArb = fc.string({ minLength: 1, maxLength: 12 });
export const picksArb = fc.oneof(
  fc.array(fc.oneof(fc.constant(-1), fc.constant(-1), fc.constant(-1), fc.nat({ max: 10_000 })), {
    minLength: 1,
    maxLength: 40,
  }),
  fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 20 }),
  fc.constant([-1]),
);

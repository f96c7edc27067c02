/**
 * The pure rule behind every "no leak" promise, for any game: at every version of a played game, for
 * every seat and the spectator,
 * - the served events (`presentEvents`, as REST, GraphQL and the streams serve them) never hold a
 *   shuffle order or any part of an event the rules hide from that viewer, and
 * - the view is blind to the hidden information: scrambling what the viewer may not see (a deck's
 *   order, another seat's hand or mission) leaves the view exactly as it was.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { mulberry32, randomTape } from '../../src/core/playout.js';
import { isGameEvent, type StoredEvent, type TapeEvent } from '../../src/core/tape.js';
import type { AnyGame, Seat } from '../../src/core/types.js';
import { presentEvents } from '../../src/service/present.js';

export interface LeakSpec<S> {
  readonly game: AnyGame;
  readonly players: number;
  /** `state` with everything `viewer` may not see changed (same shapes and counts); identity when nothing is hidden. */
  readonly scramble: (state: S, viewer: Seat | null) => S;
  /** Whether `scramble` changes anything at this state (so the check is known to bite). */
  readonly hides?: (state: S, viewer: Seat | null) => boolean;
}

export const stored = (tape: readonly TapeEvent[]): StoredEvent[] =>
  tape.map((event, i) => ({
    seq: i + 1,
    event,
    actor: event.type === 'MoveMade' ? event.player : null,
    at: 0,
    moveId: null,
  }));

/** The viewers of a game: each seat, then the spectator. */
export const viewersOf = (players: number): (Seat | null)[] => [
  ...Array.from({ length: players }, (_, i) => i + 1),
  null,
];

/** What a served event may still hold of a hidden event: its data with the hidden parts null, and nothing else. */
function expectRedacted(served: ReturnType<typeof presentEvents>[number], event: TapeEvent): void {
  expect(served.redacted).toBe(true);
  if (event.type === 'DeckShuffled') expect(served.data).toEqual({ label: event.label, order: null });
  const raw = JSON.stringify(event);
  // Nothing the hidden event holds beyond its type, seat and label may be served whole.
  for (const [key, value] of Object.entries(served.data)) {
    if (value === null || key === 'player' || key === 'label') continue;
    if (typeof value === 'object')
      expect(JSON.stringify(value), `${key} of a hidden ${event.type}`).not.toBe(
        JSON.stringify((event as unknown as Record<string, unknown>)[key]),
      );
  }
  expect(JSON.stringify(served.data)).not.toBe(raw);
}

/** Checks one tape version by version; returns how many states had something hidden from some viewer. */
export function checkTape<S>(spec: LeakSpec<S>, tape: readonly TapeEvent[]): number {
  const { game } = spec;
  const created = tape[0]!;
  if (created.type !== 'GameCreated') throw new Error('a tape starts with GameCreated');
  const viewers = viewersOf(spec.players);
  const all = stored(tape);
  let state = game.setup({ players: created.players, options: created.options }) as S;
  let hiding = 0;
  for (let version = 1; version <= tape.length; version++) {
    const event = tape[version - 1]!;
    if (version > 1 && isGameEvent(event)) state = game.evolve(state, event) as S;
    // Once the game is over everything is shown (`presentEvents(..., over = true)`).
    if (event.type === 'GameEnded' || game.pending(state).kind === 'over') break;
    for (const viewer of viewers) {
      const served = presentEvents(game, all.slice(version - 1, version), viewer, false)[0]!;
      const visible =
        !isGameEvent(event) || (game.eventVisible ? game.eventVisible(event, viewer) : event.type !== 'DeckShuffled');
      if (event.type === 'DeckShuffled') expect(visible, 'a shuffle order is never shown').toBe(false);
      if (!visible) expectRedacted(served, event);
      else expect(served).toMatchObject({ redacted: false });
      if (event.type === 'MoveMade' && event.player === viewer)
        expect(served.redacted, 'a seat always sees its own move').toBe(false);

      const view = game.view(state, viewer);
      expect(
        game.view(spec.scramble(state, viewer), viewer),
        `the view of ${viewer ?? 'the spectator'} at version ${version} changes with what it may not see`,
      ).toEqual(view);
      if (spec.hides?.(state, viewer)) hiding++;
    }
  }
  return hiding;
}

/** `runs` random games (random legal moves, keyed dice from a random seed), each checked at every version. */
export function checkRandomGames<S>(spec: LeakSpec<S>, runs: number): number {
  let hiding = 0;
  fc.assert(
    fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed, picks) => {
      hiding += checkTape(spec, randomTape(spec.game, seed, mulberry32(picks), { players: spec.players }));
    }),
    { numRuns: runs },
  );
  return hiding;
}

/** A deterministic different order of the same items (reversed, or the two first swapped when a palindrome). */
export function reordered<T>(items: readonly T[]): T[] {
  const out = [...items].reverse();
  if (JSON.stringify(out) === JSON.stringify(items) && out.length > 1) [out[0], out[1]] = [out[1]!, out[0]!];
  return out;
}

/**
 * What each seat's event list shows while the game runs (spec §3 "Hidden information", R26): shuffle
 * orders never; a cube placement or a Leaf choice only to the seat that made it; everything else to all.
 */
import { describe, expect, test } from 'vitest';
import type { GameEvent, Seat } from '../../../../src/core/types.js';
import type { GoldmineMove } from '../../../../src/games/goldmine-rumbles/index.js';
import { eventVisible } from '../../../../src/games/goldmine-rumbles/redact.js';
import { goldmineRumbles } from '../../../../src/games/goldmine-rumbles/index.js';

type Event = GameEvent<GoldmineMove>;
const VIEWERS: readonly (Seat | null)[] = [1, 2, 3, null];
const made = (move: GoldmineMove, player: Seat = 2): Event => ({ type: 'MoveMade', player, move });
const seeing = (event: Event) => VIEWERS.filter((v) => eventVisible(event, v));

describe('eventVisible', () => {
  test('no one sees a shuffle order (missions, Rumbles tiles, the claim pile), not even a spectator', () => {
    for (const label of ['setup.missions', 'setup.rumbles', 'setup.claims'])
      expect(seeing({ type: 'DeckShuffled', label, order: [1, 0, 2] })).toEqual([]);
  });

  test.each<[string, GoldmineMove]>([
    ['a cube placement', { type: 'placeCube', column: 'colt' }],
    ['the cube placements of a phase', { type: 'placeCubes', columns: ['colt', 'notebooks'] }],
    ['a Leaf choice', { type: 'leaf', use: true }],
  ])('%s only its maker sees', (_name, move) => {
    expect(seeing(made(move, 2))).toEqual([2]);
    expect(seeing(made(move, 3))).toEqual([3]);
  });

  test.each<[string, Event]>([
    ['a public move', made({ type: 'buyClaim', slot: 2 })],
    ['a fight', made({ type: 'fight', weapon: 'colt' })],
    ['a roll', { type: 'DiceRolled', label: 'phase1.mine', values: [4] }],
  ])('%s every seat and spectator sees', (_name, event) => {
    expect(seeing(event)).toEqual(VIEWERS);
  });

  test('is the hook the game serves its events through', () => {
    expect(goldmineRumbles.eventVisible).toBe(eventVisible);
  });
});

/**
 * A game's answer is written as text without the labelled legal-move objects (answer-json.ts,
 * legal-moves-json.ts): the text must be exactly `JSON.stringify` of the snapshot, in every state of
 * every game, and a move's JSON kept by its identity must never outlive what it was.
 */
import { describe, expect, test } from 'vitest';
import { labelledMoves } from '../../../src/core/labelled-move.js';
import type { GameCreated } from '../../../src/core/tape.js';
import type { AnyGame, Seat } from '../../../src/core/types.js';
import { rulebook } from '../../../src/games/index.js';
import { moveResultJson, snapshotJson } from '../../../src/service/answer-json.js';
import { labelledMovesJson } from '../../../src/service/legal-moves-json.js';
import { snapshot, unlabelledMovesOf } from '../../../src/service/present.js';
import type { GameRow } from '../../../src/store/event-store.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const row = (game: AnyGame) =>
  ({
    id: 'g-1',
    rules: game.id,
    rulesVersion: game.version,
    sandbox: false,
    challengeId: null,
    seedCommitment: 'c0ffee',
    createdAt: 1_000,
  }) as GameRow;

function snapshotOf(game: AnyGame, state: unknown, viewer: Seat | null, players: number) {
  const created = { type: 'GameCreated', turnSeconds: 60 } as GameCreated;
  return snapshot({
    row: row(game),
    game,
    state,
    version: 7,
    status: 'active',
    standings: null,
    updatedAt: 2_000,
    created,
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })),
    turnStartedAt: 1_500,
    viewer,
    atHead: true,
  });
}

describe.each(rulebook.games.map((g) => [g.id, g] as const))('%s', (_id, game) => {
  test('a snapshot written as text is JSON.stringify of it, for the seat that moves and for a spectator', () => {
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      mixedPlayout(game, seed, game.maxPlayers, 120, (state, seat) => {
        for (const viewer of [seat, null]) {
          const built = snapshotOf(game, state, viewer, game.maxPlayers);
          const text = snapshotJson(built);
          expect(text).toBe(JSON.stringify(built));
          expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(built)));
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('snapshot', () => {
  const game = rulebook.games.find((g) => g.id === 'circuit-racer')!;

  test('labels its legal moves once, when they are read, and keeps the rules’ list for the text', () => {
    let seen = 0;
    mixedPlayout(game, 3, 1, 30, (state, seat, legal) => {
      const built = snapshotOf(game, state, seat, 1);
      expect(unlabelledMovesOf(built)?.moves).toEqual(legal);
      expect(built.legalMoves).toEqual(labelledMoves(game, state, legal));
      expect(built.legalMoves).toBe(built.legalMoves);
      expect({ ...built }.legalMoves).toEqual(built.legalMoves);
      seen++;
    });
    expect(seen).toBe(30);
  });

  test('a snapshot built elsewhere (no rules’ list) is written by JSON.stringify', () => {
    const built = { ...snapshotOf(game, game.setup({ players: [{ name: 'P1' }], options: {} }), 1, 1) };
    expect(unlabelledMovesOf(built)).toBeUndefined();
    expect(snapshotJson(built)).toBe(JSON.stringify(built));
  });

  test('a move answer carries the snapshot text', () => {
    const built = snapshotOf(game, game.setup({ players: [{ name: 'P1' }], options: {} }), 1, 1);
    const result = { version: 7, events: [], game: built, replayed: false };
    expect(moveResultJson(result)).toBe(JSON.stringify(result));
  });
});

describe('labelledMovesJson', () => {
  /** A game whose label is built from the move, with characters that JSON escapes. */
  const labelling = {
    label: (_state: unknown, move: unknown) => `«${JSON.stringify(move)}» "q" \\ ${typeof move}`,
  } as AnyGame;
  const same = (moves: readonly unknown[]) =>
    expect(labelledMovesJson(labelling, null, moves)).toBe(JSON.stringify(labelledMoves(labelling, null, moves)));

  test.each([
    ['none', []],
    ['plain moves', [{ type: 'a' }, { type: 'b', n: 1, dice: [1, 2] }]],
    ['members that JSON leaves out', [{ type: 'a', gone: undefined, f: () => 1 }]],
    ['a move with no members', [{}]],
    ['frozen moves', [Object.freeze({ type: 'a', dice: Object.freeze([1]) }), Object.freeze({ type: 'b' })]],
    ['a move with integer-like keys', [{ type: 'a', 2: 'x', 1: 'y' }]],
    ['a move with a label of its own', [{ type: 'a', label: 'mine' }, Object.freeze({ label: 'frozen', type: 'b' })]],
    ['moves that are not plain objects', [null, 3, 'x', [1, 2], Object.freeze([1]), new Date(0)]],
  ])('%s: as JSON.stringify of the labelled moves', (_name, moves) => same(moves));

  test('a frozen move is written the same every time; a frozen move with a mutable part follows its changes', () => {
    const frozen = Object.freeze({ type: 'select', dice: Object.freeze([0, 2]) });
    same([frozen]);
    same([frozen, frozen]);
    const dice = [0, 2];
    const shallow = Object.freeze({ type: 'select', dice });
    same([shallow]);
    dice.push(4);
    same([shallow]);
    expect(labelledMovesJson(labelling, null, [shallow])).toContain('"dice":[0,2,4]');
    const mutable: { type: string; n?: number } = { type: 'gear' };
    same([mutable]);
    mutable.n = 3;
    same([mutable]);
    expect(labelledMovesJson(labelling, null, [mutable])).toContain('"n":3');
  });
});

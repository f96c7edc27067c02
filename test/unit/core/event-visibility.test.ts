/**
 * What a seat is shown of each event while a game runs (issue 21: every secret a view must keep):
 * the default rule (shuffle orders hidden), a game's own rule, the sandbox's supplied shuffles,
 * and what a hidden event still shows of itself.
 */
import { describe, expect, test } from 'vitest';
import { hiddenEventData, isEventVisible } from '../../../src/core/event-visibility.js';
import type { GameCreated, TapeEvent } from '../../../src/core/tape.js';
import type { AnyGame, GameEvent, Seat } from '../../../src/core/types.js';

/** A game with no rule of its own: the defaults apply. */
const plain = {} as AnyGame;
/** A game where only the mover sees a move, and rolls are hidden from spectators. */
const secretive = {
  eventVisible: (e: GameEvent<unknown>, viewer: Seat | null) =>
    e.type === 'MoveMade' ? e.player === viewer : e.type === 'DiceRolled' ? viewer !== null : false,
} as unknown as AnyGame;

const roll: TapeEvent = { type: 'DiceRolled', label: 'turn1', values: [3, 5] };
const shuffle: TapeEvent = { type: 'DeckShuffled', label: 'deck', order: [2, 0, 1] };
const move: TapeEvent = { type: 'MoveMade', player: 1, move: { type: 'play', card: 'K' } };
const created = (sandbox: GameCreated['sandbox']): GameCreated => ({
  type: 'GameCreated',
  rules: 'carbondale',
  rulesVersion: 1,
  players: [{ name: 'A' }, { name: 'B' }],
  options: {},
  seedCommitment: 'c0ffee',
  clientSeed: null,
  sandbox,
});

describe('isEventVisible', () => {
  test('by default rolls and moves are public and shuffle orders are hidden, from seats and spectators alike', () => {
    for (const viewer of [1, 2, null]) {
      expect(isEventVisible(plain, roll, viewer)).toBe(true);
      expect(isEventVisible(plain, move, viewer)).toBe(true);
      expect(isEventVisible(plain, shuffle, viewer)).toBe(false);
    }
  });

  test("a game's own rule decides for rolls, shuffles and moves", () => {
    expect(isEventVisible(secretive, move, 1)).toBe(true);
    expect(isEventVisible(secretive, move, 2)).toBe(false);
    expect(isEventVisible(secretive, move, null)).toBe(false);
    expect(isEventVisible(secretive, roll, 2)).toBe(true);
    expect(isEventVisible(secretive, roll, null)).toBe(false);
    expect(isEventVisible(secretive, shuffle, 1)).toBe(false);
  });

  test("a game's rule never hides the engine's own events", () => {
    const hidesAll = { eventVisible: () => false } as unknown as AnyGame;
    const joined: TapeEvent = { type: 'PlayerJoined', seat: 2, name: 'B' } as TapeEvent;
    const ended: TapeEvent = { type: 'GameEnded', standings: [], seed: 'ab' } as unknown as TapeEvent;
    expect(isEventVisible(hidesAll, joined, null)).toBe(true);
    expect(isEventVisible(hidesAll, ended, 2)).toBe(true);
    expect(isEventVisible(hidesAll, created(null), 1)).toBe(true);
  });

  test('a sandbox that supplies shuffle orders hides its creation event; supplied rolls alone do not', () => {
    expect(isEventVisible(plain, created({ rolls: { turn1: [1, 2] }, shuffles: { deck: [0, 1] } }), 1)).toBe(false);
    expect(isEventVisible(plain, created({ rolls: { turn1: [1, 2] } }), 1)).toBe(true);
    expect(isEventVisible(plain, created(null), null)).toBe(true);
  });
});

describe('hiddenEventData', () => {
  test('without a partial view, the hidden part of each kind of event is null and the rest stays', () => {
    expect(hiddenEventData(plain, roll, 1)).toEqual({ label: 'turn1', values: null });
    expect(hiddenEventData(plain, shuffle, 1)).toEqual({ label: 'deck', order: null });
    expect(hiddenEventData(plain, move, 2)).toEqual({ player: 1, move: null });
  });

  test("a sandbox's supplied shuffle orders are withheld; its rolls and the rest of the creation are served", () => {
    const event = created({ rolls: { turn1: [1, 2] }, shuffles: { deck: [0, 1] } });
    const { type: _type, ...rest } = event;
    expect(hiddenEventData(plain, event, 2)).toEqual({
      ...rest,
      sandbox: { rolls: { turn1: [1, 2] }, shuffles: null },
    });
    expect(hiddenEventData(plain, created(null), 2)).toMatchObject({ sandbox: null, seedCommitment: 'c0ffee' });
  });

  test("a game's partial view of the event is served instead, as it is", () => {
    const partial = {
      redactEvent: (e: GameEvent<unknown>, viewer: Seat | null) =>
        e.type === 'MoveMade' ? { player: e.player, move: { type: 'play', card: null }, viewer } : undefined,
    } as unknown as AnyGame;
    expect(hiddenEventData(partial, move, 2)).toEqual({ player: 1, move: { type: 'play', card: null }, viewer: 2 });
    // No partial view of this event: the default.
    expect(hiddenEventData(partial, shuffle, 2)).toEqual({ label: 'deck', order: null });
  });

  test('a timeout stays public on a hidden move, with or without a partial view; other events gain no flag', () => {
    const late: TapeEvent = { ...move, timeout: true } as TapeEvent;
    expect(hiddenEventData(plain, late, 2)).toEqual({ player: 1, move: null, timeout: true });
    const partial = { redactEvent: () => ({ player: 1, move: { type: 'play' } }) } as unknown as AnyGame;
    expect(hiddenEventData(partial, late, 2)).toEqual({ player: 1, move: { type: 'play' }, timeout: true });
    expect(hiddenEventData(plain, move, 2)).not.toHaveProperty('timeout');
    const notLate: TapeEvent = { ...move, timeout: false } as TapeEvent;
    expect(hiddenEventData(plain, notLate, 2)).toEqual({ player: 1, move: null });
  });

  test('an engine event that reached it anyway is served empty, never whole', () => {
    const joined: TapeEvent = { type: 'PlayerJoined', seat: 2, name: 'B' } as TapeEvent;
    expect(hiddenEventData(plain, joined, 1)).toEqual({});
  });
});

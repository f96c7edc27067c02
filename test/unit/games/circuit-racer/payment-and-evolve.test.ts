/**
 * The split of a special action's cost between this circuit's track and the bank, the free pool, and
 * `evolve` staying total: an event that does not fit the step leaves the state as it was, and a
 * recorded move is never changed by folding it.
 */
import { describe, expect, test } from 'vitest';
import { CONTENT_V1 } from '../../../../src/games/circuit-racer/content.js';
import { paidFromCurrent, spend } from '../../../../src/games/circuit-racer/payment.js';
import { update, type CircuitRacerState } from '../../../../src/games/circuit-racer/state.js';
import { type Event, game, given } from './fixtures.js';

describe('paidFromCurrent', () => {
  test.each([
    // [on track, bank, cost, payCurrent, from the track]
    [10, 2, 5, undefined, 3], // the bank pays first, the track the rest
    [10, 5, 5, undefined, 0],
    [10, 6, 5, undefined, 0],
    [10, 0, 4, undefined, 4],
    [3, 2, 5, undefined, 3],
    [2, 2, 5, undefined, -1], // neither can cover it
    [10, 5, 5, 2, 2], // said explicitly: the rest from the bank
    [10, 5, 5, 5, 5],
    [10, 5, 5, 6, -1], // more than the cost
    [1, 5, 5, 2, -1], // more than the track holds
    [10, 1, 5, 2, -1], // the bank cannot pay the rest
    [10, 3, 5, 2, 2],
  ])('track %i, bank %i, cost %i, payCurrent %s → %i', (onTrack, bank, cost, payCurrent, expected) => {
    expect(paidFromCurrent(onTrack, bank, cost, payCurrent)).toBe(expected);
  });
});

describe('spend', () => {
  const free = { reroll: 1, include: 0, select: 1, shift: 0 };
  test('uses the free pool first, then charges each action its cost', () => {
    expect(spend(CONTENT_V1, free, 'reroll', null)).toEqual({
      free: { reroll: 0, include: 0, select: 1, shift: 0 },
      cost: 0,
    });
    expect(spend(CONTENT_V1, free, 'shift', 'include')).toEqual({
      free,
      cost: CONTENT_V1.actions.shift.cost + CONTENT_V1.actions.include.cost,
    });
    expect(spend(CONTENT_V1, free, 'select', 'include')).toEqual({
      free: { reroll: 1, include: 0, select: 0, shift: 0 },
      cost: CONTENT_V1.actions.include.cost,
    });
    expect(spend(CONTENT_V1, { reroll: 0, include: 1, select: 0, shift: 1 }, 'shift', 'include')).toEqual({
      free: { reroll: 0, include: 0, select: 0, shift: 0 },
      cost: 0,
    });
    expect(spend(CONTENT_V1, free, null, null)).toEqual({ free, cost: 0 });
  });
});

describe('evolve is total and leaves recorded moves alone', () => {
  const gearStep = given().state;
  const diceStep = given({ type: 'gear', gear: 3 }, [1, 2, 3, 4, 5, 6]).state;
  const move = (m: unknown): Event => ({ type: 'MoveMade', player: 1, move: m }) as Event;

  test('the steps these tests start from', () => {
    expect(gearStep.phase).toBe('gear');
    expect(diceStep.phase).toBe('dice');
  });

  test.each([
    ['a gear change while the dice are on the table', diceStep, move({ type: 'gear', gear: 2 })],
    ['a re-roll before the gear is chosen', gearStep, move({ type: 'reroll' })],
    ['a select before the gear is chosen', gearStep, move({ type: 'select', dice: [0] })],
    ['an accept before the gear is chosen', gearStep, move({ type: 'accept' })],
    [
      'dice while the game waits for a gear',
      gearStep,
      { type: 'DiceRolled', label: 'x', values: [1, 2, 3, 4, 5, 6] } as Event,
    ],
    [
      'dice while the game waits for a choice on the dice',
      diceStep,
      { type: 'DiceRolled', label: 'x', values: [6, 6, 6, 6, 6, 6] } as Event,
    ],
    ['a shuffle (Circuit Racer has no deck)', diceStep, { type: 'DeckShuffled', label: 'x', order: [0] } as Event],
  ])('%s changes nothing', (_name, state: CircuitRacerState, event) => {
    expect(game.evolve(state, event)).toBe(state);
  });

  test('a select folds its dice in ascending order without sorting the recorded move', () => {
    const recorded = { type: 'select', dice: [4, 1, 2] } as const;
    const event = move({ ...recorded, dice: [...recorded.dice] });
    const next = game.evolve(diceStep, event);
    expect(next).toMatchObject({ phase: 'roll', rolling: [1, 2, 4], rerolls: 1 });
    expect((event as Extract<Event, { type: 'MoveMade' }>).move).toEqual(recorded);
  });

  test('a select already in order is folded as given', () => {
    expect(game.evolve(diceStep, move({ type: 'select', dice: [0, 3] }))).toMatchObject({
      phase: 'roll',
      rolling: [0, 3],
    });
  });

  test('an unpayable action on a tampered tape charges what fits on the track', () => {
    const broke = update(diceStep, {
      free: { reroll: 0, include: 0, select: 0, shift: 0 },
      damage: CONTENT_V1.damageBoxes - 1,
      bank: 0,
    });
    expect(game.evolve(broke, move({ type: 'reroll' }))).toMatchObject({
      phase: 'roll',
      damage: CONTENT_V1.damageBoxes,
    });
  });

  test('a paid re-roll takes the bank first by default, or the track as told', () => {
    const paying = update(diceStep, { free: { reroll: 0, include: 0, select: 0, shift: 0 }, damage: 0, bank: 1 });
    const cost = CONTENT_V1.actions.reroll.cost;
    expect(game.evolve(paying, move({ type: 'reroll' }))).toMatchObject({ damage: cost - 1, bank: 0 });
    expect(game.evolve(paying, move({ type: 'reroll', payCurrent: cost }))).toMatchObject({ damage: cost, bank: 1 });
  });
});

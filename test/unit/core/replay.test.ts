/** Rebuilding a game from its tape, and the two ways a tape can name no rules we hold. */
import { describe, expect, test } from 'vitest';
import { fold, replay, rulesOf } from '../../../src/core/replay.js';
import type { TapeEvent } from '../../../src/core/tape.js';
import { rulebook } from '../../../src/games/index.js';
import { created, honestTape, indexOf } from '../../support/tampers.js';

describe('rulesOf', () => {
  test('a tape that does not start with GameCreated is a bad tape', () => {
    for (const tape of [[], honestTape.slice(1)])
      expect(rulesOf(rulebook, tape)).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'bad-tape', message: 'a tape starts with GameCreated' }),
      });
  });
  test('unknown rules, or an unknown version of known ones, are named', () => {
    expect(rulesOf(rulebook, [{ ...created, rules: 'chess' }])).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'unknown-rules', message: `no rules chess v${created.rulesVersion}` }),
    });
    expect(rulesOf(rulebook, [{ ...created, rulesVersion: 0 }])).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'unknown-rules', message: 'no rules coal-n-write v0' }),
    });
    expect(replay(rulebook, [{ ...created, rulesVersion: 0 }])).toMatchObject({
      ok: false,
      error: { code: 'unknown-rules' },
    });
    expect(replay(rulebook, honestTape.slice(1))).toMatchObject({ ok: false, error: { code: 'bad-tape' } });
  });
  test('the rules a tape was recorded under, old versions included', () => {
    const r = rulesOf(rulebook, [{ ...created, rulesVersion: 1 }]);
    expect(r.ok && r.value.game.version).toBe(1);
    expect(r.ok && r.value.created.rulesVersion).toBe(1);
  });
});

describe('replay', () => {
  const game = rulebook.resolve(created.rules, created.rulesVersion)!;
  const folded = (n: number) =>
    fold(game, game.setup({ players: created.players, options: created.options }), honestTape.slice(1, n));

  test('the state after the first `upTo` events, clamped to the tape', () => {
    const at = indexOf('MoveMade', 3);
    for (const upTo of [1, 2, at, honestTape.length])
      expect(replay(rulebook, honestTape, upTo)).toMatchObject({
        ok: true,
        value: { version: upTo, state: folded(upTo) },
      });
    expect(replay(rulebook, honestTape, 0)).toMatchObject({ ok: true, value: { version: 1, state: folded(1) } });
    expect(replay(rulebook, honestTape, -5)).toMatchObject({ ok: true, value: { version: 1 } });
    expect(replay(rulebook, honestTape, honestTape.length + 10)).toMatchObject({
      ok: true,
      value: { version: honestTape.length, state: folded(honestTape.length) },
    });
    expect(replay(rulebook, honestTape)).toMatchObject({ ok: true, value: { version: honestTape.length, created } });
  });

  test('the engine’s own events (joins, leaves, the end) reach no rules', () => {
    const extra: TapeEvent[] = [
      { type: 'PlayerJoined', seat: 2, name: 'x' },
      { type: 'PlayerLeft', seat: 2 },
    ];
    const tape = [created, ...extra, ...honestTape.slice(1)];
    const plain = replay(rulebook, honestTape);
    const withExtra = replay(rulebook, tape);
    expect(withExtra.ok && plain.ok && withExtra.value.state).toEqual(plain.ok && plain.value.state);
  });
});

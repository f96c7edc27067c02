/**
 * Every edit a user could make to a recorded tape fails the audit, and fails the check that is about
 * that edit, naming the event. Where an edit cannot help also breaking later events (a forged roll
 * changes what the next move may be), the tape is audited up to the edited event with the seed
 * revealed, as for a challenge entry whose day has closed: then the edited check fails alone.
 */
import { describe, expect, test } from 'vitest';
import { auditTape, type AuditCheck } from '../../../src/core/audit.js';
import { commitSeed } from '../../../src/core/dice.js';
import type { TapeEvent } from '../../../src/core/tape.js';
import { rulebook } from '../../../src/games/index.js';
import {
  checkNamed,
  created,
  ended,
  failedChecks,
  honestTape,
  indexOf,
  inserted,
  removed,
  replaced,
  SEED,
  upTo,
  type Made,
  type Rolled,
  type Shuffled,
} from '../../support/tampers.js';

const roll = indexOf('DiceRolled', 1);
const rolled = honestTape[roll] as Rolled;
const shuffle = indexOf('DeckShuffled');
const shuffled = honestTape[shuffle] as Shuffled;
const move = indexOf('MoveMade', 2);
const made = honestTape[move] as Made;
const last = honestTape.length - 1;
/** A roll whose next event is a move: removing it leaves a move played while the rules wait for dice. */
const rollBeforeMove = honestTape.findIndex(
  (e, i) => i > 2 && e.type === 'DiceRolled' && honestTape[i + 1]?.type === 'MoveMade',
);

interface Tamper {
  readonly tape: TapeEvent[];
  /** The seed revealed outside the tape (a running game audited once its seed is known). */
  readonly seed?: string;
  readonly check: AuditCheck['name'];
  /** 0-based index of the event the check must name. */
  readonly at: number;
  readonly detail: RegExp;
}

const swapped = (order: readonly number[]) => [order[1]!, order[0]!, ...order.slice(2)];

const aloneTampers: Record<string, Tamper> = {
  'a forged roll': {
    tape: upTo(replaced(roll, { ...rolled, values: rolled.values.map((v) => (v % 6) + 1) }), roll),
    seed: SEED,
    check: 'dice',
    at: roll,
    detail: /differs from the dice derived from the seed/,
  },
  'a forged shuffle (another permutation)': {
    tape: upTo(replaced(shuffle, { ...shuffled, order: swapped(shuffled.order) }), shuffle),
    seed: SEED,
    check: 'shuffles',
    at: shuffle,
    detail: /differs from the order derived from the seed/,
  },
  'a roll under another label': {
    tape: upTo(replaced(roll, { ...rolled, label: `${rolled.label}x` }), roll),
    check: 'dice',
    at: roll,
    detail: /was not what the rules waited for/,
  },
  'a roll of one die fewer': {
    tape: upTo(replaced(roll, { ...rolled, values: rolled.values.slice(1) }), roll),
    check: 'dice',
    at: roll,
    detail: /was not what the rules waited for/,
  },
  'a roll of one die more': {
    tape: upTo(replaced(roll, { ...rolled, values: [...rolled.values, 1] }), roll),
    check: 'dice',
    at: roll,
    detail: /was not what the rules waited for/,
  },
  'a roll where the rules wait for a move': {
    tape: upTo(inserted(move, rolled), move),
    check: 'dice',
    at: move,
    detail: /was not what the rules waited for/,
  },
  'a shuffle under another label': {
    tape: upTo(replaced(shuffle, { ...shuffled, label: `${shuffled.label}x` }), shuffle),
    check: 'shuffles',
    at: shuffle,
    detail: /was not what the rules waited for/,
  },
  'a shuffle of one card fewer': {
    tape: upTo(replaced(shuffle, { ...shuffled, order: shuffled.order.slice(1) }), shuffle),
    check: 'shuffles',
    at: shuffle,
    detail: /was not what the rules waited for/,
  },
  'a shuffle of one card more': {
    tape: upTo(replaced(shuffle, { ...shuffled, order: [...shuffled.order, shuffled.order.length] }), shuffle),
    check: 'shuffles',
    at: shuffle,
    detail: /was not what the rules waited for/,
  },
  'a shuffle where the rules wait for a move': {
    tape: upTo(inserted(move, shuffled), move),
    check: 'shuffles',
    at: move,
    detail: /was not what the rules waited for/,
  },
  'a move the rules forbid': {
    tape: upTo(replaced(move, { ...made, move: { type: 'no-such-move' } }), move),
    check: 'moves',
    at: move,
    detail: /does not match the move schema/,
  },
  'a move by a seat that is not to move': {
    tape: upTo(replaced(move, { ...made, player: 2 }), move),
    check: 'moves',
    at: move,
    detail: /seat 2: not-your-choice/,
  },
  'a move played twice': {
    tape: upTo(inserted(move + 1, made), move + 1),
    check: 'moves',
    at: move + 1,
    detail: /seat 1: /,
  },
  'a missing roll (a move played while the dice are due)': {
    tape: upTo(removed(rollBeforeMove), rollBeforeMove),
    check: 'moves',
    at: rollBeforeMove,
    detail: /roll-pending/,
  },
  'an edited commitment': {
    tape: replaced(0, { ...created, seedCommitment: commitSeed('another seed') }),
    check: 'commitment',
    at: 0,
    detail: /differs from the published commitment/,
  },
  'a GameEnded that keeps the seed back': {
    tape: replaced(last, { ...ended, seed: null }),
    check: 'commitment',
    at: last,
    detail: /reveals no seed/,
  },
  'edited standings': {
    tape: replaced(last, {
      ...ended,
      standings: { ...ended.standings, players: ended.standings.players.map((p) => ({ ...p, score: p.score + 1 })) },
    }),
    check: 'ending',
    at: last,
    detail: /standings differ/,
  },
  'a GameEnded before the game is over': {
    tape: upTo(inserted(move, ended), move),
    check: 'ending',
    at: move,
    detail: /GameEnded while the game waits for a choice/,
  },
  'a missing GameEnded': {
    tape: honestTape.slice(0, -1),
    check: 'ending',
    at: last - 1,
    detail: /over but the tape has no GameEnded/,
  },
  'an extra GameEnded': { tape: [...honestTape, ended], check: 'tape', at: last + 1, detail: /event after GameEnded/ },
  'a second GameCreated': {
    tape: upTo(inserted(move, created), move),
    check: 'tape',
    at: move,
    detail: /a second GameCreated/,
  },
  'a player joining a started game': {
    tape: upTo(inserted(move, { type: 'PlayerJoined', seat: 1, name: 'Eve' }), move),
    check: 'tape',
    at: move,
    detail: /PlayerJoined for seat 1 does not fit the seats/,
  },
  'a player leaving a started game': {
    tape: upTo(inserted(move, { type: 'PlayerLeft', seat: 1 }), move),
    check: 'tape',
    at: move,
    detail: /PlayerLeft for seat 1 does not fit the seats/,
  },
  'an unknown event type': {
    tape: upTo(inserted(move, { type: 'CoinFlipped' } as unknown as TapeEvent), move),
    check: 'tape',
    at: move,
    detail: /unknown event/,
  },
  'a wrong rules version': {
    tape: replaced(0, { ...created, rulesVersion: 999 }),
    check: 'rules',
    at: 0,
    detail: /no rules coal-n-write v999/,
  },
  'unknown rules': {
    tape: replaced(0, { ...created, rules: 'chess' }),
    check: 'rules',
    at: 0,
    detail: /no rules chess/,
  },
  'a tape that does not start with GameCreated': {
    tape: honestTape.slice(1),
    check: 'tape',
    at: 0,
    detail: /starts with GameCreated/,
  },
};

describe('each tamper fails its own check alone, naming the event', () => {
  test('the honest tape, whole or cut with its seed revealed, passes', () => {
    expect(auditTape(rulebook, honestTape).ok).toBe(true);
    expect(auditTape(rulebook, upTo(honestTape, move), SEED)).toMatchObject({
      ok: true,
      checks: expect.arrayContaining([expect.objectContaining({ name: 'dice', status: 'pass' })]),
    });
    expect(failedChecks(auditTape(rulebook, upTo(honestTape, move), SEED))).toEqual([]);
  });

  test.each(Object.entries(aloneTampers))('%s', (_name, tamper) => {
    const report = auditTape(rulebook, tamper.tape, tamper.seed ?? null);
    expect(report.ok).toBe(false);
    expect(report.sandbox).toBe(false);
    expect(failedChecks(report)).toEqual([tamper.check]);
    expect(checkNamed(report, tamper.check)).toMatchObject({
      status: 'fail',
      seq: tamper.at + 1,
      detail: expect.stringMatching(tamper.detail),
    });
  });

  test('every check the audit has is failed alone by some tamper (but sandbox, which only informs)', () => {
    const names = new Set(Object.values(aloneTampers).map((t) => t.check));
    expect([...names].sort()).toEqual(['commitment', 'dice', 'ending', 'moves', 'rules', 'shuffles', 'tape']);
  });
});

describe('tampers that cannot fail one check alone still fail, first at the edited event', () => {
  test('an edited seed fails the commitment, and the dice and shuffles derived from it', () => {
    const report = auditTape(rulebook, replaced(last, { ...ended, seed: 'another seed' }));
    expect(report.ok).toBe(false);
    expect(checkNamed(report, 'commitment')).toMatchObject({ status: 'fail', seq: 1 });
    expect(checkNamed(report, 'shuffles')).toMatchObject({ status: 'fail', seq: shuffle + 1 });
    expect(checkNamed(report, 'dice')).toMatchObject({ status: 'fail', seq: indexOf('DiceRolled') + 1 });
  });

  test('a forged roll in a finished game fails the dice at that roll', () => {
    const report = auditTape(rulebook, replaced(roll, { ...rolled, values: rolled.values.map((v) => (v % 6) + 1) }));
    expect(report.ok).toBe(false);
    expect(checkNamed(report, 'dice')).toMatchObject({ status: 'fail', seq: roll + 1 });
  });

  test('a move and the roll it caused, swapped, fail at the first of them', () => {
    const at = honestTape.findIndex(
      (e, i) => i > 2 && e.type === 'MoveMade' && honestTape[i + 1]?.type === 'DiceRolled',
    );
    const tape = [...honestTape];
    [tape[at], tape[at + 1]] = [tape[at + 1]!, tape[at]!];
    const report = auditTape(rulebook, tape);
    expect(report.ok).toBe(false);
    expect(checkNamed(report, 'dice')).toMatchObject({ status: 'fail', seq: at + 1 });
    expect(Math.min(...report.checks.filter((c) => c.status === 'fail').map((c) => c.seq!))).toBe(at + 1);
  });

  test('a running game is not failed for the seed it keeps back, and says so', () => {
    const report = auditTape(rulebook, upTo(honestTape, move));
    expect(report.ok).toBe(true);
    expect(checkNamed(report, 'commitment')).toMatchObject({
      status: 'skip',
      detail: expect.stringMatching(/still running/),
    });
    expect(checkNamed(report, 'ending')).toEqual({ name: 'ending', status: 'skip', detail: 'the game has not ended' });
    expect(checkNamed(report, 'dice')?.detail).toMatch(/seed is not revealed yet/);
  });

  test('rolls and shuffles are what the rules waited for even before the seed is known', () => {
    const report = auditTape(
      rulebook,
      upTo(replaced(roll, { ...rolled, values: rolled.values.map((v) => (v % 6) + 1) }), roll),
    );
    expect(report.ok).toBe(true);
    expect(failedChecks(auditTape(rulebook, upTo(replaced(roll, { ...rolled, label: 'x' }), roll)))).toEqual(['dice']);
  });
});

describe('the summary of an honest audit', () => {
  test('counts what it checked, in a fixed order', () => {
    const report = auditTape(rulebook, honestTape);
    const count = (type: TapeEvent['type']) => honestTape.filter((e) => e.type === type).length;
    expect(report).toMatchObject({ ok: true, sandbox: false, events: honestTape.length });
    expect(report.checks).toEqual([
      { name: 'rules', status: 'pass', detail: `coal-n-write v${created.rulesVersion}` },
      { name: 'commitment', status: 'pass', detail: 'sha256(seed) equals the published commitment' },
      {
        name: 'order',
        status: 'pass',
        detail: 'no client seed: the dice rest on the server seed alone, committed to at creation',
      },
      { name: 'tape', status: 'pass', detail: `${honestTape.length} events in order` },
      { name: 'moves', status: 'pass', detail: `${count('MoveMade')} moves re-validated` },
      { name: 'dice', status: 'pass', detail: `${count('DiceRolled')} rolls re-derived from the seed` },
      // Coal n' Write deals its Boom Town once: one shuffle, said in the singular.
      { name: 'shuffles', status: 'pass', detail: '1 shuffle re-derived from the seed' },
      { name: 'ending', status: 'pass', detail: 'standings match the rules' },
    ]);
  });
});

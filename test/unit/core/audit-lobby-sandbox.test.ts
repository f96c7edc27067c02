/**
 * The audit of games that began in a lobby (seats filled by PlayerJoined, given up by PlayerLeft) and
 * of sandbox games (dice supplied by the creator): what a tampered tape of either looks like to it.
 */
import { describe, expect, test } from 'vitest';
import { auditTape } from '../../../src/core/audit.js';
import { auditExport } from '../../../src/core/export-audit.js';
import { commitSeed } from '../../../src/core/dice.js';
import { mulberry32, playGame } from '../../../src/core/playout.js';
import { decideMove, startGame } from '../../../src/core/engine.js';
import { gameRandom } from '../../../src/core/random.js';
import type { GameCreated, TapeEvent } from '../../../src/core/tape.js';
import { carbondale } from '../../../src/games/carbondale/index.js';
import { goldmineRumbles } from '../../../src/games/goldmine-rumbles/index.js';
import { rulebook } from '../../../src/games/index.js';
import { checkNamed, exportOf, failedChecks } from '../../support/tampers.js';

const SEED = 'lobby-seed';
const pick = mulberry32(9);
const played = playGame(carbondale, SEED, (_s, _p, moves) => moves[Math.floor(pick() * moves.length)], {
  players: 2,
}).tape;
const created = played[0] as GameCreated;
/** The same game, its second seat left open at creation and taken before anything was rolled. */
const lobby: TapeEvent[] = [
  { ...created, players: [created.players[0]!, { name: '', open: true }] },
  { type: 'PlayerJoined', seat: 2, name: 'P2' },
  ...played.slice(1),
];

describe('a game that began in a lobby', () => {
  test('audits clean when every seat was filled before the first roll', () => {
    expect(auditTape(rulebook, lobby).ok).toBe(true);
    const leftAndBack: TapeEvent[] = [
      lobby[0]!,
      { type: 'PlayerJoined', seat: 2, name: 'X' },
      { type: 'PlayerLeft', seat: 2 },
      ...lobby.slice(1),
    ];
    expect(auditTape(rulebook, leftAndBack).ok).toBe(true);
  });

  test.each([
    ['a roll while a seat is open', [lobby[0]!, ...lobby.slice(2)], 2, /DiceRolled while seat 2 is open/],
    [
      'a join of a taken seat',
      [...lobby.slice(0, 2), { type: 'PlayerJoined', seat: 1, name: 'Eve' } as TapeEvent, ...lobby.slice(2)],
      3,
      /PlayerJoined for seat 1 does not fit the seats/,
    ],
    [
      'a join of a seat the game does not have',
      [...lobby.slice(0, 2), { type: 'PlayerJoined', seat: 3, name: 'Eve' } as TapeEvent, ...lobby.slice(2)],
      3,
      /PlayerJoined for seat 3/,
    ],
    [
      'a leave of an open seat',
      [lobby[0]!, { type: 'PlayerLeft', seat: 2 } as TapeEvent, ...lobby.slice(1)],
      2,
      /PlayerLeft for seat 2 does not fit the seats/,
    ],
  ])('%s fails the tape check alone', (_name, tape, seq, detail) => {
    const report = auditTape(rulebook, tape as TapeEvent[]);
    expect(report.ok).toBe(false);
    expect(failedChecks(report)).toEqual(['tape']);
    expect(checkNamed(report, 'tape')).toMatchObject({ seq, detail: expect.stringMatching(detail) });
  });

  test('a shuffle while two seats are open names both of them', () => {
    const full: GameCreated = {
      ...created,
      rules: 'goldmine-rumbles',
      rulesVersion: goldmineRumbles.version,
      players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      options: { length: 'short' },
    };
    const start = startGame(goldmineRumbles, full, gameRandom(full, SEED), SEED);
    if (!start.ok) throw new Error(start.error.message);
    const open = { ...full, players: [full.players[0]!, { name: '', open: true }, { name: '', open: true }] };
    const report = auditTape(rulebook, [open, start.value.events[1]!]);
    expect(failedChecks(report)).toEqual(['tape']);
    expect(checkNamed(report, 'tape')).toMatchObject({ seq: 2, detail: 'DeckShuffled while seats 2 and 3 are open' });
  });

  test('a GameEnded while a seat is open fails the tape', () => {
    const tape: TapeEvent[] = [lobby[0]!, played[played.length - 1]!];
    expect(checkNamed(auditTape(rulebook, tape), 'tape')).toMatchObject({
      status: 'fail',
      seq: 2,
      detail: expect.stringMatching(/GameEnded while seat 2 is open/),
    });
  });
});

describe('a sandbox game', () => {
  /** A Circuit Racer sandbox whose first roll is all sixes, played a few moves through the engine. */
  const sandboxCreated: GameCreated = {
    type: 'GameCreated',
    rules: 'circuit-racer',
    rulesVersion: 1,
    players: [{ name: 'P' }],
    options: {},
    seedCommitment: commitSeed(SEED),
    clientSeed: null,
    sandbox: { rolls: { 'circuit1.turn1.roll': [6, 6, 6, 6, 6, 6] } },
  };
  const game = rulebook.resolve('circuit-racer', 1)!;
  const random = gameRandom(sandboxCreated, SEED);
  const start = startGame(game, sandboxCreated, random, SEED);
  if (!start.ok) throw new Error(start.error.message);
  const made = decideMove(game, start.value.state, 1, { type: 'gear', gear: 1 }, random, SEED);
  if (!made.ok) throw new Error(made.error.message);
  const tape: TapeEvent[] = [...start.value.events, ...made.value.events];

  test('its supplied dice audit clean, and the report says it is a sandbox', () => {
    expect(tape[2]).toMatchObject({ type: 'DiceRolled', label: 'circuit1.turn1.roll', values: [6, 6, 6, 6, 6, 6] });
    const report = auditTape(rulebook, tape, SEED);
    expect(report).toMatchObject({ ok: true, sandbox: true });
    expect(checkNamed(report, 'sandbox')).toEqual({
      name: 'sandbox',
      status: 'pass',
      detail: 'sandbox game: the creator supplied dice by label; it is never ranked',
    });
    expect(auditTape(rulebook, played).sandbox).toBe(false);
    expect(checkNamed(auditTape(rulebook, played), 'sandbox')).toBeUndefined();
  });

  test('a roll that is not the supplied one fails the dice', () => {
    const forged = tape.map((e, i) => (i === 2 ? { ...e, values: [5, 6, 6, 6, 6, 6] } : e)) as TapeEvent[];
    expect(failedChecks(auditTape(rulebook, forged, SEED))).toEqual(['dice']);
  });

  test('supplied values that are no face of the die fail the dice at that roll', () => {
    const bad = { ...sandboxCreated, sandbox: { rolls: { 'circuit1.turn1.roll': [7, 6, 6, 6, 6, 6] } } };
    const report = auditTape(rulebook, [bad, ...tape.slice(1)], SEED);
    expect(report.ok).toBe(false);
    expect(checkNamed(report, 'dice')).toMatchObject({ status: 'fail', seq: 3 });
  });

  test('a supplied shuffle that is no permutation fails the shuffle at that event', () => {
    const first = played.findIndex((e) => e.type === 'DeckShuffled');
    const shuffled = played[first] as Extract<TapeEvent, { type: 'DeckShuffled' }>;
    const bad: GameCreated = { ...created, sandbox: { rolls: {}, shuffles: { [shuffled.label]: [0, 0] } } };
    const report = auditTape(rulebook, [bad, ...played.slice(1, first + 1)], SEED);
    expect(report.ok).toBe(false);
    expect(checkNamed(report, 'shuffles')).toMatchObject({ status: 'fail', seq: first + 1 });
  });
});

describe('export files', () => {
  test('a file that keeps its own seed back still audits with the one GameEnded reveals', () => {
    const file = { ...exportOf(played), seed: null };
    const report = auditExport(rulebook, file);
    expect(report.ok).toBe(true);
    expect(checkNamed(report, 'export')?.status).toBe('pass');
    expect(checkNamed(report, 'commitment')?.status).toBe('pass');
  });
});

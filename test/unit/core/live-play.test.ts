/**
 * The pure parts of live play: bots' keyed randomness and choices, playing bot seats and late
 * seats, when a turn begins, and what the audit says about the lobby's seat events.
 */
import { describe, expect, test } from 'vitest';
import { auditTape } from '../../../src/core/audit.js';
import { botChoice, botRandom, playBots, type SeatPlayContext } from '../../../src/core/bots.js';
import { commitSeed, diceKey } from '../../../src/core/dice.js';
import { startGame } from '../../../src/core/engine.js';
import { keyedRandom } from '../../../src/core/random.js';
import type { GameCreated, TapeEvent } from '../../../src/core/tape.js';
import { playTimeouts } from '../../../src/core/timeouts.js';
import { startsNewTurn } from '../../../src/core/turns.js';
import type { BotDefinition, PlayerInfo } from '../../../src/core/types.js';
import { coalNWrite, type CoalNWriteState } from '../../../src/games/coal-n-write/index.js';
import { rulebook } from '../../../src/games/index.js';

const SEED = 'live-play-seed';
const key = diceKey(SEED, null);

function created(players: PlayerInfo[]): GameCreated {
  return {
    type: 'GameCreated',
    rules: 'coal-n-write',
    rulesVersion: coalNWrite.version,
    players,
    options: {},
    seedCommitment: commitSeed(SEED),
    clientSeed: null,
    sandbox: null,
  };
}

function started(players: PlayerInfo[]) {
  const game = created(players);
  const start = startGame<CoalNWriteState>(coalNWrite, game, keyedRandom(key), SEED);
  if (!start.ok) throw new Error(start.error.message);
  const ctx: SeatPlayContext = { key, random: keyedRandom(key), seed: SEED, version: start.value.events.length };
  return { tape: [...start.value.events] as TapeEvent[], state: start.value.state, ctx };
}

describe('bots', () => {
  test("a bot's random stream is keyed: the same label gives the same numbers, another label others", () => {
    const a = botRandom(key, 'bot.seat2.v7');
    const b = botRandom(key, 'bot.seat2.v7');
    const c = botRandom(key, 'bot.seat2.v8');
    const xs = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });

  test('a bot that throws or answers an illegal move plays the first legal move instead', () => {
    const { state } = started([{ name: 'A' }]);
    const first = coalNWrite.legalMoves(state, 1)[0];
    const thrower: BotDefinition = {
      id: 'x',
      title: 'x',
      choose: () => {
        throw new Error('bug');
      },
    };
    const cheat: BotDefinition = { id: 'y', title: 'y', choose: () => ({ type: 'claim', vein: 'G', dice: [0, 1, 2] }) };
    expect(botChoice(coalNWrite, state, 1, thrower, () => 0)).toEqual(first);
    expect(botChoice(coalNWrite, state, 1, cheat, () => 0)).toEqual(first);
  });

  test('bot seats are played until only people are due; every play is an ordinary move of its seat', () => {
    const players: PlayerInfo[] = [{ name: 'Robo', bot: 'default' }, { name: 'Ada' }, { name: 'Tin', bot: 'default' }];
    const { state, ctx } = started(players);
    const played = playBots(coalNWrite, state, players, ctx, 10_000);
    if (!played.ok) throw new Error(played.error.message);
    expect(played.value.plays.length).toBeGreaterThan(0);
    for (const play of played.value.plays)
      expect(play.events[0]).toMatchObject({ type: 'MoveMade', player: play.actor });
    expect(new Set(played.value.plays.map((p) => p.actor))).toEqual(new Set([1, 3]));
    const pending = coalNWrite.pending(played.value.state);
    expect(pending).toEqual({ kind: 'choice', players: [2] });
    // The same game at the same point: the same moves.
    const again = playBots(coalNWrite, state, players, ctx, 10_000);
    expect(again.ok && again.value.plays).toEqual(played.value.plays);
  });

  test('a search bot is left to its own job: none inline, one search move (then the heuristic bots) in its job', () => {
    // A search bot is any bot marked `searches: true`; this one plays default's move.
    const def = coalNWrite.bots!.find((b) => b.id === 'default')!;
    let thought = 0;
    const searcher: BotDefinition = {
      id: 'search-x',
      title: 'x',
      searches: true,
      choose: (i) => (thought++, def.choose(i as never)),
    };
    const game = { ...coalNWrite, bots: [...coalNWrite.bots!, searcher] };
    const players: PlayerInfo[] = [{ name: 'S', bot: 'search-x' }, { name: 'Robo', bot: 'default' }, { name: 'Ada' }];
    const { state, ctx } = started(players);
    // Inline (the request): the heuristic seat plays, the search seat is left due.
    const inline = playBots(game, state, players, ctx, 10_000);
    if (!inline.ok) throw new Error(inline.error.message);
    expect(thought).toBe(0);
    expect(new Set(inline.value.plays.map((p) => p.actor))).toEqual(new Set([2]));
    expect(game.pending(inline.value.state)).toEqual({ kind: 'choice', players: [1, 3] });
    // Its job: exactly one search move, and the heuristic seats due after it (none here: Ada is due too).
    const job = playBots(game, inline.value.state, players, { ...ctx, version: inline.value.version }, 10_000, 1);
    if (!job.ok) throw new Error(job.error.message);
    expect(thought).toBe(1);
    expect(job.value.plays.map((p) => p.actor)).toEqual([1]);
    // Of several bots due at once the heuristic one plays first, even when a search move is allowed.
    const both = playBots(game, state, players, ctx, 10_000, 1);
    if (!both.ok) throw new Error(both.error.message);
    expect(both.value.plays[0]!.actor).toBe(2);
    expect(both.value.plays.filter((p) => p.actor === 1)).toHaveLength(1);
  });

  test('late seats are played until they are no longer due, marked `timeout`, caused by the claimant', () => {
    const { tape, state, ctx } = started([{ name: 'A' }, { name: 'B' }]);
    const played = playTimeouts(coalNWrite, state, [1, 2], 2, ctx);
    if (!played.ok) throw new Error(played.error.message);
    const moves = played.value.plays.flatMap((p) => p.events).filter((e) => e.type === 'MoveMade');
    expect(moves.length).toBeGreaterThan(1);
    for (const m of moves) expect(m).toMatchObject({ timeout: true });
    for (const p of played.value.plays) expect(p.actor).toBe(2);
    // Both finished the step, so the next throw came: a new turn, where the plays stop.
    expect(played.value.plays.flatMap((p) => p.events).some((e) => e.type === 'DiceRolled')).toBe(true);
    const full = [...tape, ...played.value.plays.flatMap((p) => p.events)];
    expect(auditTape(rulebook, full).ok).toBe(true);
  });
});

describe('turns', () => {
  test.each([
    { before: [1, 2], after: [2], events: [], starts: false, why: 'a seat finished its part of a simultaneous step' },
    { before: [1], after: [1], events: [], starts: false, why: 'one seat took another small step' },
    { before: [1], after: [2], events: [], starts: true, why: 'the turn passed' },
    { before: [], after: [1, 2], events: [], starts: true, why: 'the game started' },
    {
      before: [1],
      after: [1],
      events: [{ type: 'DiceRolled', label: 'x', values: [1] }],
      starts: true,
      why: 'a new throw',
    },
  ] as const)('$why: new turn = $starts', ({ before, after, events, starts }) => {
    expect(startsNewTurn(before, after, events as readonly TapeEvent[])).toBe(starts);
  });
});

describe('audit of the lobby', () => {
  const lobby = created([{ name: 'Ada' }, { name: '', open: true }]);
  const start = startGame(coalNWrite, lobby, keyedRandom(key), SEED);
  if (!start.ok) throw new Error(start.error.message);
  const rest = start.value.events.slice(1);
  const joined: TapeEvent = { type: 'PlayerJoined', seat: 2, name: 'Bo' };

  test('joins, leaves and then the start pass', () => {
    const tape: TapeEvent[] = [lobby, joined, { type: 'PlayerLeft', seat: 2 }, joined, ...rest];
    expect(auditTape(rulebook, tape).ok).toBe(true);
  });

  test('dice before every seat is taken fail', () => {
    expect(auditTape(rulebook, [lobby, ...rest, joined]).checks.find((c) => c.name === 'tape')).toMatchObject({
      status: 'fail',
      seq: 2,
    });
  });

  test('a join of a taken seat, or a seat change after the start, fails', () => {
    const taken: TapeEvent = { type: 'PlayerJoined', seat: 1, name: 'Cy' };
    expect(auditTape(rulebook, [lobby, taken, joined, ...rest]).checks.find((c) => c.name === 'tape')).toMatchObject({
      status: 'fail',
      seq: 2,
    });
    const late: TapeEvent = { type: 'PlayerLeft', seat: 2 };
    expect(auditTape(rulebook, [lobby, joined, ...rest, late]).checks.find((c) => c.name === 'tape')?.status).toBe(
      'fail',
    );
  });
});

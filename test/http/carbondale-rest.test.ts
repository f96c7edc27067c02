/**
 * A whole Carbondale game over REST with two seat tokens. Each seat's moves are chosen by the bot from
 * exactly what the server sends that token (`decide(view, seat, legalMoves)`), as a live seat would.
 * Along the way every view, event list and time-travel state served to a seat or a spectator is
 * recorded; once the game is over, the exported tape is replayed and every recorded answer is checked
 * against what that viewer had legitimately seen at that version.
 */
import { withoutLabel } from '../../src/core/labelled-move.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TapeEvent } from '../../src/core/tape.js';
import { decide } from '../../src/games/carbondale/bot.js';
import { carbondale } from '../../src/games/carbondale/index.js';
import { cardIdsIn } from '../unit/games/carbondale/fixtures.js';
import { seenAlong } from '../unit/games/carbondale/seen.js';
import { bearer, get, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

const MAX_MOVES = 3000;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

/** An answer as served to one viewer at one version, to check once the whole tape is known. */
interface Served {
  readonly viewer: number | null;
  readonly version: number;
  readonly what: string;
  readonly body: unknown;
}

describe('REST: a whole two-player Carbondale game', () => {
  let id = '';
  let tokens: string[] = [];
  let created: Json;
  let final: Json;
  let moves = 0;
  const served: Served[] = [];
  const ownHands: { seat: number; hand: Json[]; handCount: number; other: Json }[] = [];

  const as = (seat: number | null) => (seat === null ? {} : bearer(tokens[seat - 1]!));
  const record = (viewer: number | null, version: number, what: string, body: unknown) =>
    served.push({ viewer, version, what, body });

  beforeAll(async () => {
    const response = await post(t.app, '/v1/games', {
      rules: 'carbondale',
      players: [{ name: 'Ada' }, { name: 'Bo' }],
    });
    expect(response.status).toBe(201);
    created = await json(response);
    id = created.game.id;
    tokens = created.seats.map((s: Json) => s.token);
    record(1, created.game.version, 'created', created.game.view); // the first token's seat sees it

    for (;;) {
      if (moves > MAX_MOVES) throw new Error('the game did not end within the move budget');
      const spectator = await json(await get(t.app, `/v1/games/${id}`));
      record(null, spectator.version, 'spectator view', spectator.view);
      if (spectator.status === 'over') {
        final = spectator;
        break;
      }
      const seat: number = spectator.pending.players[0];
      const other = 3 - seat;
      const game = await json(await get(t.app, `/v1/games/${id}`, as(seat)));
      record(seat, game.version, 'view', game.view);
      ownHands.push({
        seat,
        hand: game.view.players[seat - 1].hand,
        handCount: game.view.players[seat - 1].handCount,
        other: game.view.players[other - 1],
      });
      if (moves % 7 === 0) {
        const waiting = await json(await get(t.app, `/v1/games/${id}`, as(other)));
        record(other, waiting.version, 'waiting view', waiting.view);
        expect(waiting.legalMoves).toEqual([]);
        const events = await json(await get(t.app, `/v1/games/${id}/events`, as(other)));
        record(other, events.version, 'events', events.events);
        const spectatorEvents = await json(await get(t.app, `/v1/games/${id}/events`));
        record(null, spectatorEvents.version, 'spectator events', spectatorEvents.events);
        // Time travel while the game runs, a few versions back.
        const at = Math.max(1, game.version - 1 - (moves % 11));
        for (const viewer of [other, null]) {
          const past = await json(await get(t.app, `/v1/games/${id}/state?at=${at}`, as(viewer)));
          expect(past.version).toBe(at);
          record(viewer, at, 'running state?at', past);
        }
      }
      const move = decide(carbondale.content, game.view, seat, game.legalMoves);
      const made = await post(t.app, `/v1/games/${id}/moves`, { move, expectedVersion: game.version }, as(seat));
      if (made.status !== 200)
        throw new Error(`move ${JSON.stringify(move)} by seat ${seat} failed: ${made.status} ${await made.text()}`);
      const result = await json(made);
      expect(result.events[0]).toMatchObject({
        type: 'MoveMade',
        actor: seat,
        redacted: false,
        data: { player: seat, move: withoutLabel(move) },
      }); // a legal move posted with its label is recorded without it
      record(seat, result.version, 'move answer', result);
      moves++;
    }
  }, 120_000);

  test("creation answers two seat tokens and seat 1's view: its own hand, the other's count only", () => {
    expect(created.seats.map((s: Json) => s.seat)).toEqual([1, 2]);
    expect(created.game.pending.kind).toBe('choice');
    expect(created.game.you).toBe(1);
    const v = created.game.view;
    // v3 (calibrated): hands of 6 and one spare pile of 24 per rank group, so 28 − 12 = 16 left to draw.
    expect(v).toMatchObject({ phase: 'turn', you: 1, drawPileCount: 16, sparePiles: [24, 24], handSize: 6 });
    expect(v.players[0].hand).toHaveLength(6);
    expect(v.players[1]).toMatchObject({ handCount: 6, handVisible: false, hand: [], faceDown: [] });
    expect(v.players.map((p: Json) => p.network.length)).toEqual([2, 2]);
  });

  test('a spectator at the start sees counts and networks but no hand', async () => {
    const v = (await json(await get(t.app, `/v1/games/${id}/state?at=${created.game.version}`))).view;
    expect(v).toMatchObject({ phase: 'turn', you: 0, drawPileCount: 16, handSize: 6 });
    for (const p of v.players) expect(p).toMatchObject({ handCount: 6, handVisible: false, hand: [], faceDown: [] });
  });

  test('each token sees its own hand and only the count of the other', () => {
    expect(ownHands.length).toBeGreaterThan(50);
    for (const { hand, handCount, other } of ownHands) {
      expect(hand).toHaveLength(handCount);
      expect(other).toMatchObject({ handVisible: false, hand: [], faceDown: [] });
    }
  });

  test('the game ends by the goal or a stalemate, with standings for both seats', () => {
    expect(final.status).toBe('over');
    expect(final.view.phase).toBe('over');
    expect(final.standings.players.map((s: Json) => s.seat).sort()).toEqual([1, 2]);
    // Once over, every hand is shown to everyone.
    for (const p of final.view.players) expect(p.handVisible).toBe(true);
  });

  test('no view, event list, move answer or time-travel state showed a viewer a card it had not seen', async () => {
    const exported = await json(await get(t.app, `/v1/games/${id}/export`));
    expect(exported).toMatchObject({ status: 'over', seed: expect.any(String) });
    const tape = exported.events.map((e: Json) => ({ type: e.type, ...e.data })) as TapeEvent[];
    expect(exported.events.every((e: Json) => e.redacted === false)).toBe(true);
    const seen = seenAlong(tape);
    // Time travel: a few versions, for both tokens and the spectator.
    for (const at of [2, Math.floor(tape.length / 3), Math.floor(tape.length / 2), tape.length - 3]) {
      for (const viewer of [1, 2, null] as const) {
        const past = await json(await get(t.app, `/v1/games/${id}/state?at=${at}`, as(viewer)));
        expect(past.version).toBe(at);
        record(viewer, at, `state?at=${at}`, past);
      }
    }
    let checked = 0;
    for (const { viewer, version, what, body } of served) {
      const leaked = cardIdsIn(body).filter((card) => !seen(version, viewer).has(card));
      expect(leaked, `${what} for ${viewer ?? 'spectator'} at version ${version}`).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('a token that is not the one to move is refused; the audit passes', async () => {
    const response = await post(t.app, `/v1/games/${id}/moves`, { move: { type: 'pass' } }, bearer(tokens[0]!));
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ code: 'game-over' });
    const audit = await json(await get(t.app, `/v1/games/${id}/audit`));
    expect(audit).toMatchObject({ gameId: id, ok: true });
    for (const check of audit.checks) expect(check.status, `${check.name}: ${check.detail}`).toBe('pass');
  });
});

/** P1 first and the draw pile in canonical order: P1 holds AC2 AH1 AD1 2C2 2H1. */
const SANDBOX = { rolls: { 'setup.first': [1] }, shuffles: { 'setup.draw': Array.from({ length: 28 }, (_, i) => i) } };

describe('REST: a running game hides the opponent’s cards', () => {
  test('the opponent’s announced ♡ shows only its suit; shuffles are redacted; hidden cards never appear in errors', async () => {
    const response = await post(t.app, '/v1/games', {
      rules: 'carbondale',
      players: [{ name: 'Ada' }, { name: 'Bo' }],
      sandbox: SANDBOX,
    });
    const body = await json(response);
    const [one, two] = body.seats.map((s: Json) => s.token);
    const first = await json(await get(t.app, `/v1/games/${body.game.id}`, bearer(one)));
    const heartAdd = first.legalMoves.find((m: Json) => m.type === 'add' && m.card.includes('H'));
    expect(heartAdd).toBeDefined();
    const made = await post(t.app, `/v1/games/${body.game.id}/moves`, { move: heartAdd }, bearer(one));
    expect(made.status).toBe(200);
    const events = await json(await get(t.app, `/v1/games/${body.game.id}/events`, bearer(two)));
    const announce = events.events.at(-1);
    expect(announce).toMatchObject({
      type: 'MoveMade',
      redacted: true,
      data: { player: 1, move: { type: 'add', suit: 'H', card: null, pay: null } },
    });
    expect(
      events.events
        .filter((e: Json) => e.type === 'DeckShuffled')
        .every((e: Json) => e.redacted && e.data.order === null),
    ).toBe(true);
    const seen = await json(await get(t.app, `/v1/games/${body.game.id}`, bearer(two)));
    expect(seen.view).toMatchObject({ phase: 'challenge', announced: 'H', announcedAdd: null });
    expect(JSON.stringify(seen.view)).not.toContain(heartAdd.card);
    // Seat 2 names seat 1's announced card in a challenge: the error talks about seat 2's own hand only.
    const wrong = await post(
      t.app,
      `/v1/games/${body.game.id}/moves`,
      { move: { type: 'challenge', card: heartAdd.card, fee: 'AS2' } },
      bearer(two),
    );
    expect(wrong.status).toBe(422);
    const problem = await json(wrong);
    expect(problem.code).toBe('card-not-in-hand');
    const ownHand: string[] = seen.view.players[1].hand.map((c: Json) => c.id);
    for (const card of cardIdsIn(problem)) expect([heartAdd.card, 'AS2', ...ownHand]).toContain(card);
  });
});

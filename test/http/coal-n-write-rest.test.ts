/**
 * A 3-player Coal n' Write game played to the end over REST: every seat acts with its own token,
 * picking its moves from the `legalMoves` the server answers; everyone uses the same throw.
 */
import { withoutLabel } from '../../src/core/labelled-move.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

const MAX_REQUESTS = 4000;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

/** Deterministic and always ends: claim when possible, otherwise close the step. */
function policy(moves: readonly Json[]): Json {
  const order = ['claim', 'gambleStay', 'placeBandit', 'aim', 'drink', 'endTurn', 'bonusDone', 'load', 'chooseBonus'];
  for (const type of order) {
    const m = moves.find((x) => x.type === type);
    if (m !== undefined) return m;
  }
  const rodeo = moves.find((x) => x.type === 'joinRodeo' && x.join === false);
  if (rodeo !== undefined) return rodeo;
  if (moves.length === 0) throw new Error('no legal move');
  return moves[0];
}

describe("REST: a whole 3-player Coal n' Write game", () => {
  let id = '';
  let tokens: string[] = [];
  let created: Json;
  let final: Json;
  let moves = 0;
  const throwsSeen = new Map<string, string>();

  beforeAll(async () => {
    const response = await post(t.app, '/v1/games', {
      rules: 'coal-n-write',
      players: [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }],
    });
    expect(response.status).toBe(201);
    created = await json(response);
    id = created.game.id;
    tokens = created.seats.map((s: Json) => s.token);

    let requests = 0;
    let cached: Json = null;
    for (;;) {
      if (++requests > MAX_REQUESTS) throw new Error('the game did not end within the request budget');
      let game = cached;
      if (game === null) {
        const spectator = await json(await get(t.app, `/v1/games/${id}`));
        if (spectator.status === 'over') {
          final = spectator;
          break;
        }
        const seat = spectator.pending.players[0];
        const read = await get(t.app, `/v1/games/${id}`, bearer(tokens[seat - 1]!));
        expect(read.status).toBe(200);
        game = await json(read);
      }
      cached = null;
      const seat: number = game.you;
      expect(game.pending.kind).toBe('choice');
      expect(game.pending.players).toContain(seat);
      // Everyone sees the same throw: record the dice each seat was shown for each (round, turn).
      const v = game.view;
      if (v.phase === 'turn') {
        const key = `${v.round}.${v.turn}`;
        const shown = JSON.stringify(v.dice);
        expect(throwsSeen.get(key) ?? shown).toBe(shown);
        throwsSeen.set(key, shown);
      }
      const move = policy(game.legalMoves);
      requests++;
      const made = await post(
        t.app,
        `/v1/games/${id}/moves`,
        { move, expectedVersion: game.version },
        bearer(tokens[seat - 1]!),
      );
      if (made.status !== 200)
        throw new Error(`move ${JSON.stringify(move)} by seat ${seat} failed: ${made.status} ${await made.text()}`);
      const result = await json(made);
      expect(result.events[0]).toMatchObject({
        type: 'MoveMade',
        actor: seat,
        data: { player: seat, move: withoutLabel(move) },
      }); // a legal move posted with its label is recorded without it
      moves++;
      // Still this seat's step: its fresh legal moves came back with the answer.
      if (
        result.game.status === 'active' &&
        result.game.pending.kind === 'choice' &&
        result.game.pending.players.includes(seat)
      )
        cached = result.game;
    }
  }, 60_000);

  test('creation answers three seat tokens; the table opens with 7 Boom Town cards and the first throw', () => {
    expect(created.seats.map((s: Json) => s.seat)).toEqual([1, 2, 3]);
    expect(created.game.pending).toEqual({ kind: 'choice', players: [1, 2, 3] });
    expect(created.game.view).toMatchObject({ phase: 'turn', mode: 'multi', round: 1, turn: 1, deckCount: 7 });
    expect(created.game.view.tableau).toHaveLength(7);
    expect(created.game.view.dice).toHaveLength(3);
    expect(created.game.view.sheets).toHaveLength(3);
  });

  test('the game ends with standings by cash', () => {
    expect(moves).toBeGreaterThan(50);
    expect(final.status).toBe('over');
    expect(final.standings.lowerIsBetter).toBe(false);
    expect(final.standings.players).toHaveLength(3);
    const cash = final.view.sheets.map((s: Json) => s.cash);
    for (const s of final.standings.players) expect(s.score).toBe(cash[s.seat - 1]);
    expect(final.view.sheets.every((s: Json) => s.burros.every((b: Json) => b.delivered))).toBe(true);
    expect(throwsSeen.size).toBeGreaterThan(6);
  });

  test('a move after the end → 422 game-over', async () => {
    const response = await post(t.app, `/v1/games/${id}/moves`, { move: { type: 'endTurn' } }, bearer(tokens[1]!));
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ code: 'game-over' });
  });

  test('the audit passes every check', async () => {
    const response = await get(t.app, `/v1/games/${id}/audit`);
    expect(response.status).toBe(200);
    const audit = await json(response);
    expect(audit).toMatchObject({ gameId: id, ok: true, sandbox: false });
    for (const check of audit.checks) expect(check.status, `${check.name}: ${check.detail}`).toBe('pass');
  });
});

describe("REST: Coal n' Write hides the deck order while the game runs", () => {
  test('the setup shuffle is redacted in the events of a running game', async () => {
    const response = await post(t.app, '/v1/games', { rules: 'coal-n-write', players: [{ name: 'Ada' }] });
    const body = await json(response);
    const events = await json(await get(t.app, `/v1/games/${body.game.id}/events`, bearer(body.seats[0].token)));
    const shuffle = events.events.find((e: Json) => e.type === 'DeckShuffled');
    expect(shuffle).toMatchObject({ redacted: true });
    expect(JSON.stringify(body.game.view)).not.toContain('"deck"');
  });
});

/**
 * Carbondale's v2 challenge (v3, the current version, keeps it) through the API, in sandbox games whose shuffles fix the hands (P1 moves first; the
 * draw pile in canonical order but for P2's second card, a 3♣): a ♣ addition is announced and
 * challenged (R4 as corrected), the winning challenge card is spent to the challenger's face-up pile
 * where the announcer may draw it, and a drawn stalemate scores what ranked it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const identity = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
/** Canonical index 12 of the draw pile is 3C1; dealt alternately, position 3 is P2's second card. */
const draw = identity(28);
[draw[3], draw[12]] = [12, 3];
const sandbox = {
  rolls: { 'setup.first': [1] },
  shuffles: { 'setup.draw': draw, 'setup.spare57': identity(24), 'setup.spare810': identity(24) },
};

async function create(): Promise<{ id: string; tokens: string[] }> {
  const response = await post(t.app, '/v1/games', {
    rules: 'carbondale',
    players: [{ name: 'Ada' }, { name: 'Bo' }],
    sandbox,
  });
  expect(response.status).toBe(201);
  const body = await json(response);
  return { id: body.game.id, tokens: body.seats.map((s: Json) => s.token) };
}

describe('REST: Carbondale v2 challenges', () => {
  let id = '';
  let tokens: string[] = [];
  const as = (seat: number) => bearer(tokens[seat - 1]!);
  const move = async (seat: number, m: unknown): Promise<Json> => {
    const r = await post(t.app, `/v1/games/${id}/moves`, { move: m }, as(seat));
    if (r.status !== 200) throw new Error(`${JSON.stringify(m)}: ${r.status} ${await r.text()}`);
    return json(r);
  };
  beforeAll(async () => ({ id, tokens } = await create()));

  test('a ♣ addition is announced to the opponent by its suit alone, and it may be challenged', async () => {
    const mine = await json(await get(t.app, `/v1/games/${id}`, as(1)));
    expect(mine.view.players[0].hand.map((c: Json) => c.id)).toEqual(['AC2', 'AH1', 'AD1', '2C2', '2H1', '2D1']); // v3: six each
    await move(1, { type: 'add', card: '2C2', cell: [1, 1], sources: [[1, 0]], pay: [] });
    const theirs = await json(await get(t.app, `/v1/games/${id}`, as(2)));
    expect(theirs.pending).toEqual({ kind: 'choice', players: [2] });
    expect(theirs.view).toMatchObject({ announced: 'C', announcedAdd: null });
    expect(theirs.legalMoves).toContainEqual(expect.objectContaining({ type: 'challenge', card: '3C1', fee: 'AS2' }));
    expect(JSON.stringify(theirs)).not.toContain('2C2');
  });

  test('a winning challenge cancels the add and spends the challenge card to the face-up pile, where the announcer may draw it', async () => {
    const answer = await move(2, { type: 'challenge', card: '3C1', fee: 'AS2' });
    const view = answer.game.view;
    expect(view.duels.at(-1)).toMatchObject({ challenger: 2, suit: 'C', success: true });
    expect(view.players[1].faceUp.map((c: Json) => c.id)).toEqual(['3C1']);
    expect(view.players[1].hand.map((c: Json) => c.id)).not.toContain('3C1');
    expect(view.players[0].faceUp.map((c: Json) => c.id)).toEqual(['2C2']);
    const announcer = await json(await get(t.app, `/v1/games/${id}`, as(1)));
    expect(announcer.legalMoves).toContainEqual(expect.objectContaining({ type: 'draw', from: 'faceUp', card: '3C1' }));
    await move(1, { type: 'draw', from: 'faceUp', card: '3C1' });
    const after = await json(await get(t.app, `/v1/games/${id}`, as(1)));
    expect(after.view.players[0].hand.map((c: Json) => c.id)).toContain('3C1');
  });
});

describe('REST: Carbondale v2 standings', () => {
  test('a drawn stalemate ranks both seats first and scores them ½ each; the titles keep the sums of ♡ and ♢', async () => {
    const { id, tokens } = await create();
    for (let turn = 0; turn < 12; turn++) {
      // v3's stalemate length: 12 turns without a network card.
      const seat = turn % 2 === 0 ? 1 : 2;
      const r = await post(
        t.app,
        `/v1/games/${id}/moves`,
        { move: { type: 'clean', cards: [] } },
        bearer(tokens[seat - 1]!),
      );
      expect(r.status).toBe(200);
    }
    const over = await json(await get(t.app, `/v1/games/${id}`));
    expect(over.status).toBe('over');
    expect(over.standings).toEqual({
      lowerIsBetter: false,
      players: [
        { seat: 1, rank: 1, score: 0.5, title: '♡0 ♢0' },
        { seat: 2, rank: 1, score: 0.5, title: '♡0 ♢0' },
      ],
    });
  });
});

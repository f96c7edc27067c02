/**
 * `GET /v1/games/{id}/board.svg`: the board drawn from the caller's redacted view, as a well-formed SVG
 * document, at any version with `at`, and the API's problem+json errors for bad ids, tokens and versions.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderBoardSvg } from '../../src/boards/render-svg.js';
import type { ItemId } from '../../src/games/goldmine-rumbles/content-ids.js';
import { CLAIM_TYPE_NAMES, CONTENT_V1, ITEM_NAMES } from '../../src/games/goldmine-rumbles/content.js';
import { claimOf } from '../../src/games/goldmine-rumbles/content-lookup.js';
import { parseXml } from '../support/xml.js';
import { bearer, createRacer, get, json, openTestApp, post, simplePolicy, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const svgOf = async (path: string, headers: Record<string, string> = {}) => {
  const response = await get(t.app, path, headers);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  return response.text();
};

describe('board.svg', () => {
  test('every game draws a well-formed, titled SVG document', async () => {
    const seatsOf: Record<string, number> = { 'goldmine-rumbles': 3, carbondale: 2 };
    for (const rules of ['circuit-racer', 'coal-n-write', 'aircargo', 'carbondale', 'goldmine-rumbles']) {
      const players = Array.from({ length: seatsOf[rules] ?? 1 }, (_, i) => ({ name: `P${i + 1}` }));
      const created = await json(await post(t.app, '/v1/games', { rules, players }));
      const svg = await svgOf(`/v1/games/${created.game.id}/board.svg`);
      const root = parseXml(svg);
      expect(root.name).toBe('svg');
      expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
      expect(root.attributes.viewBox).toMatch(/^0 0 \d+ \d+$/);
      expect(root.elements).toBeGreaterThan(30);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  test("`layout=phone` draws every game as the web client does on a phone: no wider than a phone's board", async () => {
    const seatsOf: Record<string, number> = { 'goldmine-rumbles': 3, carbondale: 2 };
    const widthOf = (svg: string) => Number(/^0 0 (\d+) \d+$/.exec(parseXml(svg).attributes.viewBox!)![1]);
    const widths: Record<string, [number, number]> = {};
    for (const rules of ['circuit-racer', 'coal-n-write', 'aircargo', 'carbondale', 'goldmine-rumbles']) {
      const players = Array.from({ length: seatsOf[rules] ?? 1 }, (_, i) => ({ name: `P${i + 1}` }));
      const created = await json(await post(t.app, '/v1/games', { rules, players }));
      const token = bearer(created.seats[0].token);
      const path = `/v1/games/${created.game.id}/board.svg`;
      const [wide, phone] = [await svgOf(path, token), await svgOf(`${path}?layout=phone`, token)];
      expect(await svgOf(`${path}?layout=wide`, token)).toBe(wide);
      const game = await json(await get(t.app, `/v1/games/${created.game.id}`, token));
      // The web page's drawing on a phone, from the same view and names.
      expect(phone).toBe(
        renderBoardSvg(
          rules,
          game.view,
          game.players.map((p: { name: string }) => p.name),
          [],
          true,
        ),
      );
      expect(parseXml(phone).name).toBe('svg');
      widths[rules] = [widthOf(wide), widthOf(phone)];
    }
    for (const [wide, phone] of Object.values(widths)) expect(phone).toBeLessThanOrEqual(Math.min(wide, 368));
    // Circuit Racer's oval track is 820 wide on a laptop.
    expect(widths['circuit-racer']![0]).toBeGreaterThan(368);
  });

  test('`at` draws the board as it was at that version', async () => {
    const { id, token } = await createRacer(t.app);
    for (let i = 0; i < 12; i++) {
      const game = await json(await get(t.app, `/v1/games/${id}`, bearer(token)));
      const move = simplePolicy(game.legalMoves);
      const answer = await post(t.app, `/v1/games/${id}/moves`, { move, expectedVersion: game.version }, bearer(token));
      expect(answer.status).toBe(200);
    }
    const first = await svgOf(`/v1/games/${id}/board.svg?at=1`);
    const now = await svgOf(`/v1/games/${id}/board.svg`);
    const game = await json(await get(t.app, `/v1/games/${id}`));
    expect(first).toContain('time boxes: 0 of 12 marked');
    expect(now).toContain(`time boxes: ${game.view.timeUsed} of 12 marked`);
    expect(game.view.timeUsed).toBeGreaterThan(0);
  });

  test("a seat's hand is drawn only for that seat; spectators and the opponent see card backs", async () => {
    const created = await json(
      await post(t.app, '/v1/games', { rules: 'carbondale', players: [{ name: 'Ada' }, { name: 'Bo' }] }),
    );
    const id = created.game.id;
    const [one, two] = created.seats.map((s: { token: string }) => s.token);
    const handOf = async (token: string) =>
      (await json(await get(t.app, `/v1/games/${id}`, bearer(token)))).view.players;
    const views = [await handOf(one), await handOf(two)];
    const hand1 = views[0][0].hand;
    const hand2 = views[1][1].hand;
    expect(hand1.length).toBeGreaterThan(0);
    expect(hand2.length).toBeGreaterThan(0);

    const inHand = (svg: string, seat: number) =>
      [...svg.matchAll(new RegExp(`aria-label="([^"]+), in player ${seat}(?:'|&#39;)s hand"`, 'g'))].map((m) => m[1]);
    const names = (hand: { rank: number; suit: string }[]) =>
      hand
        .map(
          (c) => `${c.rank === 1 ? 'A' : c.rank} of ${{ C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' }[c.suit]}`,
        )
        .sort();

    const mine = await svgOf(`/v1/games/${id}/board.svg`, bearer(one));
    expect(inHand(mine, 1).sort()).toEqual(names(hand1));
    expect(inHand(mine, 2)).toEqual([]);
    const theirs = await svgOf(`/v1/games/${id}/board.svg`, bearer(two));
    expect(inHand(theirs, 2).sort()).toEqual(names(hand2));
    expect(inHand(theirs, 1)).toEqual([]);
    const spectator = await svgOf(`/v1/games/${id}/board.svg`);
    expect(inHand(spectator, 1)).toEqual([]);
    expect(inHand(spectator, 2)).toEqual([]);
    expect(spectator).toContain(`${hand1.length} cards in hand`);
  });

  test("Goldmine Rumbles draws the turn's dice and a running fight's dice as dice, with the fighters", async () => {
    const created = await json(
      await post(t.app, '/v1/games', {
        rules: 'goldmine-rumbles',
        players: [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }],
      }),
    );
    const view = (await json(await get(t.app, `/v1/games/${created.game.id}`))).view;
    const fight = {
      ...view.turn.fight,
      active: true,
      kind: 'papa',
      round: 2,
      stage: 'roll',
      papaInjuries: 1,
      dice: [6, 1],
    };
    fight.fighters = [
      { seat: 1, weapon: 'colt', injuries: 1, out: false, lastScore: 7 },
      { seat: 3, weapon: 'none', injuries: 2, out: true, lastScore: -1 },
    ];
    const svg = renderBoardSvg('goldmine-rumbles', { ...view, turn: { ...view.turn, dice: [3, 5], fight } }, [
      'Ada',
      'Bo',
      'Cy',
    ])!;
    const labels = [...svg.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&#39;', "'"));
    expect(labels).toEqual(
      expect.arrayContaining([
        'yield die 1 showing 3',
        'yield die 2 showing 5',
        'fight die 1 showing 6',
        'fight die 2 showing 1',
      ]),
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        "Fight · round 2 · the dice are rolled · Papa's injuries 1",
        'Ada: Colt 45, 1 injuries, last score 7',
        'Cy: unarmed, 2 injuries, out',
      ]),
    );
    // The fight's stage in words, not its id ("roll").
    expect(svg).toContain('Fight · round 2 · the dice are rolled');
    // Without a fight or a roll, neither is drawn.
    const calm = renderBoardSvg(
      'goldmine-rumbles',
      { ...view, turn: { ...view.turn, dice: [], fight: { ...fight, active: false } } },
      [],
    )!;
    expect(calm).not.toMatch(/yield die|fight die|aria-label="Fight/);
  });

  test("Goldmine Rumbles' labels name items, claims, columns, weapons and points as a player reads them, not by id", async () => {
    const created = await json(
      await post(t.app, '/v1/games', {
        rules: 'goldmine-rumbles',
        players: [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }],
      }),
    );
    const view = (await json(await get(t.app, `/v1/games/${created.game.id}`))).view;
    const players = view.players.map((p: { cubes: { column: string; cubes: number }[] }, i: number) =>
      i === 0 ? { ...p, cubes: p.cubes.map((c) => (c.column === 'minersLamps' ? { ...c, cubes: 2 } : c)) } : p,
    );
    const fighters = [
      { seat: 1, weapon: 'blunderbuss', injuries: 0, out: false, lastScore: -1 },
      { seat: 2, weapon: 'colt', injuries: 0, out: false, lastScore: -1 },
    ];
    const fight = { ...view.turn.fight, active: true, kind: 'player', round: 1, stage: 'roll', fighters };
    const svg = renderBoardSvg('goldmine-rumbles', { ...view, players, turn: { ...view.turn, fight } }, [
      'Ada',
      'Bo',
      'Cy',
    ])!;
    const labels = [...svg.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&#39;', "'"));
    const store = view.store.find((s: { claim: { id: number } }) => s.claim.id > 0);
    const claim = claimOf(CONTENT_V1, store.claim.id);
    expect(labels).toContainEqual(
      `slot ${store.slot}, price ${store.price}: claim ${claim.id} (${CLAIM_TYPE_NAMES[claim.type]}), top ${claim.top.map((i) => ITEM_NAMES[i]).join(', ')}, bottom ${claim.bottom.map((i) => ITEM_NAMES[i]).join(', ')}`,
    );
    expect(labels).toContainEqual(`${ITEM_NAMES[view.supply[0].item as ItemId]}: ${view.supply[0].count}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Ada: Blunderbuss, 0 injuries',
        'Bo: Colt 45, 0 injuries',
        'point between positions 1 and 2',
      ]),
    );
    expect(labels.some((l) => l.includes("Miner's Lamps 2"))).toBe(true);
    // No id leaks into a label: camelCase ids (hardRock, medicalSupplies, minersLamps) nor interior points' ids (h01, v12).
    expect(labels.filter((l) => /\b[a-z]+[A-Z]\w*|\b[hv]\d\d\b/.test(l))).toEqual([]);
  });

  test('errors are problem+json and name the fault', async () => {
    const { id } = await createRacer(t.app);
    const cases: [string, Record<string, string>, number, string][] = [
      ['/v1/games/nosuchgame/board.svg', {}, 404, 'game-not-found'],
      [`/v1/games/${id}/board.svg?at=0`, {}, 400, 'invalid-request'],
      [`/v1/games/${id}/board.svg?at=abc`, {}, 400, 'invalid-request'],
      [`/v1/games/${id}/board.svg?layout=tall`, {}, 400, 'invalid-request'],
      [`/v1/games/${id}/board.svg`, bearer('not-a-token'), 401, ''],
    ];
    for (const [path, headers, status, code] of cases) {
      const response = await get(t.app, path, headers);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      const body = await json(response);
      if (code) expect(body.code).toBe(code);
      else expect(typeof body.code).toBe('string');
    }
  });
});

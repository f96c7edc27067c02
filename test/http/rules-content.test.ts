/**
 * `GET /v1/rules/{id}` and GraphQL `rule`/`rules` serve each game's rules content (card texts and
 * prices, the map, tiles, tracks, rank tables), read from the current version's content.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_V3 as AIRCARGO } from '../../src/games/aircargo/content.js';
import { CONTENT_V1 as GOLDMINE } from '../../src/games/goldmine-rumbles/content.js';
import { get, graphqlData, json, openTestApp, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const detail = async (id: string): Promise<Json> => json(await get(t.app, `/v1/rules/${id}`));

describe('REST: GET /v1/rules/{id} content', () => {
  test("Coal n' Write: every Boom Town card with its cost and effect, the veins, burros and rank table", async () => {
    const { content, version } = await detail('coal-n-write');
    expect(version).toBe(4);
    expect(content.cards).toHaveLength(17);
    expect(content.cards.find((c: Json) => c.id === 'washDay')).toMatchObject({
      name: 'Wash Day',
      cost: 15,
      starter: true,
      mode: 'both',
    });
    expect(content.cards.find((c: Json) => c.id === 'gunsmith')).toMatchObject({ prices: [8, 20, 36] });
    expect(content.cards.find((c: Json) => c.id === 'sugarfoot')).toMatchObject({
      cost: 30,
      mode: 'solo',
      starter: false,
    });
    expect(content.cards.find((c: Json) => c.id === 'coalBaron').requirement).toContain(
      'Coal shipped by burro does not count',
    );
    expect(content.veins.map((v: Json) => v.ore)).toEqual(['B', 'C', 'T', 'S']);
    expect(content.veins[1].caverns[0]).toEqual({ num: 4, bub: 1 });
    expect(content).toMatchObject({ stashSize: 30, oreValue: { S: 12, T: 8, C: 5, B: 3 } });
    expect(content.soloRanks.map((r: Json) => r.title)).toEqual([
      'Go Back East, City Slicker!',
      'Bronze',
      'Silver',
      'Gold',
      'Holy Smokes!',
    ]);
    expect(content.gamblinPayout).toHaveLength(6);
  });
  test('Circuit Racer: the circuits section by section and the special actions with their costs', async () => {
    const { content } = await detail('circuit-racer');
    expect(content.circuits.map((c: Json) => c.length)).toEqual([48, 47, 47, 49]);
    expect(content.circuits[1].sections[3]).toEqual({ index: 4, from: 14, to: 14, length: 1, exempt: false });
    expect(content.actions.find((a: Json) => a.id === 'select')).toMatchObject({ freeUses: 3, cost: 3 });
    // v2 (calibrated): 17 Damage boxes, where v1 had 15.
    expect(content).toMatchObject({ timeBoxes: 12, damageBoxes: 17, dnfPlace: 20, gears: { min: 1, max: 6 } });
  });
  test('Carbondale: the cost tables, the goal and the challenge as v2 plays it, the calibrated v3 numbers', async () => {
    const { content } = await detail('carbondale');
    expect(content.challengeable).toEqual(['C', 'S', 'H', 'D']);
    expect(content.challenge).toContain('either way');
    expect(content.costs.same).toEqual([
      { over: 1, cards: 0, draws: 0 },
      { over: 2, cards: 1, draws: 2 },
      { over: 3, cards: 2, draws: 3 },
    ]);
    expect(content.cards).toHaveLength(80);
    expect(content.goal).toMatchObject({ high: 45, low: 25 });
    // v3 (calibrated): a hand of 6, a 12-turn stalemate, one spare pile per rank group (v2: 5, 8, two each).
    expect(content).toMatchObject({ handSize: 6, stalemateTurns: 12 });
    expect(content.spareGroups).toEqual([
      { ranks: [5, 6, 7], piles: 1 },
      { ranks: [8, 9, 10], piles: 1 },
    ]);
  });
  test('AirCargo and Goldmine Rumbles: the map, cargo, tiles, claims and items as content.ts holds them', async () => {
    const air = (await detail('aircargo')).content;
    expect(air.airports).toEqual(JSON.parse(JSON.stringify(AIRCARGO.airports)));
    expect(air.cargo).toHaveLength(AIRCARGO.cargo.length);
    expect(air.cargo.at(-1)).toMatchObject({ id: 'c17', weight: 10 }); // v3 (calibrated); 11 in v2, 12 in v1
    const gold = (await detail('goldmine-rumbles')).content;
    expect(gold.tiles).toEqual(JSON.parse(JSON.stringify(GOLDMINE.tiles)));
    expect(Object.keys(gold.items).sort()).toEqual(Object.keys(GOLDMINE.items).sort());
  });
});

describe('GraphQL: rules content', () => {
  test('`rule(id)` and `rules` carry the same content as REST', async () => {
    const data = await graphqlData(t.app, '{ rule(id: "circuit-racer") { id content } rules { id content } }');
    const rest = (await detail('circuit-racer')).content;
    expect(data.rule.content).toEqual(rest);
    expect(data.rules).toHaveLength(5);
    for (const r of data.rules) expect(r.content).toEqual((await detail(r.id)).content);
  });
});

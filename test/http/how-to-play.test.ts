/**
 * Every game's "how to play" (setup, a turn, scoring, told briefly) is served with its rules: REST
 * `GET /v1/rules/{id}` `howToPlay` and GraphQL `rule { howToPlay }` give the same sections, so any
 * client can show what the web client's game page shows.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { aircargo, aircargoV1 } from '../../src/games/aircargo/index.js';
import { HOSTED } from '../../src/games/index.js';
import { get, graphqlData, json, openTestApp, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const howToPlay = async (id: string): Promise<{ title: string; text: string }[]> =>
  ((await json(await get(t.app, `/v1/rules/${id}`))) as Json).howToPlay;

describe('REST: GET /v1/rules/{id} howToPlay', () => {
  test.each(HOSTED.map((h) => [h.releases[0]!.id, h.howToPlay] as const))(
    '%s: setup first, scoring last, a few short paragraphs',
    async (id, written) => {
      const served = await howToPlay(id);
      expect(served).toEqual(JSON.parse(JSON.stringify(written)));
      expect(served.length).toBeGreaterThanOrEqual(3);
      expect(served[0]!.title).toBe('Setup');
      expect(served.at(-1)!.title).toMatch(/^(Scoring|Winning)$/);
      for (const section of served) {
        expect(section.text.length, `${id}: ${section.title}`).toBeGreaterThan(80);
        expect(section.text.length, `${id}: ${section.title} stays short`).toBeLessThan(800);
      }
    },
  );

  test('AirCargo tells the counts of the version new games are played under (v3: 19 Stamina, 10 re-rolls)', async () => {
    const setup = (await howToPlay('aircargo'))[0]!.text;
    const { stamina, planRerolls, prayers } = aircargo.board.content;
    expect(setup).toContain(`${planRerolls} planning re-rolls, ${stamina} Stamina and ${prayers} Prayers`);
    expect(setup).toContain('10 planning re-rolls, 19 Stamina');
    expect(setup).not.toContain(`${aircargoV1.board.content.stamina} Stamina`);
  });

  test('an unknown game has none to serve', async () => {
    expect((await get(t.app, '/v1/rules/chess')).status).toBe(404);
  });
});

describe('GraphQL: how to play', () => {
  test('`rule(id)` and `rules` carry the same sections as REST', async () => {
    const data = await graphqlData(
      t.app,
      '{ rule(id: "carbondale") { howToPlay { title text } } rules { id howToPlay { title text } } }',
    );
    expect(data.rule.howToPlay).toEqual(await howToPlay('carbondale'));
    expect(data.rules).toHaveLength(HOSTED.length);
    for (const r of data.rules) expect(r.howToPlay).toEqual(await howToPlay(r.id));
  });
});

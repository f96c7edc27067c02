/**
 * A dropped export on the replay page: the versions before its first hidden event are drawn, a later
 * one says which event it needs and when that is shown. A daily entry's shuffles stay hidden until
 * its day closes, even once its game is over, so its page says so (it said "until the game is over").
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameExport } from '../../src/client/index.js';
import { localViewAt } from '../../src/web/replay-local.js';
import { bearer, get, json, openTestApp, post, type TestApp } from './helpers.js';

const DAY = '2026-11-22';
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ clock: () => Date.parse(`${DAY}T10:00:00Z`) });
});
afterAll(() => t?.database.destroy());

async function seatExport(path: string, body: unknown): Promise<GameExport> {
  const created = await json(await post(t.app, path, body));
  const gameId = created.entry?.gameId ?? created.game.id;
  return (await json(
    await get(t.app, `/v1/games/${gameId}/export`, bearer(created.seat?.token ?? created.seats[0].token)),
  )) as GameExport;
}
const firstHidden = (file: GameExport) => file.events.find((e) => e.redacted)!.seq;

test("a daily entry's export: the versions before its first hidden event drawn, later ones hidden until its day closes", async () => {
  const entry = await seatExport(`/v1/challenges/carbondale-${DAY}/entries`, { name: 'Dee' });
  const hidden = firstHidden(entry);
  expect(localViewAt(entry, hidden - 1)).toBeTypeOf('object');
  expect(() => localViewAt(entry, hidden)).toThrow(
    `Version ${hidden} cannot be drawn from this file: event ${hidden} is hidden from you until its day closes. ` +
      'Open the game by its id to see its board, or export it again once its day closes.',
  );
});

test("another game's export: hidden until the game is over", async () => {
  const running = await seatExport('/v1/games', {
    rules: 'carbondale',
    players: [{ name: 'Ada' }, { name: 'Bo', bot: 'default' }],
  });
  const hidden = firstHidden(running);
  expect(() => localViewAt(running, running.events.length)).toThrow(
    `Version ${running.events.length} cannot be drawn from this file: event ${hidden} is hidden from you until the game is over. ` +
      'Open the game by its id to see its board, or export it again once it is over.',
  );
});

/**
 * Workers play bots inline, where the clock stands still while code runs, so search bots are bounded
 * by a count of guesses (`countedBots`), not by milliseconds. Here the bound is checked on node with a
 * rulebook whose search bots count their guesses (each guess deals one imagined game for every
 * candidate move): bounded, a whole solo game of search-3 spends a few guesses in all and still ends;
 * unbounded (the inline runner), the same game spends its whole playout budget at every move.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeRulebook } from '../../src/core/rulebook.js';
import { seesEverything, type Determinizer } from '../../src/core/search/determinize.js';
import { withBotsAndSearch } from '../../src/core/search/search-bots.js';
import { circuitRacerBots } from '../../src/games/circuit-racer/bots.js';
import { defineCircuitRacer } from '../../src/games/circuit-racer/define.js';
import type { CircuitRacerState } from '../../src/games/circuit-racer/state.js';
import { CONTENT_V2 } from '../../src/games/circuit-racer/content.js';
import { countedBots, countingClock, inlineBots, WORKERS_JOB_GUESSES } from '../../src/service/bot-runner.js';
import type { Secrets } from '../../src/service/secrets.js';
import { openTestApp } from '../support/database.js';

let deals = 0;
const counting: Determinizer<CircuitRacerState> = (state) => (deals++, seesEverything(state));
const rules = withBotsAndSearch(defineCircuitRacer(2, CONTENT_V2), circuitRacerBots(CONTENT_V2), counting);
const rulebook = makeRulebook([[rules]]);

function sameSecrets(): Secrets {
  let n = 0;
  return { gameId: () => `game${++n}`, seed: () => `seed-${n}`.padEnd(64, '0'), token: () => `rt_token${n}` };
}

type App = Awaited<ReturnType<typeof openTestApp>>;
const apps: App[] = [];
const open = async (bots: ReturnType<typeof inlineBots>) => {
  const app = await openTestApp({ rulebook, bots, secrets: sameSecrets(), clock: () => 1_800_000_000_000 });
  apps.push(app);
  return app;
};
afterAll(() => apps.forEach((a) => a.database.destroy()));

/** Creates a solo game of one search-3 seat (played to the end by the bots of the creating request); its tape and the deals spent. */
async function soloGame(app: App) {
  deals = 0;
  const created = await app.services.games.createGame({
    rules: 'circuit-racer',
    players: [{ name: 'S', bot: 'search-3' }],
  });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const tape = (await app.store.events(created.value.game.id)).map((e) => e.event);
  return { status: created.value.game.status, tape, deals };
}

describe('the counted bound (Workers)', () => {
  let counted: App;
  let unbounded: App;
  beforeAll(async () => {
    counted = await open(countedBots(rulebook));
    unbounded = await open(inlineBots(rulebook));
  });

  test('the counting clock counts its readings', () => {
    const clock = countingClock();
    expect([clock(), clock(), clock()]).toEqual([0, 1, 2]);
  });

  test('a whole game of search-3 spends a few guesses in all, still ends, and plays the same again', async () => {
    const bounded = await soloGame(counted);
    const full = await soloGame(unbounded);
    expect(bounded.status).toBe('over');
    expect(full.status).toBe('over');
    // At most WORKERS_JOB_GUESSES guesses, each dealt once per candidate (never more than a turn's legal moves).
    expect(bounded.deals).toBeGreaterThan(0);
    expect(bounded.deals).toBeLessThanOrEqual(WORKERS_JOB_GUESSES * 16);
    expect(full.deals).toBeGreaterThan(20 * bounded.deals);
    const again = await soloGame(await open(countedBots(rulebook)));
    expect(again.deals).toBe(bounded.deals);
    expect(JSON.stringify(again.tape)).toBe(JSON.stringify(bounded.tape));
  });
});

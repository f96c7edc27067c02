/**
 * Search bots on Workers. Deployed, a Worker's `Date.now()` and `performance.now()` advance only across
 * I/O (Cloudflare's Spectre mitigation; local workerd lets them run), so the node bot thread's time
 * bound would never stop a search there: the game object plays bots with a counted bound instead
 * (`countedBots`, src/service/bot-runner.ts). Checked in workerd: the counted runner spends a few
 * guesses on a whole solo game of search-3 where the unbounded runner spends its whole budget at every
 * move, and a search-3 game created through the Worker is played to the end by the creating request.
 */
import { describe, expect, test } from 'vitest';
import { makeRulebook } from '../../src/core/rulebook.js';
import { seesEverything, type Determinizer } from '../../src/core/search/determinize.js';
import { withBotsAndSearch } from '../../src/core/search/search-bots.js';
import { commitSeed } from '../../src/core/dice.js';
import { circuitRacerBots } from '../../src/games/circuit-racer/bots.js';
import { defineCircuitRacer } from '../../src/games/circuit-racer/define.js';
import type { CircuitRacerState } from '../../src/games/circuit-racer/state.js';
import { CONTENT_V2 } from '../../src/games/circuit-racer/content.js';
import { countedBots, inlineBots, WORKERS_JOB_GUESSES, type BotJob } from '../../src/service/bot-runner.js';
import { get, json, post } from './helpers.js';

let deals = 0;
const counting: Determinizer<CircuitRacerState> = (state) => (deals++, seesEverything(state));
const rules = withBotsAndSearch(defineCircuitRacer(2, CONTENT_V2), circuitRacerBots(CONTENT_V2), counting);
const rulebook = makeRulebook([[rules]]);

/** A solo search-3 game right after setup, as a bot job. */
function soloJob(): BotJob {
  const players = [{ name: 'S', bot: 'search-3' }];
  const state = rules.setup({ players, options: {} });
  return {
    created: {
      type: 'GameCreated',
      rules: 'circuit-racer',
      rulesVersion: 2,
      players,
      options: {},
      seedCommitment: commitSeed('seed'),
      clientSeed: null,
      sandbox: null,
    },
    seed: 'seed',
    revealSeed: 'seed',
    players,
    state,
    version: 1,
  } as BotJob;
}

describe('workerd: search bots are bounded by a count, not a clock', () => {
  test('the counted runner spends at most a few guesses on a whole game; unbounded, far more', async () => {
    deals = 0;
    const bounded = await countedBots(rulebook).play(soloJob());
    const boundedDeals = deals;
    expect(bounded.ok).toBe(true);
    expect(boundedDeals).toBeGreaterThan(0);
    expect(boundedDeals).toBeLessThanOrEqual(WORKERS_JOB_GUESSES * 16);
    deals = 0;
    const full = await inlineBots(rulebook).play(soloJob());
    expect(full.ok).toBe(true);
    expect(deals).toBeGreaterThan(20 * boundedDeals);
  }, 120_000);

  test('a solo game of search-3 created through the Worker is over when the creation answers, and audits', async () => {
    const created = await post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'S', bot: 'search-3' }] });
    expect(created.status).toBe(201);
    const body = await json(created);
    expect(body.game.status).toBe('over');
    const audit = await json(await get(`/v1/games/${body.game.id}/audit`));
    expect(audit.checks.filter((c: { status: string }) => c.status === 'fail')).toEqual([]);
  }, 60_000);
});

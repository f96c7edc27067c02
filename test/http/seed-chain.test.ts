/**
 * The seed chain over REST and GraphQL on a clock the test moves across the days around a new year:
 * the start is fixed as the day after first use (the day already open keeps `rolltape.daily/1`),
 * a link is published only once its day has closed (checked at 23:59:59.999 and 00:00:00.000 UTC),
 * every link hashes forward to the head published a year ahead, entries' exports carry their link,
 * the offline audit and `rolltape audit --chain` check it, and a restart reads the same start.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditExportWithKeys } from '../../src/client/offline-audit.js';
import { parseChain, type PublishedChain } from '../../src/core/chain-format.js';
import { commitSeed } from '../../src/core/dice.js';
import { auditExport, parseExport, type ExportedGame } from '../../src/core/export-audit.js';
import { chainSeed, hashForward } from '../../src/core/seed-chain.js';
import { rulebook } from '../../src/games/index.js';
import { dailySeed } from '../../src/service/daily.js';
import { makeServices } from '../../src/service/services.js';
import { EventStore } from '../../src/store/event-store.js';
import { TEST_SECRET } from '../support/database.js';
import {
  bearer,
  get,
  graphqlData,
  json,
  openTestApp,
  post,
  simplePolicy,
  type HttpApp,
  type Json,
  type TestApp,
} from './helpers.js';

let now = Date.parse('2026-12-30T10:00:00Z');
const clock = () => now;
const at = (iso: string) => {
  now = Date.parse(iso);
};

const chainOf = async (app: HttpApp, query = ''): Promise<PublishedChain> => {
  const response = await get(app, `/v1/challenges/chain${query}`);
  expect(response.status).toBe(200);
  return json(response);
};
const periodOf = (chain: PublishedChain, year: number) => chain.periods.find((p) => p.year === year)!;

/** Enters `challenge` and plays it to its end, a second of the clock per move (the day must not close meanwhile). */
async function playEntry(app: HttpApp, challenge: string, name: string): Promise<{ gameId: string; token: string }> {
  const entered = await post(app, `/v1/challenges/${challenge}/entries`, { name });
  expect(entered.status).toBe(201);
  const body = await json(entered);
  const entry = { gameId: body.entry.gameId as string, token: body.seat.token as string };
  for (let step = 0; step < 3000; step++) {
    const game = await json(await get(app, `/v1/games/${entry.gameId}`, bearer(entry.token)));
    if (game.status === 'over') return entry;
    now += 1000;
    const moved = await post(
      app,
      `/v1/games/${entry.gameId}/moves`,
      { move: simplePolicy(game.legalMoves) },
      bearer(entry.token),
    );
    expect(moved.status).toBe(200);
  }
  throw new Error('the entry did not end');
}

const exportOf = async (app: HttpApp, entry: { gameId: string; token: string }): Promise<ExportedGame & Json> => {
  const response = await get(app, `/v1/games/${entry.gameId}/export`, bearer(entry.token));
  expect(response.status).toBe(200);
  const parsed = parseExport(await json(response));
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed as ExportedGame & Json;
};

const chainCheckOf = (exported: ExportedGame, published?: PublishedChain) =>
  auditExport(rulebook, exported, undefined, published).checks.find((c) => c.name === 'chain');

let t: TestApp;
/** The chain as published on 30 December, before the chain's first day: what a careful player saves. */
let saved: PublishedChain;
const entries: Record<string, { gameId: string; token: string }> = {};

beforeAll(async () => {
  t = await openTestApp({ clock });
});
afterAll(() => t?.database.destroy());

describe('the seed chain, from first use across a new year', () => {
  test('first use fixes the start as the next UTC day, and publishes this year’s and next year’s heads', async () => {
    saved = await chainOf(t.app);
    expect(saved.algorithm).toBe('rolltape.chain/1');
    expect(saved.start).toBe('2026-12-31');
    expect(saved.periods.map((p) => [p.year, p.firstDay, p.lastDay, p.links])).toEqual([
      [2026, '2026-01-01', '2026-12-31', []],
      [2027, '2027-01-01', '2027-12-31', []],
    ]);
    expect(periodOf(saved, 2026).head).toMatch(/^[0-9a-f]{64}$/);
    expect(periodOf(saved, 2027).head).not.toBe(periodOf(saved, 2026).head);
  });

  test('GraphQL seedChain answers the same chain', async () => {
    const { seedChain } = await graphqlData(
      t.app,
      '{ seedChain { algorithm start periods { year firstDay lastDay head links { date link } } } }',
    );
    expect(seedChain).toEqual(saved);
  });

  test('today, open before the chain began, keeps the seed of rolltape.daily/1; its export names no chain', async () => {
    entries.before = await playEntry(t.app, 'circuit-racer-2026-12-30', 'Ada');
    const exported = await exportOf(t.app, entries.before);
    expect(exported.chain).toBeNull();
    expect(exported.seedCommitment).toBe(commitSeed(dailySeed(TEST_SECRET, 'circuit-racer', '2026-12-30')));
    expect(chainCheckOf(exported, saved)).toMatchObject({ status: 'skip' });
  });

  test('the first day of the chain: its export carries the day and head, its link kept back until the close', async () => {
    at('2026-12-31T00:00:00.000Z');
    entries.first = await playEntry(t.app, 'circuit-racer-2026-12-31', 'Bo');
    const exported = await exportOf(t.app, entries.first);
    expect(exported.chain).toEqual({ date: '2026-12-31', head: periodOf(saved, 2026).head, link: null });
    expect(exported.seed).toBeNull();
    expect(chainCheckOf(exported, saved)).toEqual({
      name: 'chain',
      status: 'skip',
      detail: 'the link of 2026-12-31 is revealed when the day closes',
    });
  });

  test('at 23:59:59.999 the day has not closed: no link is published, none is in the export', async () => {
    at('2026-12-31T23:59:59.999Z');
    const chain = await chainOf(t.app);
    expect(chain.periods.map((p) => [p.year, p.links])).toEqual([
      [2026, []],
      [2027, []],
    ]);
    expect((await exportOf(t.app, entries.first!)).chain?.link).toBeNull();
  });

  test('at 00:00:00.000 the day has closed: its link is published and reaches the head published a year ahead', async () => {
    at('2027-01-01T00:00:00.000Z');
    const chain = await chainOf(t.app);
    // A new year: this year's chain and the next; the first day of 2027 is open, so no 2027 link yet.
    expect(chain.periods.map((p) => [p.year, p.links])).toEqual([
      [2027, []],
      [2028, []],
    ]);
    expect(periodOf(chain, 2027).head).toBe(periodOf(saved, 2027).head);
    const last = await chainOf(t.app, '?year=2026');
    expect(last.periods).toHaveLength(1);
    const [revealed] = periodOf(last, 2026).links;
    expect(periodOf(last, 2026).links.map((l) => l.date)).toEqual(['2026-12-31']);
    expect(hashForward(revealed!.link, 365)).toBe(periodOf(saved, 2026).head);
  });

  test("the closed day's export carries its link; the seed follows from it; the audit's chain check passes", async () => {
    const exported = await exportOf(t.app, entries.first!);
    const link = periodOf(await chainOf(t.app, '?year=2026'), 2026).links[0]!.link;
    expect(exported.chain).toEqual({ date: '2026-12-31', head: periodOf(saved, 2026).head, link });
    expect(exported.seed).toBe(chainSeed(link, 'circuit-racer', '2026-12-31'));
    const report = auditExport(rulebook, exported, undefined, saved);
    expect(report.ok).toBe(true);
    expect(report.checks.find((c) => c.name === 'chain')).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/hashes forward 365 times to the head published for 2026$/),
    });
    // Held to another head (a chain the operator made up later), the same file fails.
    const other = { ...saved, periods: saved.periods.map((p) => ({ ...p, head: periodOf(saved, 2027).head })) };
    expect(auditExport(rulebook, exported, undefined, other).ok).toBe(false);
    // The entry from before the chain still audits, and is not held to a chain it never used.
    const before = await exportOf(t.app, entries.before!);
    expect(before.seed).toBe(dailySeed(TEST_SECRET, 'circuit-racer', '2026-12-30'));
    expect(auditExport(rulebook, before, undefined, saved).ok).toBe(true);
  });

  test('the signature covers the chain block: signed before and after the close, each file verifies as received', async () => {
    const keys = await json(await get(t.app, '/.well-known/rolltape-keys.json'));
    const closed = await exportOf(t.app, entries.first!);
    const report = await auditExportWithKeys(closed, { keys, chain: saved });
    expect(report.checks.filter((c) => c.name === 'signature' || c.name === 'chain')).toMatchObject([
      { name: 'signature', status: 'pass' },
      { name: 'chain', status: 'pass' },
    ]);
    expect(report.ok).toBe(true);
    // A day link swapped for another day's (the file then claims another place in the chain): refused.
    const edited = { ...closed, chain: { ...closed.chain!, link: periodOf(saved, 2027).head } };
    const refused = await auditExportWithKeys(edited, { keys, chain: saved });
    expect(refused.checks.find((c) => c.name === 'signature')).toMatchObject({ status: 'fail' });
  });

  test("the server's audit of an entry checks its seed against the chain it publishes", async () => {
    const auditOf = async (entry: { gameId: string; token: string }) => {
      const response = await get(t.app, `/v1/games/${entry.gameId}/audit`, bearer(entry.token));
      expect(response.status).toBe(200);
      return json(response);
    };
    const first = await auditOf(entries.first!);
    expect(first.ok).toBe(true);
    expect(first.checks.at(-1)).toMatchObject({
      name: 'chain',
      status: 'pass',
      detail: expect.stringMatching(/365 times to the head published for 2026$/),
    });
    expect((await auditOf(entries.before!)).checks.at(-1)).toMatchObject({
      name: 'chain',
      status: 'skip',
      detail: expect.stringMatching(/the chain starts on 2026-12-31/),
    });
    const { audit } = await graphqlData(
      t.app,
      'query($id: ID!) { audit(gameId: $id) { ok checks { name status } } }',
      { id: entries.first!.gameId },
      entries.first!.token,
    );
    expect(audit.checks.at(-1)).toEqual({ name: 'chain', status: 'pass' });
  });

  test('rolltape audit --chain checks a saved export against a saved chain (and refuses a file that is not one)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rolltape-chain-'));
    try {
      const exported = await exportOf(t.app, entries.first!);
      writeFileSync(join(dir, 'game.json'), JSON.stringify(exported));
      writeFileSync(join(dir, 'chain.json'), JSON.stringify(saved));
      writeFileSync(join(dir, 'not-a-chain.json'), JSON.stringify({ chain: saved }));
      const root = resolve(import.meta.dirname, '../..');
      const cli = (...args: string[]) =>
        spawnSync(process.execPath, [resolve(root, 'bin/rolltape.mjs'), 'audit', ...args], {
          cwd: root,
          encoding: 'utf8',
        });
      const run = cli(join(dir, 'game.json'), '--chain', join(dir, 'chain.json'));
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^pass\s+chain\s+the seed follows from the link of 2026-12-31/m);
      const without = cli(join(dir, 'game.json'));
      expect(without.stdout).toMatch(/^pass\s+chain\s+.*to the head in the export; pass the saved/m);
      const wrong = cli(join(dir, 'game.json'), '--chain', join(dir, 'not-a-chain.json'));
      expect(wrong.status).toBe(1);
      expect(wrong.stderr).toMatch(/not-a-chain\.json: not a Rolltape seed chain/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a day of the new year: committed from the chain, its link published at the close', async () => {
    at('2027-01-01T23:59:59.999Z');
    expect(periodOf(await chainOf(t.app), 2027).links).toEqual([]);
    const open = await json(await get(t.app, '/v1/challenges/aircargo-2027-01-01'));
    at('2027-01-02T00:00:00.000Z');
    const [link] = periodOf(await chainOf(t.app), 2027).links;
    expect(link!.date).toBe('2027-01-01');
    expect(hashForward(link!.link, 1)).toBe(periodOf(saved, 2027).head);
    const closed = await json(await get(t.app, '/v1/challenges/aircargo-2027-01-01'));
    expect(closed.seed).toBe(chainSeed(link!.link, 'aircargo', '2027-01-01'));
    expect(commitSeed(closed.seed)).toBe(open.seedCommitment);
  });

  test('a year outside the chain is 404, a malformed one 400', async () => {
    for (const year of ['2025', '2029']) {
      const response = await get(t.app, `/v1/challenges/chain?year=${year}`);
      expect(response.status).toBe(404);
      expect(await json(response)).toMatchObject({ code: 'chain-period-not-found' });
    }
    expect((await get(t.app, '/v1/challenges/chain?year=next')).status).toBe(400);
    expect(periodOf(await chainOf(t.app, '?year=2028'), 2028).head).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a restart over the same database reads the same start, whatever its clock', async () => {
    const later = makeServices({
      db: t.database.db,
      store: new EventStore(t.database.db),
      rulebook,
      secret: TEST_SECRET,
      clock: () => Date.parse('2027-06-01T12:00:00Z'),
    });
    const chain = await later.challenges!.chain();
    if (!chain.ok) throw new Error(chain.error.message);
    expect(chain.value.start).toBe('2026-12-31');
    expect(parseChain(chain.value)).toBe(chain.value);
    expect(periodOf(chain.value, 2027).links.at(-1)!.date).toBe('2027-05-31');
  });
});

import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { auditExportWithKeys } from '../../src/client/offline-audit.js';
import type { PublishedChain } from '../../src/core/chain-format.js';
import { auditExport, parseExport } from '../../src/core/export-audit.js';
import { chainDay, hashForward } from '../../src/core/seed-chain.js';
import { rulebook } from '../../src/games/index.js';
import { workerServices } from '../../src/worker.js';
import { bearer, d1All, get, json, type Json } from './helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDate = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The Worker's services over the same D1 and object bindings, on a clock of the test's choosing. */
const appAt = (at: number) => createApp(() => workerServices(env, { clock: () => at }));

describe('workerd: the seed chain, fixed in D1 and published only for closed days', () => {
  test('first use fixes the start in D1 as the next UTC day; every isolate reads the same', async () => {
    const chain: PublishedChain = await json(await get('/v1/challenges/chain'));
    const tomorrow = utcDate(Date.now() + DAY_MS);
    expect(chain.start).toBe(tomorrow);
    expect(await d1All('SELECT start_date FROM seed_chain_start')).toEqual([{ start_date: tomorrow }]);
    // Another set of services, with a clock a month on, reads the stored start instead of proposing its own.
    const later: PublishedChain = await json(await appAt(Date.now() + 30 * DAY_MS).request('/v1/challenges/chain'));
    expect(later.start).toBe(tomorrow);
  });

  test("the start day's link appears at 00:00:00.000 after it, not at 23:59:59.999, and reaches the head", async () => {
    const { start, periods } = (await json(await get('/v1/challenges/chain'))) as PublishedChain;
    const closesAt = Date.parse(`${start}T00:00:00.000Z`) + DAY_MS;
    const { year, index } = chainDay(start)!;
    const head = periods.find((p) => p.year === year)!.head;
    const linksAt = async (at: number) => {
      const answer = await appAt(at).request(`/v1/challenges/chain?year=${year}`);
      expect(answer.status).toBe(200);
      return ((await json(answer)) as PublishedChain).periods[0]!.links;
    };
    expect(await linksAt(closesAt - 1)).toEqual([]);
    const [revealed] = await linksAt(closesAt);
    expect(revealed!.date).toBe(start);
    expect(hashForward(revealed!.link, index + 1)).toBe(head);
  });

  test("an entry of the chain's first day: its export carries the link once the day has closed, and the audit checks it", async () => {
    const { start, periods } = (await json(await get('/v1/challenges/chain'))) as PublishedChain;
    const opensAt = Date.parse(`${start}T00:00:00.000Z`);
    const id = `circuit-racer-${start}`;
    const entered = await appAt(opensAt + 60_000).request(`/v1/challenges/${id}/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada' }),
    });
    expect(entered.status).toBe(201);
    const entry: Json = await json(entered);
    const exportAt = async (at: number) => {
      const answer = await appAt(at).request(`/v1/games/${entry.game.id}/export`, {
        headers: bearer(entry.seat.token),
      });
      expect(answer.status).toBe(200);
      const parsed = parseExport(await json(answer));
      if (typeof parsed === 'string') throw new Error(parsed);
      return parsed;
    };
    const head = periods.find((p) => p.year === chainDay(start)!.year)!.head;
    expect((await exportAt(opensAt + DAY_MS - 1)).chain).toEqual({ date: start, head, link: null });
    const closed = await exportAt(opensAt + DAY_MS);
    expect(closed.chain).toMatchObject({ date: start, head, link: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const published: PublishedChain = await json(await get('/v1/challenges/chain'));
    expect(auditExport(rulebook, closed, undefined, published).checks.find((c) => c.name === 'chain')).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/to the head published for/),
    });
    // Signed in the Worker after the chain block is added: the signature covers it.
    const keys = await json(await get('/.well-known/rolltape-keys.json'));
    const report = await auditExportWithKeys(closed, { keys, chain: published });
    expect(report.checks.find((c) => c.name === 'signature')).toMatchObject({ status: 'pass' });
    expect(report.ok).toBe(true);
  });
});

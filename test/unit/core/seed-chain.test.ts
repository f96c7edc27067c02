/**
 * The seed chain as anyone checks it (src/core/seed-chain.ts, chain-check.ts), against node:crypto,
 * and the server's side (src/service/seed-chain.ts): links walked back from the secret, the head
 * reached by hashing any link forward, and the audit's `chain` check on every way it can go.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { chainCheck } from '../../../src/core/chain-check.js';
import { exportedChainProblem, parseChain, type PublishedChain } from '../../../src/core/chain-format.js';
import { commitSeed } from '../../../src/core/dice.js';
import {
  chainDay,
  chainSeed,
  daysInYear,
  hashForward,
  isChainHash,
  previousLink,
} from '../../../src/core/seed-chain.js';
import type { GameCreated } from '../../../src/core/tape.js';
import { makeSeedChain, yearChain } from '../../../src/service/seed-chain.js';

const SECRET = 'unit-test-secret-0123456789';
const sha = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe('the chain, as node:crypto computes it', () => {
  const chain = yearChain(SECRET, 2027);

  test("the last day's link is HMAC(secret, 'rolltape.chain/1:<year>'); each earlier one the sha256 of the next", () => {
    expect(chain.links).toHaveLength(365);
    expect(chain.links[364]).toBe(createHmac('sha256', SECRET).update('rolltape.chain/1:2027').digest('hex'));
    for (const i of [0, 1, 100, 363]) expect(chain.links[i]).toBe(sha(chain.links[i + 1]!));
    expect(chain.head).toBe(sha(chain.links[0]!));
    expect(previousLink(chain.links[5]!)).toBe(chain.links[4]);
  });

  test('every link hashed (its index + 1) times is the head, and one time fewer is not', () => {
    for (const i of [0, 58, 364]) {
      expect(hashForward(chain.links[i]!, i + 1)).toBe(chain.head);
      expect(hashForward(chain.links[i]!, i)).not.toBe(chain.head);
    }
    expect(hashForward(chain.head, 0)).toBe(chain.head);
  });

  test("a game's seed is HMAC(link, 'rolltape.daily/2:<rules>:<date>') keyed by the link's bytes", () => {
    const link = chain.links[10]!;
    const expected = createHmac('sha256', Buffer.from(link, 'hex'))
      .update('rolltape.daily/2:aircargo:2027-01-11')
      .digest('hex');
    expect(chainSeed(link, 'aircargo', '2027-01-11')).toBe(expected);
    expect(chainSeed(link, 'circuit-racer', '2027-01-11')).not.toBe(expected);
  });

  test('years have their own chains; leap years have 366 links', () => {
    expect(yearChain(SECRET, 2028).links).toHaveLength(366);
    expect(daysInYear(2100)).toBe(365);
    expect(daysInYear(2000)).toBe(366);
    expect(yearChain(SECRET, 2028).head).not.toBe(chain.head);
    expect(yearChain(`${SECRET}x`, 2027).head).not.toBe(chain.head);
  });

  test('a date sits at its day of the year; non-dates are refused', () => {
    expect(chainDay('2027-01-01')).toEqual({ year: 2027, index: 0 });
    expect(chainDay('2027-03-01')).toEqual({ year: 2027, index: 59 });
    expect(chainDay('2028-03-01')).toEqual({ year: 2028, index: 60 });
    expect(chainDay('2028-12-31')).toEqual({ year: 2028, index: 365 });
    for (const bad of ['2027-02-29', '2027-13-01', '2027-00-10', '2027-04-31', '2027-01-00', '2027-1-1', ''])
      expect(chainDay(bad), bad).toBeUndefined();
  });

  test('a link or head is 64 lower-case hex digits', () => {
    expect(isChainHash(chain.head)).toBe(true);
    for (const bad of [chain.head.toUpperCase(), chain.head.slice(1), `${chain.head}0`, 42, null, [chain.head]])
      expect(isChainHash(bad)).toBe(false);
  });
});

describe("the server's chain: links by date, periods as published", () => {
  const chain = makeSeedChain(SECRET);
  const year = yearChain(SECRET, 2026);

  test('a date gives its link and each game its seed from it', () => {
    expect(chain.linkOf('2026-11-22')).toBe(year.links[chainDay('2026-11-22')!.index]);
    expect(chain.headOf(2026)).toBe(year.head);
    expect(chain.seedOf('aircargo', '2026-11-22')).toBe(chainSeed(year.links[325]!, 'aircargo', '2026-11-22'));
    expect(() => chain.linkOf('2026-02-30')).toThrow(/not a date/);
  });

  test('a period lists the links from the start through the last closed day, clipped to its year', () => {
    const dates = (from: string, through: string, y = 2026) => chain.period(y, from, through).links.map((l) => l.date);
    expect(dates('2026-12-29', '2026-12-31')).toEqual(['2026-12-29', '2026-12-30', '2026-12-31']);
    expect(dates('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31']);
    expect(dates('2026-12-30', '2027-01-02', 2027)).toEqual(['2027-01-01', '2027-01-02']);
    expect(dates('2026-12-30', '2026-12-29')).toEqual([]);
    expect(dates('2027-01-05', '2027-02-01')).toEqual([]);
    expect(dates('2025-06-01', '2026-01-02')).toEqual(['2026-01-01', '2026-01-02']);
    expect(dates('2026-06-01', '2025-12-31')).toEqual([]);
    const period = chain.period(2026, '2026-03-01', '2026-03-01');
    expect(period).toEqual({
      year: 2026,
      firstDay: '2026-01-01',
      lastDay: '2026-12-31',
      head: year.head,
      links: [{ date: '2026-03-01', link: year.links[59] }],
    });
  });
});

describe('the audit’s chain check', () => {
  const year = yearChain(SECRET, 2027);
  const date = '2027-03-01';
  const link = year.links[59]!;
  const seed = chainSeed(link, 'circuit-racer', date);
  const created = (overrides: Partial<GameCreated> = {}): GameCreated =>
    ({
      type: 'GameCreated',
      rules: 'circuit-racer',
      rulesVersion: 1,
      players: [{ name: 'Ada' }],
      options: {},
      seedCommitment: commitSeed(seed),
      clientSeed: null,
      sandbox: null,
      challenge: `circuit-racer-${date}`,
      ...overrides,
    }) as GameCreated;
  const published: PublishedChain = {
    algorithm: 'rolltape.chain/1',
    start: '2027-02-01',
    periods: [{ year: 2027, firstDay: '2027-01-01', lastDay: '2027-12-31', head: year.head, links: [] }],
  };
  const block = { date, head: year.head, link };

  test('a game that is no challenge entry has no chain check', () => {
    const { challenge: _, ...plain } = created();
    expect(chainCheck(plain as GameCreated, block, published)).toBeUndefined();
  });

  test('passes when the seed follows from the link and the link reaches the head, saying against which head', () => {
    expect(chainCheck(created(), block)).toEqual({
      name: 'chain',
      status: 'pass',
      detail: `the seed follows from the link of ${date}, which hashes forward 60 times to the head in the export; pass the saved GET /v1/challenges/chain (--chain) to check it is the published one`,
    });
    expect(chainCheck(created(), block, published)).toEqual({
      name: 'chain',
      status: 'pass',
      detail: `the seed follows from the link of ${date}, which hashes forward 60 times to the head published for 2027`,
    });
  });

  test.each([
    ['a link of another day', { ...block, link: year.links[58]! }, /does not hash forward to the head/],
    ['a head of another year', { ...block, head: yearChain(SECRET, 2026).head }, /differs from the published one/],
    ['the chain of another day', { ...block, date: '2027-03-02' }, /is for 2027-03-02, not 2027-03-01/],
  ])('fails on %s', (_name, exported, detail) => {
    const check = chainCheck(created(), exported, published);
    expect(check).toMatchObject({ name: 'chain', status: 'fail', seq: 1 });
    expect(check!.detail).toMatch(detail);
  });

  test("fails when the link reaches the head but the game's seed does not follow from it", () => {
    const check = chainCheck(created({ seedCommitment: commitSeed('another seed') }), block, published);
    expect(check).toMatchObject({
      status: 'fail',
      detail: `the seed that follows from the link of ${date} is not the one the game committed to`,
    });
    // The same export and chain, with the rules of another game: another seed.
    expect(chainCheck(created({ rules: 'aircargo' }), block)).toMatchObject({ status: 'fail' });
  });

  test("the head compared is the one of the entry's year, whatever order the saved chain lists its years in", () => {
    const other = {
      year: 2026,
      firstDay: '2026-01-01',
      lastDay: '2026-12-31',
      head: yearChain(SECRET, 2026).head,
      links: [],
    };
    const both = { ...published, periods: [other, ...published.periods] };
    expect(chainCheck(created(), block, both)).toMatchObject({ status: 'pass' });
  });

  test('a head the export invents fails only against the published chain', () => {
    const forged = yearChain('another secret entirely', 2027);
    const seedOfForged = chainSeed(forged.links[59]!, 'circuit-racer', date);
    const game = created({ seedCommitment: commitSeed(seedOfForged) });
    const exported = { date, head: forged.head, link: forged.links[59]! };
    expect(chainCheck(game, exported)).toMatchObject({ status: 'pass' });
    expect(chainCheck(game, exported, published)).toMatchObject({ status: 'fail' });
    expect(chainCheck(game, exported, { ...published, periods: [] })).toMatchObject({
      status: 'fail',
      detail: 'the saved chain has no head for 2027',
    });
  });

  test('the link is skipped until the day closes, but the head is already held to the published one', () => {
    expect(chainCheck(created(), { ...block, link: null }, published)).toEqual({
      name: 'chain',
      status: 'skip',
      detail: `the link of ${date} is revealed when the day closes`,
    });
    expect(
      chainCheck(created(), { ...block, link: null, head: yearChain(SECRET, 2026).head }, published),
    ).toMatchObject({ status: 'fail' });
  });

  test('an export without a chain: skipped before the chain began, failed on a day the published chain covers', () => {
    expect(chainCheck(created(), null)).toMatchObject({
      name: 'chain',
      status: 'skip',
      detail: expect.stringMatching(/pass --chain/),
    });
    expect(chainCheck(created(), undefined, { ...published, start: '2027-03-02' })).toMatchObject({
      status: 'skip',
      detail: expect.stringMatching(/the chain starts on 2027-03-02/),
    });
    expect(chainCheck(created(), null, published)).toEqual({
      name: 'chain',
      status: 'fail',
      detail: 'the published chain covers 2027-03-01 (from 2027-02-01), but the export carries no link',
      seq: 1,
    });
    expect(chainCheck(created(), null, { ...published, start: date })).toMatchObject({ status: 'fail' });
  });

  test('a challenge id without a date fails', () => {
    expect(chainCheck(created({ challenge: 'circuit-racer-someday' }), block)).toMatchObject({
      status: 'fail',
      detail: 'challenge circuit-racer-someday names no date',
    });
  });
});

describe('the chain as a file', () => {
  const head = yearChain(SECRET, 2027).head;
  const good = {
    algorithm: 'rolltape.chain/1',
    start: '2027-02-01',
    periods: [{ year: 2027, firstDay: '2027-01-01', lastDay: '2027-12-31', head, links: [] }],
  };

  test('a saved GET /v1/challenges/chain reads back; anything else says why not', () => {
    expect(parseChain(good)).toBe(good);
    expect(parseChain({ data: good })).toMatch(/^not a Rolltape seed chain/);
    expect(parseChain({ ...good, algorithm: 'rolltape.chain/2' })).toMatch(/^not a Rolltape seed chain/);
    expect(parseChain({ ...good, start: '2027-02-30' })).toMatch(/`start` is not a date/);
    expect(parseChain({ ...good, periods: [{ ...good.periods[0], head: 'abc' }] })).toMatch(/periods\[0\]/);
    expect(parseChain({ ...good, periods: [{ ...good.periods[0], year: '2027' }] })).toMatch(/periods\[0\]/);
    expect(parseChain({ ...good, periods: [{ ...good.periods[0], links: null }] })).toMatch(/no `links` list/);
    expect(parseChain([good])).toMatch(/^not a Rolltape seed chain/);
    expect(parseChain(null)).toMatch(/^not a Rolltape seed chain/);
    expect(parseChain({ ...good, start: ['2027-02-01'] })).toMatch(/`start` is not a date/);
  });

  test("an export's chain block is null, absent or well formed", () => {
    expect(exportedChainProblem(null)).toBeUndefined();
    expect(exportedChainProblem(undefined)).toBeUndefined();
    expect(exportedChainProblem({ date: '2027-03-01', head, link: null })).toBeUndefined();
    expect(exportedChainProblem({ date: '2027-03-01', head, link: head })).toBeUndefined();
    expect(exportedChainProblem('chain')).toMatch(/neither an object nor null/);
    expect(exportedChainProblem({ date: 'March', head, link: null })).toMatch(/chain.date/);
    expect(exportedChainProblem({ date: ['2027-03-01'], head, link: null })).toMatch(/chain.date/);
    expect(exportedChainProblem({ date: '2027-03-01', head: 'x', link: null })).toMatch(/chain.head/);
    expect(exportedChainProblem({ date: '2027-03-01', head, link: 'x' })).toMatch(/chain.link/);
  });
});

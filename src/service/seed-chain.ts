import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { ChainLink, ChainPeriod } from '../core/chain-format.js';
import { chainDay, chainSeed, daysInYear, previousLink } from '../core/seed-chain.js';
import { LruCache } from './game-cache.js';

/**
 * The server's side of the seed chain (src/core/seed-chain.ts): the links of a year, derived from the
 * server secret. The year's last link is HMAC-SHA256(secret, "rolltape.chain/1:<year>"); every
 * earlier one is the SHA-256 of the next. Nothing is stored: the secret and the year give the chain.
 */

/** One year's links, 1 January first, and its head. */
export interface YearChain {
  readonly year: number;
  readonly links: readonly string[];
  readonly head: string;
}

/** The year's chain, walked back from its last day (`daysInYear` hashes). */
export function yearChain(secret: string, year: number): YearChain {
  const links = new Array<string>(daysInYear(year));
  let link = bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`rolltape.chain/1:${year}`)));
  for (let i = links.length - 1; i >= 0; i--) {
    links[i] = link;
    link = previousLink(link);
  }
  return { year, links, head: link };
}

/** Years kept walked: this one, next, and a few an audit or an old export asks about. */
const YEARS_KEPT = 4;

/** A server's chain: links and heads by date and year, each year walked once and kept. */
export function makeSeedChain(secret: string) {
  const years = new LruCache<number, YearChain>(YEARS_KEPT);
  const chainOf = (year: number): YearChain => {
    let chain = years.get(year);
    if (chain === undefined) years.set(year, (chain = yearChain(secret, year)));
    return chain;
  };
  const dayOf = (date: string) => {
    const day = chainDay(date);
    if (day === undefined) throw new Error(`not a date: ${date}`);
    return day;
  };
  return {
    headOf: (year: number): string => chainOf(year).head,
    linkOf(date: string): string {
      const day = dayOf(date);
      return chainOf(day.year).links[day.index]!;
    },
    /** The seed of `rules` on `date`, from the day's link. */
    seedOf(rules: string, date: string): string {
      return chainSeed(this.linkOf(date), rules, date);
    },
    /**
     * A year as published: its head, and the links of the days from `from` through `through` (the
     * days that have closed since the chain began), clipped to the year.
     */
    period(year: number, from: string, through: string): ChainPeriod {
      const chain = chainOf(year);
      const firstDay = `${year}-01-01`;
      const lastDay = `${year}-12-31`;
      const days = chain.links.length;
      const first = from <= firstDay ? 0 : from > lastDay ? days : dayOf(from).index;
      const last = through >= lastDay ? days - 1 : through < firstDay ? -1 : dayOf(through).index;
      const links: ChainLink[] = [];
      for (let i = first; i <= last; i++) links.push({ date: dateOf(year, i), link: chain.links[i]! });
      return { year, firstDay, lastDay, head: chain.head, links };
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date of day `index` (0: 1 January) of `year`. */
const dateOf = (year: number, index: number): string =>
  new Date(Date.UTC(year, 0, 1) + index * DAY_MS).toISOString().slice(0, 10);

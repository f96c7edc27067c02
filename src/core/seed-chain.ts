import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The daily seed chain, as anyone can check it: one chain per UTC year. Each day has a link (32 bytes,
 * hex); a day's link is the SHA-256 of the next day's, and the year's head is the SHA-256 of its
 * first day's link. The head is published before the year starts, so every link, and every seed
 * derived from one, was fixed then: a link is a preimage of the head, which nobody can find after
 * the fact. Day d's link is revealed when day d closes; hashing it forward reaches the head.
 * Deriving the links from the server secret is the service's part (src/service/seed-chain.ts).
 */

/** The name of this construction, in the chain's answer (`GET /v1/challenges/chain`). */
export const CHAIN_ALGORITHM = 'rolltape.chain/1';

const HEX32 = /^[0-9a-f]{64}$/;

/** Whether a string is a link or head: 32 bytes as 64 lower-case hex digits. */
export const isChainHash = (value: unknown): value is string => typeof value === 'string' && HEX32.test(value);

/** The link before `link` in the chain (the previous day's), or the head when `link` is the year's first. */
export const previousLink = (link: string): string => bytesToHex(sha256(hexToBytes(link)));

/** `link` hashed `times` times: a day's link hashed (its day of the year + 1) times is the year's head. */
export function hashForward(link: string, times: number): string {
  let at = link;
  for (let i = 0; i < times; i++) at = previousLink(at);
  return at;
}

/**
 * A game's daily seed from its day's link: HMAC-SHA256(link, "rolltape.daily/2:<rules>:<date>"), hex.
 * One link serves every game of the day; each gets its own seed.
 */
export const chainSeed = (link: string, rules: string, date: string): string =>
  bytesToHex(hmac(sha256, hexToBytes(link), utf8ToBytes(`rolltape.daily/2:${rules}:${date}`)));

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** How many days (and links) a year's chain has. */
export const daysInYear = (year: number): number => (isLeapYear(year) ? 366 : 365);

/**
 * Where a UTC date (YYYY-MM-DD) sits in its year's chain: the year and the day's index (1 January
 * is 0), or `undefined` for a string that is no calendar date. Computed without `Date`: the core is pure.
 */
export function chainDay(date: string): { readonly year: number; readonly index: number } | undefined {
  const m = DATE.exec(date);
  if (m === null) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return undefined;
  const lengths = MONTH_DAYS.map((n, i) => (i === 1 && isLeapYear(year) ? 29 : n));
  if (day < 1 || day > lengths[month - 1]!) return undefined;
  const before = lengths.slice(0, month - 1).reduce((sum, n) => sum + n, 0);
  return { year, index: before + day - 1 };
}

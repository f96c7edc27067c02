import { CHAIN_ALGORITHM, chainDay, isChainHash } from './seed-chain.js';

/**
 * The seed chain as a file: what `GET /v1/challenges/chain` answers and `rolltape audit --chain`
 * reads back, and the chain block of a challenge entry's export. Small and pure, like export-format.ts.
 */

/** A revealed link: the link of a day that has closed. */
export interface ChainLink {
  readonly date: string;
  readonly link: string;
}

/** One year's chain: its head (published before the year starts) and the links revealed so far. */
export interface ChainPeriod {
  readonly year: number;
  readonly firstDay: string;
  readonly lastDay: string;
  readonly head: string;
  readonly links: readonly ChainLink[];
}

/** `GET /v1/challenges/chain`: the heads and revealed links, and the first day whose seeds follow from the chain. */
export interface PublishedChain {
  readonly algorithm: typeof CHAIN_ALGORITHM;
  /** Days before it kept the older derivation (`rolltape.daily/1`, from the server secret alone). */
  readonly start: string;
  readonly periods: readonly ChainPeriod[];
}

/** What an export of a challenge entry carries for the `chain` check: its day, the year's head, and the day's link once it has closed. */
export interface ExportedChain {
  readonly date: string;
  readonly head: string;
  readonly link: string | null;
}

const NOT_A_CHAIN = `not a Rolltape seed chain (GET /v1/challenges/chain, algorithm ${CHAIN_ALGORITHM})`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a saved `GET /v1/challenges/chain` answer, or says why it is not one. */
export function parseChain(value: unknown): PublishedChain | string {
  if (!isObject(value) || value.algorithm !== CHAIN_ALGORITHM || !Array.isArray(value.periods)) return NOT_A_CHAIN;
  if (typeof value.start !== 'string' || chainDay(value.start) === undefined)
    return `${NOT_A_CHAIN}: \`start\` is not a date`;
  for (const [i, period] of (value.periods as unknown[]).entries()) {
    if (!isObject(period) || !Number.isInteger(period.year) || !isChainHash(period.head))
      return `${NOT_A_CHAIN}: periods[${i}] has no whole-number \`year\` and 64-hex-digit \`head\``;
    if (!Array.isArray(period.links)) return `${NOT_A_CHAIN}: periods[${i}] has no \`links\` list`;
  }
  return value as unknown as PublishedChain;
}

/** Why an export's `chain` block is not shaped as one, if it is not (`null` and absent are fine). */
export function exportedChainProblem(chain: unknown): string | undefined {
  if (chain === undefined || chain === null) return undefined;
  if (!isObject(chain)) return '`chain` is neither an object nor null';
  if (typeof chain.date !== 'string' || chainDay(chain.date) === undefined) return '`chain.date` is not a date';
  if (!isChainHash(chain.head)) return '`chain.head` is not 64 hex digits';
  if (chain.link !== null && !isChainHash(chain.link)) return '`chain.link` is neither 64 hex digits nor null';
  return undefined;
}

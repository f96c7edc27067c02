import type { AuditCheck } from './audit-check.js';
import type { ExportedChain, PublishedChain } from './chain-format.js';
import { commitSeed } from './dice.js';
import { chainDay, chainSeed, hashForward } from './seed-chain.js';
import type { GameCreated } from './tape.js';

/**
 * The `chain` check of an audit: that a challenge entry's seed was fixed before its year began. The
 * seed must follow from its day's link, the link must hash forward to its year's head, and, given the
 * chain the server published (`published`, a saved `GET /v1/challenges/chain`), that head must be the
 * published one. Games that are not challenge entries have no such check (`undefined`).
 */
export function chainCheck(
  created: Pick<GameCreated, 'rules' | 'challenge' | 'seedCommitment'>,
  exported: ExportedChain | null | undefined,
  published?: PublishedChain,
): AuditCheck | undefined {
  const challenge = created.challenge;
  if (challenge === undefined) return undefined;
  const fail = (detail: string): AuditCheck => ({ name: 'chain', status: 'fail', detail, seq: 1 });
  const date = challenge.slice(-10);
  const day = chainDay(date);
  if (day === undefined) return fail(`challenge ${challenge} names no date`);
  const chained = published !== undefined && date >= published.start;
  if (exported === null || exported === undefined) {
    if (chained)
      return fail(`the published chain covers ${date} (from ${published.start}), but the export carries no link`);
    const since = published === undefined ? 'pass --chain to check' : `the chain starts on ${published.start}`;
    return {
      name: 'chain',
      status: 'skip',
      detail: `the export names no chain for ${date}: its seed derives from the server secret alone, as before the chain began (${since})`,
    };
  }
  if (exported.date !== date) return fail(`the export's chain is for ${exported.date}, not ${date}`);
  let against =
    'the head in the export; pass the saved GET /v1/challenges/chain (--chain) to check it is the published one';
  if (published !== undefined) {
    const period = published.periods.find((p) => p.year === day.year);
    if (period === undefined) return fail(`the saved chain has no head for ${day.year}`);
    if (period.head !== exported.head) return fail(`the export's head for ${day.year} differs from the published one`);
    against = `the head published for ${day.year}`;
  }
  if (exported.link === null)
    return { name: 'chain', status: 'skip', detail: `the link of ${date} is revealed when the day closes` };
  if (hashForward(exported.link, day.index + 1) !== exported.head)
    return fail(`the link of ${date} does not hash forward to the head`);
  if (commitSeed(chainSeed(exported.link, created.rules, date)) !== created.seedCommitment)
    return fail(`the seed that follows from the link of ${date} is not the one the game committed to`);
  return {
    name: 'chain',
    status: 'pass',
    detail: `the seed follows from the link of ${date}, which hashes forward ${day.index + 1} times to ${against}`,
  };
}

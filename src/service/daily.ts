import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { commitSeed } from '../core/dice.js';
import type { Rulebook } from '../core/rulebook.js';
import type { AnyGame } from '../core/types.js';

/**
 * Daily challenges: one per UTC day per game that one person can play. Everything about a
 * challenge follows from its day's seed (`SeedOf`: the seed chain, or the server secret for days
 * before the chain began), so nothing is stored until someone enters.
 */

/** The seed of `rules` on `date`. */
export type SeedOf = (rules: string, date: string) => string;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CHALLENGE_ID = /^([a-z0-9-]+)-(\d{4}-\d{2}-\d{2})$/;

export interface DailyChallenge {
  /** `<rules>-<YYYY-MM-DD>`, e.g. `coal-n-write-2026-11-22`. */
  readonly id: string;
  readonly rules: string;
  readonly date: string;
  readonly opensAt: number;
  readonly closesAt: number;
  readonly seedCommitment: string;
  /** Kept server-side until `closesAt`; the service decides when to show it. */
  readonly seed: string;
}

/** Shorter than this is too guessable to derive every daily seed from. */
export const MIN_SECRET_LENGTH = 16;

/** Refuses a server secret too short to keep future challenges unpredictable (every runtime calls this). */
export function assertUsableSecret(secret: string, source: string): void {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${source} must be at least ${MIN_SECRET_LENGTH} characters`);
}

/** The UTC date (YYYY-MM-DD) of an instant. */
export const utcDate = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** Midnight UTC starting `date`, or `undefined` if it is not a real calendar date. */
export function startOfDay(date: string): number | undefined {
  const m = DATE.exec(date);
  if (m === null) return undefined;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return utcDate(at) === date ? at : undefined; // refuses 2026-02-30 and the like
}

/** A game gets a daily challenge if one person can play it: alone, or against its house bot. */
export const challengeable = (game: AnyGame): boolean => game.minPlayers === 1 || houseBot(game) !== undefined;

/** The bot that fills the other seats of a challenge that needs opponents. */
const houseBot = (game: AnyGame) => game.bots?.find((b) => b.id === 'default');

/**
 * The seats of a challenge entry: the entrant in seat 1, then house bots up to the game's minimum,
 * numbered only when there are several (a lone "House bot 1" reads as if others were missing).
 */
export function entrySeats(game: AnyGame, name: string): ({ name: string } | { name: string; bot: string })[] {
  const count = game.minPlayers - 1;
  const bots = Array.from({ length: count }, (_, i) => ({
    name: count === 1 ? 'House bot' : `House bot ${i + 1}`,
    bot: houseBot(game)!.id,
  }));
  return [{ name }, ...bots];
}

/**
 * The day's seed before the seed chain: HMAC-SHA256(secret, "rolltape.daily/1:<rules>:<date>"). Only
 * the holder of the secret can compute it ahead of time; everyone can check it against the
 * commitment afterwards. Days from the chain's start derive theirs from the chain (seed-chain.ts).
 */
export function dailySeed(secret: string, rules: string, date: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`rolltape.daily/1:${rules}:${date}`)));
}

/** Every day's seed from the secret alone (`rolltape.daily/1`): the seeds of the days before the chain. */
export const secretSeeds =
  (secret: string): SeedOf =>
  (rules, date) =>
    dailySeed(secret, rules, date);

export function dailyChallenge(seedOf: SeedOf, rules: string, date: string): DailyChallenge {
  const opensAt = startOfDay(date);
  if (opensAt === undefined) throw new Error(`not a date: ${date}`);
  const seed = seedOf(rules, date);
  return {
    id: `${rules}-${date}`,
    rules,
    date,
    opensAt,
    closesAt: opensAt + DAY_MS,
    seedCommitment: commitSeed(seed),
    seed,
  };
}

/** The challenges of `date`, in catalog order. */
export function dailyChallenges(seedOf: SeedOf, rulebook: Rulebook, date: string): DailyChallenge[] {
  return rulebook.games.filter(challengeable).map((game) => dailyChallenge(seedOf, game.id, date));
}

/** When the day of a challenge id closes (and its seed is revealed). */
export function closesAtOf(challengeId: string): number {
  const opensAt = startOfDay(challengeId.slice(-10));
  if (opensAt === undefined) throw new Error(`not a challenge id: ${challengeId}`);
  return opensAt + DAY_MS;
}

/** Reads a challenge id back into its challenge, if it names a challengeable game and a real date. */
export function parseChallengeId(seedOf: SeedOf, rulebook: Rulebook, id: string): DailyChallenge | undefined {
  const m = CHALLENGE_ID.exec(id);
  if (m === null) return undefined;
  const game = rulebook.current(m[1]!);
  if (game === undefined || !challengeable(game) || startOfDay(m[2]!) === undefined) return undefined;
  return dailyChallenge(seedOf, game.id, m[2]!);
}

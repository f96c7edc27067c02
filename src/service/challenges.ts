import type { Rulebook } from '../core/rulebook.js';
import { err, ok, type Result } from '../core/result.js';
import type { Standing } from '../core/types.js';
import type { ExportedChain, PublishedChain } from '../core/chain-format.js';
import { CHAIN_ALGORITHM } from '../core/seed-chain.js';
import type { ChainStartStore } from '../store/chain-start-store.js';
import type { ChallengeStore, FinishedEntry, LeaderboardStamp } from '../store/challenge-store.js';
import {
  assertUsableSecret,
  closesAtOf,
  dailyChallenges,
  entrySeats,
  parseChallengeId,
  secretSeeds,
  startOfDay,
  utcDate,
  type DailyChallenge,
  type SeedOf,
} from './daily.js';
import { makeSeedChain } from './seed-chain.js';
import { makeIdempotency, type Claimed, type KeepAnswer, type Once } from './idempotency.js';
import { inGraphqlWords, problem, type ServiceError } from './errors.js';
import { nameKey, normalizeName } from './names.js';
import { LruCache } from './game-cache.js';
import type { CreatedGame, GameService } from './games.js';
import type { PlayerRef } from './player-auth.js';

export interface ChallengeDeps {
  readonly store: ChallengeStore;
  /** Where the seed chain's first day is fixed, once per database. */
  readonly chainStart: ChainStartStore;
  readonly games: GameService;
  readonly rulebook: Rulebook;
  /** The server secret every daily seed is derived from (ROLLTAPE_SECRET). */
  readonly secret: string;
  readonly clock?: () => number;
  /** Where keyed entries keep their first answer; without it keys are not kept. */
  readonly once?: Once;
  /** Whose handle a name is: a guest may not enter under a player's handle. */
  readonly handleOwner?: (handleKey: string) => Promise<string | undefined>;
}

/** A challenge as served: the seed only once its day has closed. */
export interface ChallengeView {
  readonly id: string;
  readonly rules: string;
  readonly title: string;
  readonly date: string;
  readonly status: 'open' | 'closed';
  readonly opensAt: string;
  readonly closesAt: string;
  readonly seedCommitment: string;
  readonly seed: string | null;
  readonly entries: number;
}

export interface LeaderboardRow {
  readonly rank: number;
  readonly name: string;
  /** Entered by a player with a personal token (under their handle), not by a guest. */
  readonly account: boolean;
  readonly score: number;
  readonly title: string | null;
  /** The entry's game, once the day has closed; `null` before, while entries are private. */
  readonly gameId: string | null;
  readonly finishedAt: string;
}

export interface Leaderboard {
  readonly challengeId: string;
  readonly status: ChallengeView['status'];
  /** Changes whenever the ranking can; the REST ETag. Poll with it to get 304 when nothing changed. */
  readonly stamp: string;
  readonly entries: number;
  /** Entries that finished before the day closed; only these are ranked. */
  readonly finished: number;
  /** Whether a lower score ranks higher, as the finished games' standings say; `null` until one has finished. */
  readonly lowerIsBetter: boolean | null;
  readonly standings: LeaderboardRow[];
}

export interface ChallengeEntry {
  readonly challenge: ChallengeView;
  readonly entry: { readonly challengeId: string; readonly name: string; readonly gameId: string };
  readonly game: CreatedGame['game'];
  readonly seat: CreatedGame['seats'][number];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Leaderboards are computed only when their stamp moves; polls in between cost one aggregate query. */
const LEADERBOARD_CACHE = 256;

/**
 * Daily challenges: every entry is a one-player game on the day's seed, so everyone who reaches
 * the same label gets the same dice. An entry counts if its game ends before the day closes (after
 * that the seed is public); ties rank by who finished first.
 */
export function makeChallengeService(deps: ChallengeDeps) {
  const { store, games, rulebook, secret } = deps;
  assertUsableSecret(secret, 'ROLLTAPE_SECRET');
  const clock = deps.clock ?? Date.now;
  const chain = makeSeedChain(secret);
  const beforeChain = secretSeeds(secret);
  let chainStart: Promise<string> | undefined;
  /**
   * The chain's first day, fixed on first use as the next UTC day: no day already open changes its
   * seed, and the head covering it is published before it begins. Read again after a failed read.
   */
  const startOfChain = (): Promise<string> =>
    (chainStart ??= deps.chainStart.fix(utcDate(clock() + DAY_MS), clock()).catch((error: unknown) => {
      chainStart = undefined;
      throw error;
    }));
  const seeds = async (): Promise<SeedOf> => {
    const start = await startOfChain();
    return (rules, date) => (date >= start ? chain.seedOf(rules, date) : beforeChain(rules, date));
  };
  const boards = new LruCache<string, Leaderboard>(LEADERBOARD_CACHE);
  const once = deps.once ?? makeIdempotency({ store: undefined, clock });

  const present = (c: DailyChallenge, entries: number): ChallengeView => {
    const closed = clock() >= c.closesAt;
    return {
      id: c.id,
      rules: c.rules,
      title: rulebook.current(c.rules)!.title,
      date: c.date,
      status: closed ? 'closed' : 'open',
      opensAt: new Date(c.opensAt).toISOString(),
      closesAt: new Date(c.closesAt).toISOString(),
      seedCommitment: c.seedCommitment,
      seed: closed ? c.seed : null,
      entries,
    };
  };

  /** A challenge that exists and whose day has begun. */
  const find = async (id: string): Promise<Result<DailyChallenge, ServiceError>> => {
    const challenge = parseChallengeId(await seeds(), rulebook, id);
    if (challenge === undefined)
      return err(
        inGraphqlWords(
          problem('not-found', 'challenge-not-found', `no challenge ${id}; see GET /v1/challenges/daily`),
          `no challenge ${id}; see the dailyChallenges query`,
        ),
      );
    if (clock() < challenge.opensAt) return err(notOpenYet(challenge.date));
    return ok(challenge);
  };

  const stampOf = (challenge: DailyChallenge, s: LeaderboardStamp): string =>
    `${challenge.id}.${s.entries}.${s.finished}.${s.lastFinishedAt ?? 0}.${clock() >= challenge.closesAt ? 'closed' : 'open'}`;

  /** A new entry under `name`, or under the handle of `as` (its key, if any, known to be new). */
  const enter = async (
    id: string,
    name: string | undefined,
    as?: PlayerRef,
    keep?: KeepAnswer<ChallengeEntry>,
    claimed?: Claimed,
  ): Promise<Result<ChallengeEntry, ServiceError>> => {
    const found = await find(id);
    if (!found.ok) return found;
    const challenge = found.value;
    if (clock() >= challenge.closesAt)
      return err(
        problem('conflict', 'challenge-closed', `${id} closed at ${new Date(challenge.closesAt).toISOString()}`),
      );
    const raw = as?.handle ?? name;
    if (raw === undefined)
      return err(problem('malformed', 'name-required', 'an entry needs a name, or a personal token (rtp_…)'));
    const handle = normalizeName(raw);
    if (!handle.ok) return handle;
    const handleKey = nameKey(handle.value);
    if (as === undefined && (await deps.handleOwner?.(handleKey)) !== undefined)
      return err(
        problem(
          'conflict',
          'handle-owned',
          `"${handle.value}" is a player's handle: enter with their personal token (Authorization: Bearer rtp_…)`,
        ),
      );
    const game = rulebook.current(challenge.rules)!;
    const [own, ...bots] = entrySeats(game, handle.value);
    // The entries with this one: counted before it is written, so its answer is known before its
    // commit, and a keyed entry keeps that answer in it (idempotency.ts). A claimed entry's retry
    // (Workers) may find its own reservation among them already: not counted twice.
    const counted = claimed !== undefined && (await store.entryGameId(id, handleKey)) === claimed.gameId ? 0 : 1;
    const entries = ((await store.entryCounts([id])).get(id) ?? 0) + counted;
    const answerOf = (created: CreatedGame): ChallengeEntry => {
      const seat = created.seats.find((s) => s.seat === 1)!;
      return {
        challenge: present(challenge, entries),
        entry: { challengeId: id, name: seat.name, gameId: created.game.id },
        game: created.game,
        seat,
      };
    };
    const created = await games.createGame(
      { rules: challenge.rules, players: as === undefined ? [own!, ...bots] : [{ me: true }, ...bots] },
      { challengeId: id, seed: challenge.seed, handleKey },
      undefined,
      as,
      keep && ((created) => keep(answerOf(created))),
      claimed,
    );
    if (!created.ok) return created;
    return ok(answerOf(created.value));
  };

  return {
    /** The challenges of a UTC day (default: today). Future days are not open yet. */
    async daily(date?: string): Promise<Result<{ date: string; challenges: ChallengeView[] }, ServiceError>> {
      const day = date ?? utcDate(clock());
      const opensAt = startOfDay(day);
      if (opensAt === undefined)
        return err(problem('malformed', 'invalid-date', `"${day}" is not a date (YYYY-MM-DD)`));
      if (clock() < opensAt) return err(notOpenYet(day));
      const list = dailyChallenges(await seeds(), rulebook, day);
      const counts = await store.entryCounts(list.map((c) => c.id));
      return ok({ date: day, challenges: list.map((c) => present(c, counts.get(c.id) ?? 0)) });
    },

    /**
     * The seed chain as published: the heads of this year and the next (or of `year`), and the links
     * of the days that have closed since the chain began. Never today's link or a later one.
     */
    async chain(year?: number): Promise<Result<PublishedChain, ServiceError>> {
      const start = await startOfChain();
      const now = clock();
      const thisYear = Number(utcDate(now).slice(0, 4));
      const first = Number(start.slice(0, 4));
      if (year !== undefined && (year < Math.min(first, thisYear) || year > thisYear + 1))
        return err(
          problem(
            'not-found',
            'chain-period-not-found',
            `no chain for ${year}: the chain starts on ${start}, and only the next year's head (${thisYear + 1}) is published ahead`,
          ),
        );
      const lastClosed = utcDate(now - DAY_MS);
      const years = year === undefined ? [thisYear, thisYear + 1] : [year];
      return ok({
        algorithm: CHAIN_ALGORITHM,
        start,
        periods: years.map((y) => chain.period(y, start, lastClosed)),
      });
    },

    /** What an entry's export carries for the audit's `chain` check; `null` for a day before the chain. */
    async exportChain(challengeId: string): Promise<ExportedChain | null> {
      const date = challengeId.slice(-10);
      if (date < (await startOfChain())) return null;
      const closed = clock() >= closesAtOf(challengeId);
      return { date, head: chain.headOf(Number(date.slice(0, 4))), link: closed ? chain.linkOf(date) : null };
    },

    async challenge(id: string): Promise<Result<ChallengeView, ServiceError>> {
      const found = await find(id);
      if (!found.ok) return found;
      const counts = await store.entryCounts([id]);
      return ok(present(found.value, counts.get(id) ?? 0));
    },

    /**
     * Starts `name`'s entry: a new game on the day's seed, with its seat token. One entry per handle.
     * `as` (a personal token's player) enters under the player's handle, `name` aside, with the seat
     * bound to the player; a guest may not take a player's handle (`handle-owned`).
     * `idempotencyKey`: a retry with the same key and name gets the same entry and token back, where
     * it would otherwise meet `already-entered` and lose the token (idempotency.ts).
     */
    enter(
      id: string,
      name: string | undefined,
      idempotencyKey?: string,
      as?: PlayerRef,
    ): Promise<Result<ChallengeEntry, ServiceError>> {
      return once<ChallengeEntry>(
        'entry',
        idempotencyKey,
        { challenge: id, name, player: as?.id ?? null },
        (keep, claimed) => enter(id, name, as, keep, claimed),
      );
    },

    /** The stamp alone: what a poller compares with its ETag before asking for the board. */
    async leaderboardStamp(id: string): Promise<Result<string, ServiceError>> {
      const found = await find(id);
      if (!found.ok) return found;
      return ok(stampOf(found.value, await store.stamp(id, found.value.closesAt)));
    },

    async leaderboard(id: string, limit: number): Promise<Result<Leaderboard, ServiceError>> {
      const found = await find(id);
      if (!found.ok) return found;
      const challenge = found.value;
      const s = await store.stamp(id, challenge.closesAt);
      const stamp = stampOf(challenge, s);
      let board = boards.get(id);
      if (board?.stamp !== stamp) {
        const ranked = rank(await store.finishedEntries(id, challenge.closesAt), clock() >= challenge.closesAt);
        board = {
          challengeId: id,
          status: clock() >= challenge.closesAt ? 'closed' : 'open',
          stamp,
          entries: s.entries,
          finished: ranked.rows.length,
          lowerIsBetter: ranked.lowerIsBetter,
          standings: ranked.rows,
        };
        boards.set(id, board);
      }
      return ok({ ...board, standings: board.standings.slice(0, limit) });
    },
  };
}

export type ChallengeService = ReturnType<typeof makeChallengeService>;

const notOpenYet = (date: string): ServiceError =>
  problem('not-found', 'challenge-not-open', `the challenges of ${date} open at ${date}T00:00:00.000Z`);

/** Best score first (lower or higher as the rules say), then the earlier finish, then the name. */
function rank(
  entries: readonly FinishedEntry[],
  closed: boolean,
): { lowerIsBetter: boolean | null; rows: LeaderboardRow[] } {
  const lowerIsBetter = entries[0]?.standings.lowerIsBetter ?? null;
  const scored = entries.map((e) => ({ e, standing: e.standings.players.find((p) => p.seat === 1) as Standing }));
  scored.sort((a, b) => {
    const byScore = lowerIsBetter ? a.standing.score - b.standing.score : b.standing.score - a.standing.score;
    return byScore || a.e.finishedAt - b.e.finishedAt || a.e.name.localeCompare(b.e.name);
  });
  const rows = scored.map(({ e, standing }, i) => ({
    rank: i + 1,
    name: e.name,
    account: e.account,
    score: standing.score,
    title: standing.title ?? null,
    gameId: closed ? e.gameId : null,
    finishedAt: new Date(e.finishedAt).toISOString(),
  }));
  return { lowerIsBetter, rows };
}

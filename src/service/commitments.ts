import { commitSeed } from '../core/dice.js';
import { err, ok, type Result } from '../core/result.js';
import type { SeedCommitmentRecord } from '../core/tape.js';
import type { CommitmentStore } from '../store/commitment-store.js';
import type { SqlStatement } from '../store/db.js';
import { inGraphqlWords, problem, type ServiceError } from './errors.js';
import type { Secrets } from './secrets.js';

/** How long an issued commitment waits for its game: ample to choose a client seed, short enough that unused ones are swept soon. */
export const COMMITMENT_TTL_MS = 60 * 60 * 1000;

/** A commitment as issued: the client keeps `seedCommitment` to check the game's against it later. */
export interface IssuedCommitment {
  readonly id: string;
  readonly seedCommitment: string;
  readonly issuedAt: string;
  readonly expiresAt: string;
}

/** A commitment a new game may use: its seed, what `GameCreated` records, and the write that spends it. */
export interface RedeemedCommitment {
  readonly seed: string;
  readonly record: SeedCommitmentRecord;
  readonly claim: SqlStatement;
}

export interface CommitmentDeps {
  readonly store: CommitmentStore | undefined;
  readonly secrets: Secrets;
  readonly clock: () => number;
}

const unavailable = (): ServiceError =>
  problem('unavailable', 'commitments-unavailable', 'this server was started without a commitment store');

/**
 * Commit first. A provably fair game needs the server to commit to its seed before it sees the
 * player's: `issue` draws and stores a secret seed and answers only its hash; the player then picks
 * a `clientSeed` and creates the game with both, once. The tape records when each arrived.
 */
export function makeCommitments(deps: CommitmentDeps) {
  return {
    async issueCommitment(): Promise<Result<IssuedCommitment, ServiceError>> {
      if (deps.store === undefined) return err(unavailable());
      const now = deps.clock();
      const seed = deps.secrets.seed();
      const row = {
        id: `c_${deps.secrets.gameId()}`,
        seed,
        seedCommitment: commitSeed(seed),
        issuedAt: now,
        expiresAt: now + COMMITMENT_TTL_MS,
      };
      await deps.store.issue(row, now);
      return ok({
        id: row.id,
        seedCommitment: row.seedCommitment,
        issuedAt: iso(row.issuedAt),
        expiresAt: iso(row.expiresAt),
      });
    },
  };
}

/**
 * Checks that commitment `id` may seed game `gameId` now, with a client seed. Nothing is spent here:
 * the returned `claim` is written with the game, and its key refuses a second use.
 */
export async function redeemCommitment(
  deps: CommitmentDeps,
  id: string,
  clientSeed: string | undefined,
  gameId: string,
  now: number,
): Promise<Result<RedeemedCommitment, ServiceError>> {
  if (deps.store === undefined) return err(unavailable());
  if (clientSeed === undefined)
    return err(
      problem(
        'malformed',
        'client-seed-required',
        'a game created with a commitment needs the clientSeed you chose after receiving it',
      ),
    );
  const found = await deps.store.find(id);
  if (found === undefined)
    return err(
      inGraphqlWords(
        problem(
          'not-found',
          'commitment-not-found',
          `no commitment ${id} (or it expired and was swept); get one with POST /v1/commitments`,
        ),
        `no commitment ${id} (or it expired and was swept); get one with the createCommitment mutation`,
      ),
    );
  if (found.usedBy !== null) return err(usedError(id));
  if (now >= found.row.expiresAt)
    return err(
      problem(
        'conflict',
        'commitment-expired',
        `commitment ${id} expired at ${iso(found.row.expiresAt)}; get a new one`,
      ),
    );
  return ok({
    seed: found.row.seed,
    record: { id, issuedAt: iso(found.row.issuedAt), clientSeedAt: iso(now) },
    claim: deps.store.useStatement({ commitmentId: id, gameId, usedAt: now }),
  });
}

export const usedError = (id: string): ServiceError =>
  problem('conflict', 'commitment-used', `commitment ${id} already seeds another game; each is used once`);

const iso = (at: number): string => new Date(at).toISOString();

import { and, eq, isNull, lt } from 'drizzle-orm';
import { sqlDriverOf, statementOf, type Db, type SqlDriver, type SqlStatement } from './db.js';
import { causeChain } from './event-store.js';
import type { PlayerRow, PlayerTokenRow } from './player-store.js';
import { rememberedTokensOf, type RememberedTokens } from './remembered-tokens.js';
import { passkeyChallenges, passkeys, players, playerTokens } from './schema.js';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect;

/**
 * Passkeys and the challenges of their ceremonies. A challenge is used once: `use` sets its `usedBy`
 * only while it is null and then reads who won, so two requests racing with one challenge cannot
 * both proceed, on the embedded file (writes from the writer thread) and on D1 alike.
 */
export class PasskeyStore {
  constructor(
    private readonly db: Db,
    private readonly driver: SqlDriver = sqlDriverOf(db),
    /** The player tokens remembered over `db` (remembered-tokens.ts): a sign-in's revoked sessions are forgotten there. */
    private readonly remembered: RememberedTokens = rememberedTokensOf(db),
  ) {}

  /** Stores a new challenge, deleting those expired by `now` in the same batch (the table stays small). */
  async issue(challenge: PasskeyChallengeRow, now: number): Promise<void> {
    await this.driver.runBatch([
      statementOf(this.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now))),
      statementOf(this.db.insert(passkeyChallenges).values(challenge)),
    ]);
  }

  /**
   * Marks the challenge used by `nonce` and answers it, or `undefined` when it is unknown or another
   * request used it first. An expired challenge is still answered (the caller says it expired).
   */
  async use(challenge: string, nonce: string): Promise<PasskeyChallengeRow | undefined> {
    await this.driver.runBatch([
      statementOf(
        this.db
          .update(passkeyChallenges)
          .set({ usedBy: nonce })
          .where(and(eq(passkeyChallenges.challenge, challenge), isNull(passkeyChallenges.usedBy))),
      ),
    ]);
    const [row] = await this.db
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.challenge, challenge))
      .limit(1);
    return row?.usedBy === nonce ? row : undefined;
  }

  async byCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
    const [row] = await this.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
    return row;
  }

  async ofPlayer(playerId: string): Promise<PasskeyRow[]> {
    return this.db.select().from(passkeys).where(eq(passkeys.playerId, playerId)).orderBy(passkeys.createdAt);
  }

  async playerById(playerId: string): Promise<PlayerRow | undefined> {
    const [row] = await this.db.select().from(players).where(eq(players.id, playerId)).limit(1);
    return row;
  }

  /**
   * A new player, its first token and its passkey, in one batch: `handle-taken` when the handle's
   * look-alike key is taken (by a player made since the options were asked for), `passkey-exists`
   * when the credential is already registered.
   */
  async createPlayer(
    player: PlayerRow,
    token: PlayerTokenRow,
    passkey: PasskeyRow,
  ): Promise<'handle-taken' | 'passkey-exists' | null> {
    return this.refusalOf(() =>
      this.driver.runBatch([
        statementOf(this.db.insert(players).values(player)),
        statementOf(this.db.insert(playerTokens).values(token)),
        statementOf(this.db.insert(passkeys).values(passkey)),
      ]),
    );
  }

  /** Another passkey for an existing player; `passkey-exists` when the credential is already registered. */
  async addPasskey(passkey: PasskeyRow): Promise<'passkey-exists' | null> {
    const refused = await this.refusalOf(() =>
      this.driver.runBatch([statementOf(this.db.insert(passkeys).values(passkey))]),
    );
    return refused === 'handle-taken' ? null : refused;
  }

  /** A sign-in: the passkey's counter moves on and a token is made, in one batch; `revoke` tokens are deleted with it. */
  async signIn(credentialId: string, counter: number, at: number, token: PlayerTokenRow, revoke: readonly string[]) {
    const statements: SqlStatement[] = [
      statementOf(
        this.db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.credentialId, credentialId)),
      ),
      statementOf(this.db.insert(playerTokens).values(token)),
      ...revoke.map((id) =>
        statementOf(
          this.db.delete(playerTokens).where(and(eq(playerTokens.playerId, token.playerId), eq(playerTokens.id, id))),
        ),
      ),
    ];
    try {
      await this.driver.runBatch(statements);
    } finally {
      this.remembered.forget(revoke);
    }
  }

  private async refusalOf(write: () => Promise<void>): Promise<'handle-taken' | 'passkey-exists' | null> {
    try {
      await write();
      return null;
    } catch (error) {
      const cause = causeChain(error);
      if (/UNIQUE constraint failed: players\.handle_key/.test(cause)) return 'handle-taken';
      if (/(UNIQUE|PRIMARY KEY) constraint failed: passkeys\./.test(cause)) return 'passkey-exists';
      throw error;
    }
  }
}

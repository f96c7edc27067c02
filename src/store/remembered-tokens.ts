import type { players, playerTokens } from './schema.js';

/**
 * Personal tokens looked up recently, so a player's every request does not read the database
 * (`npm run bench webhooks`: each request of a player's Carbondale move read the token table).
 *
 * Revocation (docs/players.md, "Security: how fast a revoked token stops working"):
 * - revoked through this process (`DELETE /v1/me/tokens/{id}`, a passkey sign-in that retires an old
 *   session), the token is forgotten in the same call, before it answers: refused at once;
 * - revoked by another process sharing the database (a second server, another Workers isolate), it
 *   still works here until its entry expires: at most `REMEMBER_TOKEN_MS` after this process last
 *   read it from the database.
 * Only tokens found are remembered; an unknown token reads the database every time, so a new token
 * works at once and a flood of made-up tokens fills nothing.
 *
 * A lookup that started before a revocation in this process and finishes after it is not remembered
 * (the `generation` moved on meanwhile), so a read in flight cannot bring a revoked token back.
 */
export const REMEMBER_TOKEN_MS = 5_000;

/** At most this many tokens are remembered per process; the oldest lookups go first. */
export const MAX_REMEMBERED_TOKENS = 10_000;

/** A personal token's row and the player it belongs to (what `PlayerStore.byTokenHash` finds). */
export interface TokenOwner {
  readonly player: typeof players.$inferSelect;
  readonly token: typeof playerTokens.$inferSelect;
}

/** What a lookup finds: anything naming its token by `token.id`. */
interface Found {
  readonly token: { readonly id: string };
}

export class RememberedTokens<T extends Found = TokenOwner> {
  private readonly entries = new Map<string, { readonly found: T; readonly until: number }>();
  private generation = 0;

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly rememberMs = REMEMBER_TOKEN_MS,
    private readonly capacity = MAX_REMEMBERED_TOKENS,
  ) {}

  /** The token under `hash`: remembered if read less than `rememberMs` ago, else `read` (and remembered if found). */
  async lookup(hash: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    const now = this.now();
    const hit = this.entries.get(hash);
    if (hit !== undefined) {
      if (now < hit.until) return hit.found;
      this.entries.delete(hash);
    }
    const generation = this.generation;
    const found = await read();
    // Counted from before the read: the bound holds from the database's answer, however slow it was.
    if (found !== undefined && generation === this.generation) {
      this.entries.set(hash, { found, until: now + this.rememberMs });
      if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
    return found;
  }

  /** Forgets these tokens (revoked in this process); call it once the revocation is committed. */
  forget(tokenIds: readonly string[]): void {
    this.generation++;
    if (tokenIds.length === 0) return;
    for (const [hash, entry] of this.entries) if (tokenIds.includes(entry.found.token.id)) this.entries.delete(hash);
  }

  /** How many tokens are remembered now (for tests). */
  get size(): number {
    return this.entries.size;
  }
}

const perDatabase = new WeakMap<object, RememberedTokens>();

/**
 * The remembered tokens of one database handle: every store over it (players, passkeys; on Workers
 * the base services' and the Worker's own) shares them, so a revocation through any one is seen by all.
 */
export function rememberedTokensOf(db: object): RememberedTokens {
  let remembered = perDatabase.get(db);
  if (remembered === undefined) {
    remembered = new RememberedTokens();
    perDatabase.set(db, remembered);
  }
  return remembered;
}

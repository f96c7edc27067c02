/**
 * Personal tokens remembered in memory (store/remembered-tokens.ts), on a real libsql file: a token
 * revoked through this process is refused at once (REST, a move through the player's seat, a passkey
 * sign-in's retired session: see test/http/passkeys.test.ts); one revoked by another process sharing
 * the database works here for at most `REMEMBER_TOKEN_MS`, then is refused.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { rulebook } from '../../src/games/index.js';
import { makeServices } from '../../src/service/services.js';
import { EventStore } from '../../src/store/event-store.js';
import { openLibsql } from '../../src/store/libsql.js';
import { PlayerStore } from '../../src/store/player-store.js';
import {
  MAX_REMEMBERED_TOKENS,
  REMEMBER_TOKEN_MS,
  RememberedTokens,
  type TokenOwner,
} from '../../src/store/remembered-tokens.js';
import { hashToken } from '../../src/service/secrets.js';
import { bearer, get, json, openTestApp, post, type TestApp } from '../http/helpers.js';
import { MIGRATIONS, openTestDatabase, type TestDatabase } from '../support/database.js';

describe('PlayerStore.byTokenHash, remembered', () => {
  let database: TestDatabase;
  let now: number;
  let reads: number;
  let store: PlayerStore;
  beforeEach(async () => {
    database = await openTestDatabase();
    now = 1_000_000;
    reads = 0;
    store = new PlayerStore(database.db, undefined, new RememberedTokens(() => now));
    // Count the store's reads of the token table: a remembered token reads nothing.
    const read = store.remembered.lookup.bind(store.remembered);
    store.remembered.lookup = (hash, fromDb) => read(hash, () => (reads++, fromDb()));
  });
  afterEach(() => database.destroy());

  const player = async (id: string, tokens: string[]) => {
    const row = (tokenId: string, secret: string) => ({
      id: tokenId,
      playerId: id,
      name: tokenId,
      scopes: ['play'],
      tokenHash: hashToken(secret),
      createdAt: now,
      session: false,
    });
    expect(await store.create({ id, handle: id, handleKey: id, createdAt: now }, row(`${id}-t0`, tokens[0]!))).toBe(
      null,
    );
    for (let i = 1; i < tokens.length; i++) await store.addToken(row(`${id}-t${i}`, tokens[i]!));
  };
  const deleteElsewhere = (tokenId: string) =>
    database.client.execute({ sql: 'DELETE FROM player_tokens WHERE id = ?', args: [tokenId] });

  test('a token found is read once, then answered from memory until REMEMBER_TOKEN_MS have passed', async () => {
    await player('p1', ['rtp_a']);
    expect((await store.byTokenHash(hashToken('rtp_a')))?.token.id).toBe('p1-t0');
    now += REMEMBER_TOKEN_MS - 1;
    expect((await store.byTokenHash(hashToken('rtp_a')))?.player.id).toBe('p1');
    expect(reads).toBe(1);
    now += 1;
    expect((await store.byTokenHash(hashToken('rtp_a')))?.player.id).toBe('p1');
    expect(reads).toBe(2);
  });

  test('revoked by another process: still found until the bound, then refused', async () => {
    await player('p2', ['rtp_b']);
    expect(await store.byTokenHash(hashToken('rtp_b'))).toBeDefined();
    await deleteElsewhere('p2-t0');
    now += REMEMBER_TOKEN_MS - 1;
    expect(await store.byTokenHash(hashToken('rtp_b'))).toBeDefined();
    now += 1;
    expect(await store.byTokenHash(hashToken('rtp_b'))).toBeUndefined();
  });

  test('revoked through this store: refused at once; the player’s other token is still remembered', async () => {
    await player('p3', ['rtp_c', 'rtp_d']);
    expect(await store.byTokenHash(hashToken('rtp_c'))).toBeDefined();
    expect(await store.byTokenHash(hashToken('rtp_d'))).toBeDefined();
    expect(await store.revokeToken('p3', 'p3-t0')).toBe(true);
    expect(await store.byTokenHash(hashToken('rtp_c'))).toBeUndefined();
    const before = reads;
    expect((await store.byTokenHash(hashToken('rtp_d')))?.token.id).toBe('p3-t1');
    expect(reads).toBe(before);
  });

  test('a lookup in flight while the token is revoked here is answered but not remembered', async () => {
    await player('p4', ['rtp_e']);
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    const slow = store.remembered.lookup(hashToken('rtp_e'), async () => {
      const found = (await new PlayerStore(database.db, undefined, new RememberedTokens()).byTokenHash(
        hashToken('rtp_e'),
      )) as TokenOwner;
      await gate;
      return found;
    });
    await new Promise((done) => setTimeout(done, 20)); // the read has found the token
    expect(await store.revokeToken('p4', 'p4-t0')).toBe(true);
    release();
    expect(await slow).toBeDefined(); // read before the revocation
    expect(await store.byTokenHash(hashToken('rtp_e'))).toBeUndefined();
  });

  test('unknown tokens are never remembered (a new token works at once; guessing fills nothing)', async () => {
    expect(await store.byTokenHash(hashToken('rtp_later'))).toBeUndefined();
    expect(store.remembered.size).toBe(0);
    await player('p5', ['rtp_later']);
    expect(await store.byTokenHash(hashToken('rtp_later'))).toBeDefined();
    expect(store.remembered.size).toBe(1);
  });
});

describe('RememberedTokens', () => {
  test(`keeps at most its capacity (${MAX_REMEMBERED_TOKENS} by default), the oldest lookup going first`, async () => {
    const remembered = new RememberedTokens<{ token: { id: string } }>(() => 0, 1000, 2);
    let reads = 0;
    const look = (id: string) => remembered.lookup(id, async () => (reads++, { token: { id } }));
    await look('a');
    await look('b');
    await look('c');
    expect(remembered.size).toBe(2);
    await look('b');
    await look('c');
    expect(reads).toBe(3);
    await look('a');
    expect(reads).toBe(4);
  });
});

describe('over HTTP', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp();
  });
  afterEach(() => {
    vi.useRealTimers();
    t.database.destroy();
  });

  const newPlayer = async (handle: string, app = t.app) => {
    const made = await json(await post(app, '/v1/players', { handle }));
    return { token: made.token as string, tokenId: made.player.id as string };
  };

  test('a token revoked here no longer moves nor reads, at once', async () => {
    const ada = await newPlayer('Ada');
    const made = await json(await post(t.app, '/v1/me/tokens', { name: 'bot', scopes: ['play'] }, bearer(ada.token)));
    const bot = made.secret as string;
    const created = await json(
      await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ me: true }] }, bearer(bot)),
    );
    const id = created.game.id as string;
    const move = created.game.legalMoves[0];
    const moved = await post(t.app, `/v1/games/${id}/moves`, { move }, bearer(bot));
    expect(moved.status).toBe(200);
    const revoked = await t.app.request(`/v1/me/tokens/${made.token.id}`, {
      method: 'DELETE',
      headers: bearer(ada.token),
    });
    expect(revoked.status).toBe(200);
    const game = await json(await get(t.app, `/v1/games/${id}`, bearer(ada.token)));
    const refused = await post(t.app, `/v1/games/${id}/moves`, { move: game.legalMoves[0] }, bearer(bot));
    expect(refused.status).toBe(401);
    expect((await json(refused)).code).toBe('invalid-token');
    expect((await get(t.app, `/v1/games/${id}`, bearer(bot))).status).toBe(401);
  });

  test('a token revoked by another server on the same database works here for REMEMBER_TOKEN_MS at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const other = await openLibsql({ url: t.database.url, migrationsFolder: MIGRATIONS });
    try {
      const otherServices = makeServices({ db: other.db, store: new EventStore(other.db), rulebook });
      const ada = await newPlayer('Ada');
      const me = await json(await get(t.app, '/v1/me', bearer(ada.token)));
      expect(me.player.handle).toBe('Ada');
      const revoked = await otherServices.players.revokeToken(ada.token, me.token.id);
      expect(revoked.ok).toBe(true);
      // `GET /v1/me` reads the token's row itself (401 already); "my games" trusts the remembered token.
      expect((await get(t.app, '/v1/me', bearer(ada.token))).status).toBe(401);
      expect((await get(t.app, '/v1/me/games', bearer(ada.token))).status).toBe(200);
      vi.setSystemTime(Date.now() + REMEMBER_TOKEN_MS - 1);
      expect((await get(t.app, '/v1/me/games', bearer(ada.token))).status).toBe(200);
      vi.setSystemTime(Date.now() + 1);
      const refused = await get(t.app, '/v1/me/games', bearer(ada.token));
      expect(refused.status).toBe(401);
      expect((await json(refused)).code).toBe('invalid-token');
    } finally {
      other.close();
    }
  });
});

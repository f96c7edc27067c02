import { err, ok, type Result } from '../core/result.js';
import type { Seat, Standings } from '../core/types.js';
import type { GameRow } from '../store/event-store.js';
import type { PlayerStore, PlayerTokenRow } from '../store/player-store.js';
import type { PlayerEntry } from '../store/challenge-store.js';
import { closesAtOf } from './daily.js';
import { streaksOf, type Streak } from './streaks.js';
import type { Token } from './answers.js';
import { problem, type ServiceError } from './errors.js';
import { nameKey, normalizeName } from './names.js';
import {
  authenticatePlayer,
  mayMint,
  PERSONAL_TOKEN_PREFIX,
  SCOPES,
  type PlayerCaller,
  type Scope,
} from './player-auth.js';
import { playerSeats, type PlayerSeat } from './present.js';
import { hashToken, webCryptoSecrets, type Secrets } from './secrets.js';

/** A player as the API shows one. */
export interface PlayerView {
  readonly id: string;
  readonly handle: string;
}

/** A personal token as listed: never the token itself, which is shown once, when it is made. */
export interface TokenView {
  readonly id: string;
  readonly name: string;
  readonly scopes: Scope[];
  readonly createdAt: string;
}

export interface CreatedPlayer {
  readonly player: PlayerView;
  /** The first personal token (scopes `play`, `read`, `webhooks`). Shown once; only its hash is stored. */
  readonly token: string;
}

export interface CreatedToken {
  readonly token: TokenView;
  /** Shown once. */
  readonly secret: string;
}

export interface RatingView {
  readonly rules: string;
  readonly rating: number;
  readonly rd: number;
  readonly games: number;
}

/** One of "my games": where the player sits, how it stands, and whether it waits for them. */
export interface PlayerGame {
  readonly id: string;
  readonly rules: string;
  readonly status: GameRow['status'];
  readonly seat: Seat;
  /** Whether the game waits for a move from the player's seat now. */
  readonly yourTurn: boolean;
  readonly version: number;
  readonly players: PlayerSeat[];
  readonly standings: Standings | null;
  readonly updatedAt: string;
}

export interface Profile {
  readonly handle: string;
  readonly createdAt: string;
  readonly ratings: RatingView[];
  /** The player's latest finished games, newest first. */
  readonly recentGames: PlayerGame[];
}

/** Whose turn it is, asked of the game service (a game's object on Workers) for one of the player's seats. */
export type TurnOf = (gameId: string, playerId: string) => Promise<Seat[] | null>;

export interface PlayerDeps {
  readonly store: PlayerStore;
  readonly clock?: () => number;
  readonly secrets?: Pick<Secrets, 'gameId'>;
  /** The seats a game waits for (`pending.players` of a choice), or `null` when it waits for none. */
  readonly turnOf: TurnOf;
  /** Ratings, brought up to date before a profile is read (a game ended elsewhere may still be owed). */
  readonly ratings?: { catchUp(): Promise<void> };
  /** A player's challenge entries (the challenge store's `entriesOf`). */
  readonly entriesOf?: (playerId: string, limit: number) => Promise<PlayerEntry[]>;
}

/** One of a player's daily challenge entries. */
export interface MyEntry {
  readonly challengeId: string;
  readonly rules: string;
  readonly date: string;
  readonly gameId: string;
  readonly status: GameRow['status'];
  /** Whether it ended before its day closed (only then is it ranked, and counted in a streak). */
  readonly finished: boolean;
  readonly score: number | null;
}

export interface MyChallenges {
  readonly entries: MyEntry[];
  readonly streak: Streak;
}

/** A personal token: `rtp_` + 40 Crockford base32 characters (200 bits), like a seat token but for a player. */
export function newPersonalToken(): string {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  let out = PERSONAL_TOKEN_PREFIX;
  for (const b of crypto.getRandomValues(new Uint8Array(40))) out += alphabet[b & 31];
  return out;
}

const TOKEN_NAME_MAX = 60;
/** Entries read for "my challenges" and its streaks: over a year of days. */
const MAX_ENTRIES = 1000;
const MAX_TOKENS = 50;
const RECENT_GAMES = 10;
export const MAX_MY_GAMES = 100;

const iso = (ms: number): string => new Date(ms).toISOString();

const tokenView = (t: PlayerTokenRow): TokenView => ({
  id: t.id,
  name: t.name,
  scopes: t.scopes.filter((s): s is Scope => (SCOPES as readonly string[]).includes(s)),
  createdAt: iso(t.createdAt),
});

const playerGame = (seat: Seat, game: GameRow, yourTurn: boolean): PlayerGame => ({
  id: game.id,
  rules: game.rules,
  status: game.status,
  seat,
  yourTurn,
  version: game.version,
  players: playerSeats(game.players),
  standings: game.standings,
  updatedAt: iso(game.updatedAt),
});

/**
 * Players and their personal tokens: making a player, reading and managing one's own account, one's
 * games, and anyone's public profile. Every call that acts as a player resolves its token through
 * `authenticatePlayer` (player-auth.ts).
 */
/** The stored row of a new personal token: its hash only, never the token (players and passkey sign-ins make them). */
export const tokenRowMaker =
  (ids: Pick<Secrets, 'gameId'>, clock: () => number) =>
  (playerId: string, name: string, scopes: readonly Scope[], secret: string, session = false): PlayerTokenRow => ({
    id: ids.gameId(),
    playerId,
    name,
    scopes: [...scopes],
    tokenHash: hashToken(secret),
    createdAt: clock(),
    session,
  });

export function makePlayerService(deps: PlayerDeps) {
  const { store, turnOf } = deps;
  const clock = deps.clock ?? Date.now;
  const ids = deps.secrets ?? webCryptoSecrets;

  const tokenRow = tokenRowMaker(ids, clock);

  const tokenName = (raw: string | undefined, fallback: string): Result<string, ServiceError> => {
    const name = (raw ?? fallback).trim();
    if (name.length === 0 || name.length > TOKEN_NAME_MAX)
      return err(problem('malformed', 'invalid-token-name', `a token's name has 1 to ${TOKEN_NAME_MAX} characters`));
    return ok(name);
  };

  return {
    /** Resolves a personal token (player-auth.ts); `scope` to require one. */
    authenticate: (token: Token, scope?: Scope): Promise<Result<PlayerCaller, ServiceError>> =>
      authenticatePlayer(store, token, scope),

    /** A new player under `handle` (the rules of names; unique by look-alike key), with its first token. */
    async createPlayer(rawHandle: string): Promise<Result<CreatedPlayer, ServiceError>> {
      const handle = normalizeName(rawHandle);
      if (!handle.ok) return handle;
      const id = ids.gameId();
      const token = newPersonalToken();
      const refused = await store.create(
        { id, handle: handle.value, handleKey: nameKey(handle.value), createdAt: clock() },
        tokenRow(id, 'first token', SCOPES, token),
      );
      if (refused === 'handle-taken')
        return err(
          problem(
            'conflict',
            'handle-taken',
            `the handle "${handle.value}" is taken (by it or by one that looks like it)`,
          ),
        );
      return ok({ player: { id, handle: handle.value }, token });
    },

    /** The caller's own player and the token it used. */
    async me(token: Token): Promise<Result<{ player: PlayerView; token: TokenView }, ServiceError>> {
      const caller = await authenticatePlayer(store, token);
      if (!caller.ok) return caller;
      const tokens = await store.tokens(caller.value.player.id);
      const used = tokens.find((t) => t.id === caller.value.tokenId);
      // Remembered, but revoked by another process meanwhile (remembered-tokens.ts): refused as unknown.
      if (used === undefined) return err(revokedMeanwhile());
      return ok({ player: caller.value.player, token: tokenView(used) });
    },

    async tokens(token: Token): Promise<Result<TokenView[], ServiceError>> {
      const caller = await authenticatePlayer(store, token);
      if (!caller.ok) return caller;
      return ok((await store.tokens(caller.value.player.id)).map(tokenView));
    },

    /**
     * A new personal token; its scopes may not exceed the caller's (a `read` token cannot make a
     * `play` one), unless the caller is a sign-in's session, which may make any (`mayMint`).
     */
    async createToken(
      token: Token,
      input: { readonly name?: string; readonly scopes: readonly Scope[] },
    ): Promise<Result<CreatedToken, ServiceError>> {
      const caller = await authenticatePlayer(store, token);
      if (!caller.ok) return caller;
      if (input.scopes.length === 0)
        return err(problem('malformed', 'no-scopes', 'a token needs at least one scope: play, read or webhooks'));
      for (const scope of input.scopes) {
        const allowed = mayMint(caller.value, scope);
        if (!allowed.ok) return allowed;
      }
      const name = tokenName(input.name, 'token');
      if (!name.ok) return name;
      const playerId = caller.value.player.id;
      if ((await store.tokens(playerId)).length >= MAX_TOKENS)
        return err(problem('conflict', 'too-many-tokens', `a player holds at most ${MAX_TOKENS} tokens; revoke one`));
      const secret = newPersonalToken();
      const row = tokenRow(playerId, name.value, [...new Set(input.scopes)], secret);
      await store.addToken(row);
      return ok({ token: tokenView(row), secret });
    },

    async renameToken(token: Token, tokenId: string, rawName: string): Promise<Result<TokenView, ServiceError>> {
      const caller = await authenticatePlayer(store, token);
      if (!caller.ok) return caller;
      const name = tokenName(rawName, '');
      if (!name.ok) return name;
      if (!(await store.renameToken(caller.value.player.id, tokenId, name.value))) return err(noToken(tokenId));
      const renamed = (await store.tokens(caller.value.player.id)).find((t) => t.id === tokenId);
      return renamed === undefined ? err(noToken(tokenId)) : ok(tokenView(renamed));
    },

    /** Revokes one of the caller's tokens (itself included): it stops working at once. */
    async revokeToken(token: Token, tokenId: string): Promise<Result<{ revoked: string }, ServiceError>> {
      const caller = await authenticatePlayer(store, token);
      if (!caller.ok) return caller;
      if (!(await store.revokeToken(caller.value.player.id, tokenId))) return err(noToken(tokenId));
      return ok({ revoked: tokenId });
    },

    /** The caller's games, most recently changed first; `active` holds games still waiting for players too. */
    async myGames(token: Token, status?: 'active' | 'over'): Promise<Result<PlayerGame[], ServiceError>> {
      const caller = await authenticatePlayer(store, token, 'read');
      if (!caller.ok) return caller;
      const playerId = caller.value.player.id;
      const rows = await store.games(playerId, status, MAX_MY_GAMES);
      const games = await Promise.all(
        rows.map(async ({ seat, game }) => {
          const due = game.status === 'active' ? await turnOf(game.id, playerId) : null;
          return playerGame(seat, game, due?.includes(seat) ?? false);
        }),
      );
      return ok(games);
    },

    /** The caller's challenge entries (newest first) and streaks: days in a row with a finished entry. */
    async myChallenges(token: Token): Promise<Result<MyChallenges, ServiceError>> {
      const caller = await authenticatePlayer(store, token, 'read');
      if (!caller.ok) return caller;
      const rows = (await deps.entriesOf?.(caller.value.player.id, MAX_ENTRIES)) ?? [];
      const entries = rows.map((e): MyEntry => {
        const finished = e.status === 'over' && e.updatedAt < closesAtOf(e.challengeId);
        return {
          challengeId: e.challengeId,
          rules: e.challengeId.slice(0, -11),
          date: e.challengeId.slice(-10),
          gameId: e.gameId,
          status: e.status,
          finished,
          score: e.standings?.players.find((p) => p.seat === 1)?.score ?? null,
        };
      });
      const days = entries.filter((e) => e.finished).map((e) => e.date);
      return ok({ entries, streak: streaksOf(days, clock()) });
    },

    /** Anyone's public profile: handle, ratings per game, latest finished games. */
    async profile(rawHandle: string): Promise<Result<Profile, ServiceError>> {
      const handle = normalizeName(rawHandle);
      const player = handle.ok ? await store.byHandleKey(nameKey(handle.value)) : undefined;
      if (player === undefined)
        return err(problem('not-found', 'player-not-found', `no player with the handle "${rawHandle}"`));
      // A failed pass leaves the games owed: the profile shows the ratings as they stand.
      await deps.ratings?.catchUp().catch(() => undefined);
      const [ratings, recent] = await Promise.all([
        store.ratingsOf([player.id]),
        store.games(player.id, 'over', RECENT_GAMES),
      ]);
      return ok({
        handle: player.handle,
        createdAt: iso(player.createdAt),
        ratings: ratings.map((r) => ({ rules: r.rules, rating: r.rating, rd: r.rd, games: r.games })),
        recentGames: recent.map(({ seat, game }) => playerGame(seat, game, false)),
      });
    },
  };
}

const noToken = (id: string): ServiceError => problem('not-found', 'token-not-found', `you have no token ${id}`);

export type PlayerService = ReturnType<typeof makePlayerService>;

/** `authenticatePlayer`'s refusal of a token revoked after it was last read (the bound of remembered-tokens.ts). */
const revokedMeanwhile = (): ServiceError =>
  problem('unauthenticated', 'invalid-token', 'this personal token is unknown or has been revoked');

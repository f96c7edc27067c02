import { sql } from 'drizzle-orm';
import { integer, primaryKey, real, sqliteTable, text, uniqueIndex, index } from 'drizzle-orm/sqlite-core';
import type { PlayerInfo, Standings } from '../core/types.js';

/**
 * The tape: the only source of truth. `(game_id, seq)` is the primary key, so two appends at the
 * same version cannot both land: the second fails on the key and is reported as a conflict.
 * `move_id` is unique per game, which makes a retried move idempotent.
 */
export const events = sqliteTable(
  'events',
  {
    gameId: text('game_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    /** The event without its `type`, as JSON. */
    data: text('data').notNull(),
    actor: integer('actor'),
    at: integer('at').notNull(),
    moveId: text('move_id'),
  },
  // Only moves carry ids, so the index holds only them (fewer index writes per append).
  (t) => [
    primaryKey({ columns: [t.gameId, t.seq] }),
    uniqueIndex('events_game_move_id')
      .on(t.gameId, t.moveId)
      .where(sql`${t.moveId} IS NOT NULL`),
  ],
);

/** Projection of each tape for listing and lookup; rebuildable from the events at any time. */
export const games = sqliteTable(
  'games',
  {
    id: text('id').primaryKey(),
    rules: text('rules').notNull(),
    rulesVersion: integer('rules_version').notNull(),
    /** `open` while seats wait for players (nothing is rolled or played until they are filled). */
    status: text('status', { enum: ['open', 'active', 'over'] }).notNull(),
    version: integer('version').notNull(),
    players: text('players', { mode: 'json' }).$type<PlayerInfo[]>().notNull(),
    sandbox: integer('sandbox', { mode: 'boolean' }).notNull(),
    seedCommitment: text('seed_commitment').notNull(),
    /** Secret until the game ends (then it is also on the tape, in `GameEnded`). Never served while running. */
    seed: text('seed').notNull(),
    standings: text('standings', { mode: 'json' }).$type<Standings>(),
    /** The daily challenge this game is an entry of; its seed is then the day's, revealed when the day closes. */
    challengeId: text('challenge_id'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  // Not on updated_at: every move updates it, and an index on it would be rewritten with each append.
  (t) => [index('games_rules_status').on(t.rules, t.status)],
);

/** One row per seat; the bearer token is stored only as its SHA-256. */
export const seats = sqliteTable(
  'seats',
  {
    gameId: text('game_id').notNull(),
    seat: integer('seat').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The player this seat is bound to (taken with a personal token): their tokens act for it as the seat's own does. */
    playerId: text('player_id'),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat] }), uniqueIndex('seats_token_hash').on(t.tokenHash)],
);

/** A player account: a handle unique by its look-alike key (`nameKey`), as challenge handles are. */
export const players = sqliteTable(
  'players',
  {
    id: text('id').primaryKey(),
    handle: text('handle').notNull(),
    handleKey: text('handle_key').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('players_handle_key').on(t.handleKey)],
);

/** A player's personal tokens (`rtp_…`), stored only as their SHA-256; deleted when revoked. */
export const playerTokens = sqliteTable(
  'player_tokens',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id').notNull(),
    name: text('name').notNull(),
    /** JSON array of scopes: `play`, `read`, `webhooks`. */
    scopes: text('scopes', { mode: 'json' }).$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: integer('created_at').notNull(),
    /**
     * A sign-in (a passkey's session) rather than a token made for a purpose: it may make personal
     * tokens of any scope, where a personal token may only make ones within its own scopes.
     */
    session: integer('session', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [uniqueIndex('player_tokens_token_hash').on(t.tokenHash), index('player_tokens_player').on(t.playerId)],
);

/**
 * Which games a player holds a seat in: written with the seat (node), or copied to the index from a
 * game's object (Workers), so "my games" is one query wherever the seats themselves live.
 */
export const playerGames = sqliteTable(
  'player_games',
  {
    playerId: text('player_id').notNull(),
    gameId: text('game_id').notNull(),
    seat: integer('seat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] }), index('player_games_game').on(t.gameId)],
);

/** A player's Glicko-2 rating in one game's rules. */
export const ratings = sqliteTable(
  'ratings',
  {
    playerId: text('player_id').notNull(),
    rules: text('rules').notNull(),
    rating: real('rating').notNull(),
    rd: real('rd').notNull(),
    vol: real('vol').notNull(),
    games: integer('games').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.rules] })],
);

/**
 * Games whose result has moved the ratings. Written in the batch that updates them, so a game is
 * rated once: a second pass fails on this key and changes nothing; a game over but not listed here
 * (the process stopped between the end and its rating) is rated by the next pass.
 */
export const ratedGames = sqliteTable('rated_games', {
  gameId: text('game_id').primaryKey(),
  ratedAt: integer('rated_at').notNull(),
});

/**
 * One entry per player handle per daily challenge: the key refuses a second entry under a handle
 * that looks like one already entered (see `nameKey`). Written in the same batch as the entry's game.
 */
export const challengeEntries = sqliteTable(
  'challenge_entries',
  {
    challengeId: text('challenge_id').notNull(),
    /** The handle's look-alike key (`nameKey`: UTS #39 skeleton, case-free): "Ada", " ada" and "Аda" (Cyrillic А) are one player. */
    handleKey: text('handle_key').notNull(),
    name: text('name').notNull(),
    gameId: text('game_id').notNull(),
    enteredAt: integer('entered_at').notNull(),
    /** The player who entered with a personal token (under their handle); `null` for a guest's entry. */
    playerId: text('player_id'),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.handleKey] }), index('challenge_entries_player').on(t.playerId)],
);

/**
 * Seeds committed to before the player chose a client seed (`POST /v1/commitments`). The seed is
 * secret; a game created with the commitment plays on it. Rows past `expires_at` are swept when
 * new ones are issued.
 */
export const commitments = sqliteTable(
  'commitments',
  {
    id: text('id').primaryKey(),
    seed: text('seed').notNull(),
    seedCommitment: text('seed_commitment').notNull(),
    issuedAt: integer('issued_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('commitments_expires_at').on(t.expiresAt)],
);

/**
 * A commitment used by a game. Its key is what makes a commitment single-use: the row is written in
 * the batch that creates the game, so of two games racing for one commitment only one is created.
 */
export const commitmentUses = sqliteTable('commitment_uses', {
  commitmentId: text('commitment_id').primaryKey(),
  gameId: text('game_id').notNull(),
  usedAt: integer('used_at').notNull(),
});

/**
 * A game's fold at one version (its state and what the service derives from the tape), so a read
 * after a restart need not replay a long tape. A cache, never the truth: written after the events
 * it covers have committed, used only by the rules code that wrote it (`build`), and never read by
 * a replay, an export or an audit. Deleting every row only makes the next cold reads slower.
 */
export const savedFolds = sqliteTable('saved_folds', {
  gameId: text('game_id').primaryKey(),
  seq: integer('seq').notNull(),
  build: text('build').notNull(),
  /** JSON: see `SavedFoldBody` in src/service/loaded-game.ts. */
  body: text('body').notNull(),
});

/**
 * The first answer to a create sent with an `Idempotency-Key` (a game, a challenge entry), so a
 * retry of the same request gets it again instead of a second game or a 409. Keyed by a hash of
 * the key, never the key itself; the answer (which holds seat tokens) is sealed with a cipher key
 * derived from the client's key, so only a caller who knows the key can read it back. `answer` is
 * null while the first request runs. Rows are swept a day after they were made.
 */
export const idempotentAnswers = sqliteTable(
  'idempotent_answers',
  {
    keyHash: text('key_hash').primaryKey(),
    /** sha256 of the request it answers (its use case and body): the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    answer: text('answer'),
    /**
     * The game a claim (Workers) is creating, chosen before its create runs: a retry that finds the
     * claim with no answer creates on that game's object, which answers the first game or makes it once.
     */
    gameId: text('game_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('idempotent_answers_created_at').on(t.createdAt)],
);

/**
 * The first UTC day whose daily seeds follow from the seed chain (src/service/seed-chain.ts). One row
 * (`id` 1), written once, the first time the challenges need it, as the next UTC day: days already
 * played (and today, on a server that was running) keep the seeds they were played on.
 */
export const seedChainStart = sqliteTable('seed_chain_start', {
  id: integer('id').primaryKey(),
  startDate: text('start_date').notNull(),
  fixedAt: integer('fixed_at').notNull(),
});

/**
 * A player's webhook endpoint (`POST /v1/me/webhooks`). `secret` is the Standard Webhooks signing
 * key (`whsec_…`) and must stay readable to sign each delivery. An endpoint whose deliveries have
 * failed for a day is disabled (`disabled_at`, with the reason) and receives nothing more.
 */
export const webhooks = sqliteTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id').notNull(),
    url: text('url').notNull(),
    /** JSON array of the event types it wants (`turn`, `game-over`, `challenge-closed`). */
    events: text('events').notNull(),
    secret: text('secret').notNull(),
    createdAt: integer('created_at').notNull(),
    /** When its deliveries began failing without a success since; `null` while it answers 2xx. */
    failingSince: integer('failing_since'),
    disabledAt: integer('disabled_at'),
    disabledReason: text('disabled_reason'),
  },
  (t) => [index('webhooks_player').on(t.playerId)],
);

/**
 * The outbox: one message per endpoint, written in the same transaction as the events that caused
 * it, so a crash after a commit loses none. `id` is the `webhook-id` every attempt of it carries.
 * `state`: `pending` until an attempt answers 2xx (`delivered`) or it is given up (`failed`).
 */
export const webhookMessages = sqliteTable(
  'webhook_messages',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id').notNull(),
    type: text('type').notNull(),
    /** The JSON body, exactly as signed and sent. */
    payload: text('payload').notNull(),
    createdAt: integer('created_at').notNull(),
    /** When it may be sent next: its creation (or a challenge's close), then each retry's backoff. */
    nextAttemptAt: integer('next_attempt_at').notNull(),
    attempts: integer('attempts').notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'failed'] }).notNull(),
  },
  // Only pending messages are looked for by time; the index holds only them.
  (t) => [
    index('webhook_messages_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_messages_webhook').on(t.webhookId, t.createdAt),
  ],
);

/**
 * A game object's own outbox on Workers: one row per notification (a player, not yet an endpoint),
 * written in the same storage transaction as the events it tells of. The player's endpoints live in
 * D1, which that transaction cannot reach, so the object's alarm expands each row into
 * `webhook_messages` in D1 (ids `msg_<key>_<endpoint>`, so expanding twice inserts nothing new) and
 * keeps the row until every message of it is delivered or given up. Unused on node and in D1.
 */
export const webhookNotifications = sqliteTable(
  'webhook_notifications',
  {
    key: text('key').primaryKey(),
    playerId: text('player_id').notNull(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    createdAt: integer('created_at').notNull(),
    /** When the alarm looks at it next: when it is due, then when its next pending message is. */
    wakeAt: integer('wake_at').notNull(),
    /** Set once its messages are in D1: a later endpoint of the player is not told of it. */
    expandedAt: integer('expanded_at'),
  },
  (t) => [index('webhook_notifications_wake').on(t.wakeAt)],
);

/** Every attempt of every message: the delivery log a player reads (`GET /v1/me/webhooks/{id}/deliveries`). */
export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    messageId: text('message_id').notNull(),
    attempt: integer('attempt').notNull(),
    at: integer('at').notNull(),
    /** The HTTP status answered, or `null` when none came (timeout, refused address, connection error). */
    status: integer('status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.attempt] })],
);

/**
 * A player's passkeys (WebAuthn credentials). Discoverable, so signing in needs no handle: the
 * authenticator names the credential and this row names its player. Only the public key is stored.
 */
export const passkeys = sqliteTable(
  'passkeys',
  {
    /** The credential's id, base64url, as the authenticator made it. */
    credentialId: text('credential_id').primaryKey(),
    playerId: text('player_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen: an assertion must move it on, unless the authenticator keeps none (0). */
    counter: integer('counter').notNull(),
    /** JSON array of the transports the browser reported (`internal`, `hybrid`, `usb`…), handed back as hints. */
    transports: text('transports', { mode: 'json' }).$type<string[]>().notNull(),
    /** Whether the platform syncs it to the player's other devices (`multiDevice`), as the authenticator said. */
    backedUp: integer('backed_up', { mode: 'boolean' }).notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at'),
  },
  (t) => [index('passkeys_player').on(t.playerId)],
);

/**
 * Challenges handed out for a passkey ceremony: single use (`usedBy` is set once, by a compare-and-set)
 * and expiring (`expiresAt`); rows past their expiry are deleted whenever a new one is written.
 */
export const passkeyChallenges = sqliteTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    /** `register` (a new player), `add` (another passkey for a player) or `sign-in`. */
    purpose: text('purpose').notNull(),
    /** `register`: the id the new player will have (the credential's user handle); `add`: the player. */
    playerId: text('player_id'),
    /** `register`: the handle asked for. */
    handle: text('handle'),
    expiresAt: integer('expires_at').notNull(),
    /** A nonce of the request that used the challenge; null until then. */
    usedBy: text('used_by'),
  },
  (t) => [index('passkey_challenges_expires_at').on(t.expiresAt)],
);

export const schema = {
  events,
  games,
  seats,
  challengeEntries,
  commitments,
  commitmentUses,
  savedFolds,
  idempotentAnswers,
  seedChainStart,
  players,
  playerTokens,
  playerGames,
  ratings,
  ratedGames,
  webhooks,
  webhookMessages,
  webhookAttempts,
  webhookNotifications,
  passkeys,
  passkeyChallenges,
};
export type Schema = typeof schema;

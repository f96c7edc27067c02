import type {
  MyChallenges,
  MyEntry,
  PlayerGame,
  PlayerView,
  Profile,
  RatingView,
  TokenView,
} from '../../../service/players.js';
import type { Streak } from '../../../service/streaks.js';
import type { Scope } from '../../../service/player-auth.js';
import { builder } from '../builder.js';
import { unwrap } from '../errors.js';
import { GameStatus, Player } from './game.js';
import { StandingsRef } from './standings.js';

/** Players as GraphQL serves them: the same service functions as `/v1/players` and `/v1/me`. */

const ScopeEnum = builder.enumType('TokenScope', {
  description: '`play`: move, join and create (and read); `read`: read your games; `webhooks`: manage webhooks.',
  values: ['play', 'read', 'webhooks'] as const,
});
const MyGamesStatus = builder.enumType('MyGamesStatus', {
  description: '`active`: being played or waiting for players; `over`: finished.',
  values: ['active', 'over'] as const,
});

const AccountRef = builder.objectRef<PlayerView>('PlayerAccount').implement({
  description: 'A player: a handle that plays games under personal tokens.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The player's id." }),
    handle: t.exposeString('handle', { description: 'The handle, as normalized (NFKC).' }),
  }),
});

const TokenRef = builder.objectRef<TokenView>('PersonalToken').implement({
  description: 'A personal token as listed: never the token itself, which is shown once.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The token's id (to rename or revoke it)." }),
    name: t.exposeString('name'),
    scopes: t.field({ type: [ScopeEnum], resolve: (k) => k.scopes }),
    createdAt: t.exposeString('createdAt', { description: 'ISO 8601, UTC.' }),
  }),
});

const PlayerGameRef = builder.objectRef<PlayerGame>('PlayerGame').implement({
  description: "One of a player's games: their seat, its status, and whether it waits for them.",
  fields: (t) => ({
    id: t.exposeID('id', { description: "The game's id." }),
    rules: t.exposeString('rules'),
    status: t.field({ type: GameStatus, resolve: (g) => g.status }),
    seat: t.exposeInt('seat', { description: "The player's seat." }),
    yourTurn: t.exposeBoolean('yourTurn', { description: "Whether the game waits for a move from the player's seat." }),
    version: t.exposeInt('version'),
    players: t.field({ type: [Player], resolve: (g) => g.players }),
    standings: t.field({ type: StandingsRef, nullable: true, resolve: (g) => g.standings }),
    updatedAt: t.exposeString('updatedAt', { description: 'ISO 8601, UTC.' }),
  }),
});

const RatingRef = builder.objectRef<RatingView>('Rating').implement({
  description: 'A Glicko-2 rating in one game, from finished games whose seats were all players (no bots, no sandbox).',
  fields: (t) => ({
    rules: t.exposeString('rules'),
    rating: t.exposeFloat('rating', { description: 'Starts at 1500.' }),
    rd: t.exposeFloat('rd', { description: 'Rating deviation: how unsure the rating still is (starts at 350).' }),
    games: t.exposeInt('games', { description: 'Rated games played.' }),
  }),
});

const ProfileRef = builder.objectRef<Profile>('PlayerProfile').implement({
  description: "A player's public profile.",
  fields: (t) => ({
    handle: t.exposeString('handle'),
    createdAt: t.exposeString('createdAt', { description: 'ISO 8601, UTC.' }),
    ratings: t.field({ type: [RatingRef], resolve: (p) => p.ratings }),
    recentGames: t.field({
      type: [PlayerGameRef],
      description: 'The latest finished games, newest first.',
      resolve: (p) => p.recentGames,
    }),
  }),
});

const MyEntryRef = builder.objectRef<MyEntry>('MyChallengeEntry').implement({
  description: 'One of your daily challenge entries.',
  fields: (t) => ({
    challengeId: t.exposeID('challengeId'),
    rules: t.exposeString('rules'),
    date: t.exposeString('date', { description: 'The UTC day, YYYY-MM-DD.' }),
    gameId: t.exposeID('gameId'),
    status: t.field({ type: GameStatus, resolve: (e) => e.status }),
    finished: t.exposeBoolean('finished', {
      description: 'Ended before its day closed: ranked, and counted in a streak.',
    }),
    score: t.float({ nullable: true, resolve: (e) => e.score }),
  }),
});

const StreakRef = builder.objectRef<Streak>('Streak').implement({
  fields: (t) => ({
    current: t.exposeInt('current', { description: 'Days in a row, up to today or yesterday, with a finished entry.' }),
    longest: t.exposeInt('longest', { description: 'The longest such run.' }),
  }),
});

const MyChallengesRef = builder.objectRef<MyChallenges>('MyChallenges').implement({
  fields: (t) => ({
    entries: t.field({ type: [MyEntryRef], description: 'Newest first.', resolve: (m) => m.entries }),
    streak: t.field({ type: StreakRef, resolve: (m) => m.streak }),
  }),
});

interface MeValue {
  readonly player: PlayerView;
  readonly token: TokenView;
}

const MeRef = builder.objectRef<MeValue>('Me').implement({
  description: 'The player of the personal token sent.',
  fields: (t) => ({
    player: t.field({ type: AccountRef, resolve: (m) => m.player }),
    token: t.field({ type: TokenRef, description: 'The token this request was sent with.', resolve: (m) => m.token }),
    tokens: t.field({
      type: [TokenRef],
      resolve: async (_m, _args, { services, token }) => unwrap(await services.players.tokens(token)),
    }),
    challenges: t.field({
      type: MyChallengesRef,
      description: 'Your daily challenge entries and your streak.',
      resolve: async (_m, _args, { services, token }) => unwrap(await services.players.myChallenges(token)),
    }),
    games: t.field({
      type: [PlayerGameRef],
      description: 'Your games, most recently changed first (at most 100).',
      args: { status: t.arg({ type: MyGamesStatus }) },
      resolve: async (_m, { status }, { services, token }) =>
        unwrap(await services.players.myGames(token, status ?? undefined)),
    }),
  }),
});

const CreatedPlayerRef = builder
  .objectRef<{ readonly player: PlayerView; readonly token: string }>('CreatedPlayer')
  .implement({
    fields: (t) => ({
      player: t.field({ type: AccountRef, resolve: (c) => c.player }),
      token: t.exposeString('token', { description: 'Your first personal token (rtp_…, every scope). Shown once.' }),
    }),
  });

const CreatedTokenRef = builder
  .objectRef<{ readonly token: TokenView; readonly secret: string }>('CreatedPersonalToken')
  .implement({
    fields: (t) => ({
      token: t.field({ type: TokenRef, resolve: (c) => c.token }),
      secret: t.exposeString('secret', { description: 'The token itself (rtp_…). Shown once.' }),
    }),
  });

builder.queryFields((t) => ({
  me: t.field({
    type: MeRef,
    nullable: true,
    description: 'The player of the personal token sent (Authorization: Bearer rtp_…).',
    resolve: async (_root, _args, { services, token }) => unwrap(await services.players.me(token)),
  }),
  player: t.field({
    type: ProfileRef,
    nullable: true,
    description: "A player's public profile, by handle.",
    args: { handle: t.arg.string({ required: true }) },
    resolve: async (_root, { handle }, { services }) => unwrap(await services.players.profile(handle)),
  }),
}));

builder.mutationFields((t) => ({
  createPlayer: t.field({
    type: CreatedPlayerRef,
    nullable: true,
    description: 'Make a player; answers its first personal token (shown once). Handles are unique by how they look.',
    args: { handle: t.arg.string({ required: true }) },
    resolve: async (_root, { handle }, { services }) => unwrap(await services.players.createPlayer(handle)),
  }),
  createToken: t.field({
    type: CreatedTokenRef,
    nullable: true,
    description: 'Make a personal token with some scopes (no more than the token you send has); shown once.',
    args: {
      name: t.arg.string(),
      scopes: t.arg({ type: [ScopeEnum], required: true }),
    },
    resolve: async (_root, { name, scopes }, { services, token }) =>
      unwrap(
        await services.players.createToken(token, {
          ...(name != null && { name }),
          scopes: scopes as Scope[],
        }),
      ),
  }),
  renameToken: t.field({
    type: TokenRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (_root, { id, name }, { services, token }) =>
      unwrap(await services.players.renameToken(token, String(id), name)),
  }),
  revokeToken: t.field({
    type: 'ID',
    nullable: true,
    description: 'Revoke one of your personal tokens (the one you send included); answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, { services, token }) =>
      unwrap(await services.players.revokeToken(token, String(id))).revoked,
  }),
}));

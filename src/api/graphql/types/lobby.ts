import { err } from '../../../core/result.js';
import { actingPlayer } from '../../../service/player-seats.js';
import { invalidRequest } from '../../../service/invalid-request.js';
import { JoinInput } from '../../../service/inputs.js';
import type { JoinedGame, OpenGame } from '../../../service/games.js';
import { builder } from '../builder.js';
import { unwrap } from '../errors.js';
import { SeatToken } from './game-operations.js';
import { GameRef, Player } from './game.js';
import { inRange } from '../arg-range.js';

const OpenGameRef = builder.objectRef<OpenGame>('OpenGame').implement({
  description: 'A game waiting for players: join one of its open seats with `joinGame`.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The game's id." }),
    rules: t.exposeString('rules', { description: 'Which game: a rules id such as `circuit-racer` (see `rules`).' }),
    rulesVersion: t.exposeInt('rulesVersion', {
      description: 'The rules version the game plays under, fixed when it was created.',
    }),
    sandbox: t.exposeBoolean('sandbox', { description: 'Dice were supplied by the creator; never ranked.' }),
    players: t.field({
      type: [Player],
      description: 'Every seat, in seat order (seat 1 first).',
      resolve: (g) => g.players,
    }),
    openSeats: t.intList({ description: 'The seats still open, lowest first.', resolve: (g) => g.openSeats }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the game was created (ISO 8601, UTC).',
      resolve: (g) => g.createdAt,
    }),
  }),
});

const JoinedGameRef = builder.objectRef<JoinedGame>('JoinedGame').implement({
  fields: (t) => ({
    seat: t.field({
      type: SeatToken,
      description: 'Your seat and its bearer token (shown once).',
      resolve: (j) => j.seat,
    }),
    game: t.field({
      type: GameRef,
      description: 'The game after your join, as your seat sees it.',
      resolve: (j) => j.game,
    }),
  }),
});

builder.queryFields((t) => ({
  openGames: t.field({
    type: [OpenGameRef],
    description: 'Games of `rules` (without it: of every game) waiting for players, newest first.',
    args: {
      rules: t.arg.string({ description: 'A rules id, e.g. `carbondale` (default: every game).' }),
      limit: t.arg.int({ defaultValue: 100, description: 'How many games, 1–500.' }),
    },
    resolve: async (_root, { rules, limit }, { services }) => {
      inRange('limit', limit, 1, 500);
      return unwrap(await services.games.openGames(rules ?? undefined, limit ?? 100));
    },
  }),
}));

builder.mutationFields((t) => ({
  joinGame: t.field({
    type: JoinedGameRef,
    nullable: true,
    description:
      'Take an open seat (`seat`, or the lowest open one). The join that takes the last seat starts the game.',
    args: {
      gameId: t.arg.id({ required: true, description: "The game's id." }),
      name: t.arg.string({
        description: "Your player name, 1–40 characters; with a personal token (rtp_…), your player's handle instead.",
      }),
      seat: t.arg.int({ description: 'The open seat to take (default: the lowest open one).' }),
    },
    resolve: async (_root, args, { services, token }) => {
      const as = unwrap(await actingPlayer(services.players.authenticate, token));
      const parsed = JoinInput.safeParse({
        ...(args.name != null && { name: args.name }),
        ...(args.seat != null && { seat: args.seat }),
      });
      if (!parsed.success) unwrap(err(invalidRequest(parsed.error.issues, 'input')));
      return unwrap(await services.games.joinGame(String(args.gameId), parsed.data!, as));
    },
  }),
  leaveGame: t.field({
    type: GameRef,
    nullable: true,
    description: "Give up your token's seat before the game starts; answers the game as a spectator sees it.",
    args: { gameId: t.arg.id({ required: true, description: "The game's id." }) },
    resolve: async (_root, { gameId }, { services, token }) =>
      unwrap(await services.games.leaveGame(String(gameId), token)),
  }),
}));

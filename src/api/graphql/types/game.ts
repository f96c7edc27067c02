import type { GameSnapshot } from '../../../service/present.js';
import { builder } from '../builder.js';
import { GameViewRef, legalMovesOf, MoveRef, tagView } from '../game-types.js';
import { PendingRef } from './pending.js';
import { StandingsRef } from './standings.js';

export const GameStatus = builder.enumType('GameStatus', {
  description: '`open`: waiting for players to take its open seats (nothing is rolled or played until then).',
  values: ['open', 'active', 'over'] as const,
});

export const Player = builder.objectRef<GameSnapshot['players'][number]>('Player').implement({
  fields: (t) => ({
    seat: t.exposeInt('seat', { description: 'The seat number, 1 first.' }),
    name: t.exposeString('name', { description: "'' for an open seat." }),
    bot: t.string({
      nullable: true,
      description: 'The bot that plays this seat; null for a person.',
      resolve: (p) => p.bot,
    }),
    open: t.exposeBoolean('open', { description: 'Still open: anyone may join it.' }),
  }),
});

export const GameRef = builder.objectRef<GameSnapshot>('Game').implement({
  description: 'A game at one version, as the caller may see it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The game's id." }),
    rules: t.exposeString('rules', { description: 'Which game: a rules id such as `circuit-racer` (see `rules`).' }),
    rulesVersion: t.exposeInt('rulesVersion', {
      description: 'The rules version the game plays under, fixed when it was created.',
    }),
    version: t.exposeInt('version', { description: 'Number of events on the tape.' }),
    status: t.field({
      type: GameStatus,
      description:
        '`open`: waiting for players to take its open seats; nothing is rolled or played until they are all taken.',
      resolve: (g) => g.status,
    }),
    sandbox: t.exposeBoolean('sandbox', { description: 'Dice were supplied by the creator; never ranked.' }),
    challenge: t.string({
      nullable: true,
      description: 'The daily challenge this game is an entry of; its seed is revealed when the day closes.',
      resolve: (g) => g.challenge,
    }),
    seedCommitment: t.exposeString('seedCommitment', {
      description:
        'sha256(seed), hex; the seed is revealed when the game ends (a challenge entry: when its day closes).',
    }),
    players: t.field({
      type: [Player],
      description: 'Every seat, in seat order (seat 1 first).',
      resolve: (g) => g.players,
    }),
    you: t.int({ nullable: true, description: 'Your seat; null for a spectator.', resolve: (g) => g.you }),
    pending: t.field({
      type: PendingRef,
      description:
        'What the game waits for: players to take its open seats (in the lobby), the seats that may move now, or the final standings.',
      resolve: (g) => g.pending,
    }),
    view: t.field({
      type: GameViewRef,
      description: "The game's state as you may see it (hidden parts left out); its type is the game's own.",
      resolve: (g) => tagView(g.rules, g.view),
    }),
    legalMoves: t.field({
      type: [MoveRef],
      description: 'What your seat may do now.',
      resolve: legalMovesOf,
    }),
    standings: t.field({
      type: StandingsRef,
      nullable: true,
      description: 'The final standings; null until the game is over.',
      resolve: (g) => g.standings,
    }),
    turnSeconds: t.int({
      nullable: true,
      description: 'Seconds each turn may take; null: no deadlines.',
      resolve: (g) => g.turnSeconds,
    }),
    deadline: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the current turn times out (then any seat may `claimTimeout`).',
      resolve: (g) => g.deadline,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the game was created (ISO 8601, UTC).',
      resolve: (g) => g.createdAt,
    }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When its last event was appended (ISO 8601, UTC).',
      resolve: (g) => g.updatedAt,
    }),
  }),
});

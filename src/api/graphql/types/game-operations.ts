import { err } from '../../../core/result.js';
import { actingPlayer } from '../../../service/player-seats.js';
import { invalidRequest } from '../../../service/invalid-request.js';
import type { MinimalMoveResult, MoveResult } from '../../../service/answers.js';
import type { CreatedGame, GameExport } from '../../../service/games.js';
import { CreateGameInput as CreateGameSchema } from '../../../service/inputs.js';
import { builder } from '../builder.js';
import { unwrap } from '../errors.js';
import { moveFromInput, MoveInputRef } from '../game-types.js';
import { maySelect } from '../selects.js';
import { AuditRef } from './audit.js';
import { EventRef, withRules, type GameEventValue } from './event.js';
import { GameRef, GameStatus, Player } from './game.js';
import { StandingsRef } from './standings.js';
import { inRange } from '../arg-range.js';
import { resumeAfterVersion } from '../../resume-after.js';

const EventList = builder.objectRef<{ version: number; events: GameEventValue[] }>('EventList').implement({
  fields: (t) => ({
    version: t.exposeInt('version', { description: "The game's version: its number of events." }),
    events: t.field({
      type: [EventRef],
      description: 'The events on the tape after `after`.',
      resolve: (l) => l.events,
    }),
  }),
});

export const SeatToken = builder.objectRef<CreatedGame['seats'][number]>('SeatToken').implement({
  description: 'A seat and its bearer token: send it as `Authorization: Bearer <token>`. Shown only once.',
  fields: (t) => ({
    seat: t.exposeInt('seat', { description: 'The seat number, 1 first.' }),
    name: t.exposeString('name', { description: "The seat's player name." }),
    token: t.exposeString('token', { description: "The seat's bearer token." }),
  }),
});

const CreatedGameRef = builder.objectRef<CreatedGame>('CreatedGame').implement({
  fields: (t) => ({
    game: t.field({
      type: GameRef,
      description: "The new game as the first seat given a token sees it, with that seat's legal moves.",
      resolve: (c) => c.game,
    }),
    seats: t.field({
      type: [SeatToken],
      description: "One token per seat given a person's name; bot and open seats have none.",
      resolve: (c) => c.seats,
    }),
  }),
});

/**
 * A move's answer; without its game when the operation does not select `game` (then no view, pending
 * or legal moves are built for it, as REST's `Prefer: return=minimal`), with the rules it was for.
 */
type MoveAnswer = MoveResult | (MinimalMoveResult & { readonly rules: string });

export const MoveResultRef = builder.objectRef<MoveAnswer>('MoveResult').implement({
  fields: (t) => ({
    version: t.exposeInt('version', { description: "The game's version after this move and the rolls after it." }),
    events: t.field({
      type: [EventRef],
      description: 'What this move appended: the move, then the rolls after it.',
      resolve: (r) => withRules('game' in r ? r.game.rules : r.rules, r.events),
    }),
    game: t.field({
      type: GameRef,
      description: 'The game after this move, as your seat sees it.',
      resolve: (r) => {
        // The resolver leaves the game out only when `game` is not selected, so this is never reached without it.
        if (!('game' in r)) throw new Error('the move was answered without its game');
        return r.game;
      },
    }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this answers a retried moveId.' }),
  }),
});

const ExportSignatureRef = builder.objectRef<NonNullable<GameExport['signature']>>('ExportSignature').implement({
  description:
    'The server’s Ed25519 signature over the export (RFC 8785 canonical JSON of `json` without `signature`), checked by `rolltape audit --keys` against `GET /.well-known/rolltape-keys.json`.',
  fields: (t) => ({
    alg: t.exposeString('alg', { description: 'Always `EdDSA`.' }),
    kid: t.exposeString('kid', { description: 'The signing key, one of `GET /.well-known/rolltape-keys.json`.' }),
    value: t.exposeString('value', { description: 'The Ed25519 signature, base64url (64 bytes).' }),
  }),
});

const GameExportRef = builder.objectRef<GameExport>('GameExport').implement({
  description: 'The whole tape, with the seed once the game is over.',
  fields: (t) => ({
    format: t.exposeString('format', { description: 'The export format: `rolltape.export/1`.' }),
    id: t.exposeID('id', { description: "The game's id." }),
    rules: t.exposeString('rules', { description: 'Which game: a rules id such as `circuit-racer` (see `rules`).' }),
    rulesVersion: t.exposeInt('rulesVersion', {
      description: 'The rules version the game plays under, fixed when it was created.',
    }),
    sandbox: t.exposeBoolean('sandbox', { description: 'Dice were supplied by the creator; never ranked.' }),
    challenge: t.string({
      nullable: true,
      description: 'The daily challenge this game is an entry of; its seed is revealed when the day closes.',
      resolve: (g) => g.challenge,
    }),
    status: t.field({
      type: GameStatus,
      description:
        '`open`: waiting for players to take its open seats; nothing is rolled or played until they are all taken.',
      resolve: (g) => g.status,
    }),
    version: t.exposeInt('version', { description: 'Number of events on the tape.' }),
    players: t.field({
      type: [Player],
      description: 'Every seat, in seat order (seat 1 first).',
      resolve: (g) => g.players,
    }),
    standings: t.field({
      type: StandingsRef,
      nullable: true,
      description: 'The final standings; null until the game is over.',
      resolve: (g) => g.standings,
    }),
    seedCommitment: t.exposeString('seedCommitment', {
      description:
        'sha256(seed), hex; the seed is revealed when the game ends (a challenge entry: when its day closes).',
    }),
    seed: t.string({
      nullable: true,
      description: 'Revealed when the game is over (a challenge entry: when its day closes).',
      resolve: (g) => g.seed,
    }),
    events: t.field({
      type: [EventRef],
      description: 'The whole tape, redacted for you while the game runs.',
      resolve: (g) => withRules(g.rules, g.events),
    }),
    signature: t.field({
      type: ExportSignatureRef,
      nullable: true,
      description: 'The server’s signature of the file (also in `json`); null when the server has no signing key.',
      resolve: (g) => g.signature,
    }),
    json: t.field({
      type: 'JSON',
      description:
        'The export file itself: exactly what `GET /v1/games/{id}/export` answers (bot seats, options and events as `{ seq, type, data }` included). Save it as a file for `rolltape audit` or the replay page.',
      // The service's answer as it is: the REST route serializes this same object.
      resolve: (g) => g,
    }),
  }),
});

const PlayerInput = builder.inputType('PlayerInput', {
  description:
    'A seat: a person (`name`), a bot (`name` and `bot`), an open seat (`open: true`, for someone to join) or your player (`me: true`, with a personal token).',
  fields: (t) => ({
    me: t.boolean({
      description:
        "Your own seat, under your player's handle and bound to your player (needs a personal token, rtp_…).",
    }),
    name: t.string({ description: "The player's name, 1–40 characters (not for an open seat)." }),
    bot: t.string({ description: 'A bot id from `rule(id).bots` (`default`: the best); the server plays this seat.' }),
    open: t.boolean({ description: 'Leave the seat open; the game starts when every seat is taken.' }),
  }),
});
const SandboxRollInput = builder.inputType('SandboxRollInput', {
  fields: (t) => ({
    label: t.string({ required: true, description: 'The roll label, e.g. `circuit1.turn1.roll`.' }),
    values: t.intList({ required: true, description: 'The dice to give for that label, in order.' }),
  }),
});
const SandboxShuffleInput = builder.inputType('SandboxShuffleInput', {
  fields: (t) => ({
    label: t.string({ required: true, description: 'The shuffle label, e.g. `setup.tiles`.' }),
    order: t.intList({
      required: true,
      description: 'The order to give for that label: a permutation of 0..size−1, order[0] on top.',
    }),
  }),
});
const SandboxInput = builder.inputType('SandboxInput', {
  description:
    'Dice (and shuffle orders) by label, for scenarios and tests. The game is flagged sandbox and never ranked.',
  fields: (t) => ({
    rolls: t.field({ type: [SandboxRollInput], required: true, description: 'Dice by roll label.' }),
    shuffles: t.field({ type: [SandboxShuffleInput], description: 'Shuffle orders by label.' }),
  }),
});
const CreateGameInputRef = builder.inputType('CreateGameInput', {
  fields: (t) => ({
    rules: t.string({
      required: true,
      description: 'The rules id of the game to create, e.g. `circuit-racer` (see `rules`).',
    }),
    players: t.field({
      type: [PlayerInput],
      required: true,
      description: 'The seats in order (seat 1 first), as many as the rules allow.',
    }),
    clientSeed: t.string({ description: 'Mixed into the dice so not even the server picks them alone.' }),
    commitment: t.string({
      description:
        'An id from createCommitment: the game plays on the seed committed to before you chose clientSeed (needs clientSeed; usable once).',
    }),
    sandbox: t.field({
      type: SandboxInput,
      description: 'Supply the dice yourself; the game is flagged sandbox and never ranked.',
    }),
    turnSeconds: t.int({ description: 'Seconds each turn may take; after that any seat may claimTimeout.' }),
  }),
});

builder.queryFields((t) => ({
  game: t.field({
    type: GameRef,
    description: 'A game as the caller may see it; `at` travels back to that version.',
    args: {
      id: t.arg.id({ required: true, description: "The game's id." }),
      at: t.arg.int({ description: 'A version to travel back to (default: the current one).' }),
    },
    resolve: async (_root, { id, at }, { services, token }) => {
      inRange('at', at, 1);
      return unwrap(
        at == null
          ? await services.games.getGame(String(id), token)
          : await services.games.stateAt(String(id), token, at),
      );
    },
  }),
  events: t.field({
    type: EventList,
    description: 'The tape after `after`, redacted for the caller while the game runs.',
    args: {
      gameId: t.arg.id({ required: true, description: "The game's id." }),
      after: t.arg.int({
        defaultValue: 0,
        description: 'Only events with a higher seq (0: the whole tape; negative: `bad-after`).',
      }),
    },
    resolve: async (_root, { gameId, after }, { services, token }) => {
      const from = unwrap(resumeAfterVersion(after)) ?? 0;
      const game = unwrap(await services.games.getGame(String(gameId), token));
      const list = unwrap(await services.games.listEvents(String(gameId), token, from));
      return { version: list.version, events: withRules(game.rules, list.events) };
    },
  }),
  exportGame: t.field({
    type: GameExportRef,
    description:
      'The whole tape of a game, redacted for you while the game runs; its `json` is the export file to keep or audit offline.',
    args: { id: t.arg.id({ required: true, description: "The game's id." }) },
    resolve: async (_root, { id }, { services, token }) => unwrap(await services.games.exportGame(String(id), token)),
  }),
  audit: t.field({
    type: AuditRef,
    description:
      "Replay a game's tape from scratch and check it: moves, dice, shuffles, seed commitment. The server's audit of its own record: no `export` or `signature` check; for proof, audit `exportGame { json }` offline with the server's keys (`rolltape audit --keys`).",
    args: { gameId: t.arg.id({ required: true, description: "The game's id." }) },
    resolve: async (_root, { gameId }, { services, token }) =>
      unwrap(await services.games.auditGame(String(gameId), token)),
  }),
}));

builder.mutationFields((t) => ({
  createGame: t.field({
    type: CreatedGameRef,
    nullable: true,
    description: 'Create a game. The answer holds one bearer token per seat; keep them.',
    args: {
      input: t.arg({
        type: CreateGameInputRef,
        required: true,
        description: 'The game to create: rules, seats and how its dice are seeded.',
      }),
      idempotencyKey: t.arg.string({
        description:
          'Makes a retry safe: the same key with the same input answers the first game and its tokens again (for a day); with another input it is refused (idempotency-key-reused).',
      }),
    },
    resolve: async (_root, { input, idempotencyKey }, { services, token }) => {
      const as = unwrap(await actingPlayer(services.players.authenticate, token));
      const parsed = CreateGameSchema.safeParse({
        rules: input.rules,
        players: input.players.map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v != null))),
        ...(input.clientSeed != null && { clientSeed: input.clientSeed }),
        ...(input.commitment != null && { commitment: input.commitment }),
        ...(input.turnSeconds != null && { turnSeconds: input.turnSeconds }),
        ...(input.sandbox != null && {
          sandbox: {
            rolls: Object.fromEntries(input.sandbox.rolls.map((r) => [r.label, r.values])),
            ...(input.sandbox.shuffles != null && {
              shuffles: Object.fromEntries(input.sandbox.shuffles.map((s) => [s.label, s.order])),
            }),
          },
        }),
      });
      if (!parsed.success) unwrap(err(invalidRequest(parsed.error.issues, 'input')));
      return unwrap(await services.games.createGame(parsed.data!, undefined, idempotencyKey ?? undefined, as));
    },
  }),
  makeMove: t.field({
    type: MoveResultRef,
    nullable: true,
    description: 'Make a move for the seat of your bearer token. The engine then rolls whatever the game waits for.',
    args: {
      gameId: t.arg.id({ required: true, description: "The game's id." }),
      move: t.arg({
        type: MoveInputRef,
        required: true,
        description: "The move: a legal move's `input` as it is, or written by hand.",
      }),
      expectedVersion: t.arg.int({ description: 'Fail with version-conflict unless the game is at this version.' }),
      moveId: t.arg.string({ description: 'Idempotency key: a retry with the same id returns the first result.' }),
      seat: t.arg.int({
        description: "The seat you mean to move for; refused (seat-mismatch) unless it is your token's.",
      }),
    },
    resolve: async (_root, args, { services, token }, info) => {
      const { rules, move } = moveFromInput(args.move as Record<string, unknown>);
      const input = {
        move,
        ...(args.expectedVersion != null && { expectedVersion: args.expectedVersion }),
        ...(args.moveId != null && { moveId: args.moveId }),
        ...(args.seat != null && { seat: args.seat }),
      };
      const gameId = String(args.gameId);
      if (maySelect(info, 'game')) return unwrap(await services.games.makeMove(gameId, token, input, rules));
      return { ...unwrap(await services.games.makeMoveMinimal(gameId, token, input, rules)), rules };
    },
  }),
}));

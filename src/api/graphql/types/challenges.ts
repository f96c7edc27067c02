import { err } from '../../../core/result.js';
import { actingPlayer } from '../../../service/player-seats.js';
import { invalidRequest } from '../../../service/invalid-request.js';
import type {
  ChallengeEntry,
  ChallengeService,
  ChallengeView,
  Leaderboard,
  LeaderboardRow,
} from '../../../service/challenges.js';
import { problem } from '../../../service/errors.js';
import { EnterChallengeInput } from '../../../service/inputs.js';
import type { Services } from '../../context.js';
import { builder } from '../builder.js';
import { unwrap } from '../errors.js';
import { GameRef } from './game.js';
import { SeatToken } from './game-operations.js';
import { inRange } from '../arg-range.js';

const ChallengeStatus = builder.enumType('ChallengeStatus', { values: ['open', 'closed'] as const });

const ChallengeRef = builder.objectRef<ChallengeView>('Challenge').implement({
  description:
    'A daily challenge: everyone who enters plays on the same seed, so reaching the same label gives the same dice.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The challenge id: `<rules>-<YYYY-MM-DD>`.' }),
    rules: t.exposeString('rules', { description: 'The game played, a rules id.' }),
    title: t.exposeString('title', { description: "The game's title." }),
    date: t.exposeString('date', { description: 'The UTC day, YYYY-MM-DD.' }),
    status: t.field({
      type: ChallengeStatus,
      description: '`open` until the day closes (UTC midnight); then `closed` and the seed is revealed.',
      resolve: (c) => c.status,
    }),
    opensAt: t.exposeString('opensAt', { description: 'Start of the UTC day (ISO 8601).' }),
    closesAt: t.exposeString('closesAt', {
      description: 'End of the UTC day (ISO 8601): only entries finished before it are ranked.',
    }),
    seedCommitment: t.exposeString('seedCommitment', {
      description: "sha256 of the day's seed, public from the start of the day.",
    }),
    seed: t.string({ nullable: true, description: 'Revealed when the day closes.', resolve: (c) => c.seed }),
    entries: t.exposeInt('entries', { description: 'How many players have entered.' }),
  }),
});

const DailyChallengesRef = builder
  .objectRef<{ date: string; challenges: ChallengeView[] }>('DailyChallenges')
  .implement({
    fields: (t) => ({
      date: t.exposeString('date', { description: 'The UTC day, YYYY-MM-DD.' }),
      challenges: t.field({
        type: [ChallengeRef],
        description: 'One challenge per game one person can play (alone, or against its house bot).',
        resolve: (d) => d.challenges,
      }),
    }),
  });

const LeaderboardRowRef = builder.objectRef<LeaderboardRow>('LeaderboardRow').implement({
  fields: (t) => ({
    rank: t.exposeInt('rank', { description: '1 is best; tied entries share a rank.' }),
    name: t.exposeString('name', { description: "The player's handle." }),
    account: t.exposeBoolean('account', {
      description: "Entered by a player with a personal token (the player's handle), not by a guest.",
    }),
    score: t.exposeFloat('score', { description: "The entry's final score." }),
    title: t.string({
      nullable: true,
      description: 'A title the rules give this result, e.g. a solo rank.',
      resolve: (r) => r.title,
    }),
    gameId: t.id({
      nullable: true,
      description: "The entry's game, once the day has closed (entries stay private until then).",
      resolve: (r) => r.gameId,
    }),
    finishedAt: t.exposeString('finishedAt', { description: 'When the entry ended (ISO 8601, UTC); ties rank by it.' }),
  }),
});

export const LeaderboardRef = builder.objectRef<Leaderboard>('Leaderboard').implement({
  description: 'Entries that ended before the day closed, best score first; ties go to who finished first.',
  fields: (t) => ({
    challengeId: t.exposeID('challengeId', { description: 'The challenge this board ranks.' }),
    status: t.field({
      type: ChallengeStatus,
      description: '`open` until the day closes (UTC midnight); then `closed` and the seed is revealed.',
      resolve: (b) => b.status,
    }),
    stamp: t.exposeString('stamp', {
      description:
        'Changes whenever the ranking can. Poll `leaderboardStamp` and fetch the board only when it differs.',
    }),
    entries: t.exposeInt('entries', { description: 'How many players have entered.' }),
    finished: t.exposeInt('finished', { description: 'Entries that ended before the day closed: the ranked ones.' }),
    lowerIsBetter: t.boolean({
      nullable: true,
      description: 'True when a lower score ranks higher; null until an entry has finished.',
      resolve: (b) => b.lowerIsBetter,
    }),
    standings: t.field({
      type: [LeaderboardRowRef],
      description: 'The ranked entries, best first (at most `limit`).',
      resolve: (b) => b.standings,
    }),
  }),
});

const ChallengeEntryRef = builder.objectRef<ChallengeEntry>('ChallengeEntry').implement({
  fields: (t) => ({
    challenge: t.field({ type: ChallengeRef, description: 'The challenge entered.', resolve: (e) => e.challenge }),
    gameId: t.id({ description: "Your entry's game.", resolve: (e) => e.entry.gameId }),
    name: t.string({ description: 'The handle you entered with.', resolve: (e) => e.entry.name }),
    game: t.field({ type: GameRef, description: "Your entry's game, as your seat sees it.", resolve: (e) => e.game }),
    seat: t.field({
      type: SeatToken,
      description: 'Your seat token for this entry; shown only once.',
      resolve: (e) => e.seat,
    }),
  }),
});

function challengesOf(services: Services): ChallengeService {
  if (services.challenges === undefined)
    unwrap(
      err(
        problem('unavailable', 'challenges-unavailable', 'daily challenges need a server secret: set ROLLTAPE_SECRET'),
      ),
    );
  return services.challenges!;
}

builder.queryFields((t) => ({
  dailyChallenges: t.field({
    type: DailyChallengesRef,
    description: "A UTC day's challenges (default: today).",
    args: { date: t.arg.string({ description: 'A UTC day, YYYY-MM-DD (default: today).' }) },
    resolve: async (_root, { date }, { services }) => unwrap(await challengesOf(services).daily(date ?? undefined)),
  }),
  challenge: t.field({
    type: ChallengeRef,
    description: 'A daily challenge by id (`<rules>-<YYYY-MM-DD>`), once its day has begun.',
    args: { id: t.arg.id({ required: true, description: 'The challenge id, `<rules>-<YYYY-MM-DD>`.' }) },
    resolve: async (_root, { id }, { services }) => unwrap(await challengesOf(services).challenge(String(id))),
  }),
  leaderboard: t.field({
    type: LeaderboardRef,
    description: "A daily challenge's leaderboard, the best `limit` entries (1–1000).",
    args: {
      challengeId: t.arg.id({ required: true, description: 'The challenge id, `<rules>-<YYYY-MM-DD>`.' }),
      limit: t.arg.int({ defaultValue: 100, description: 'How many entries, 1–1000.' }),
    },
    resolve: async (_root, { challengeId, limit }, { services }) => {
      // An explicit null is no number of entries either.
      inRange('limit', limit ?? 0, 1, 1000);
      return unwrap(await challengesOf(services).leaderboard(String(challengeId), limit!));
    },
  }),
  leaderboardStamp: t.string({
    description: 'The cheap poll: one small query. Fetch `leaderboard` only when this differs from its `stamp`.',
    args: { challengeId: t.arg.id({ required: true, description: 'The challenge id, `<rules>-<YYYY-MM-DD>`.' }) },
    resolve: async (_root, { challengeId }, { services }) =>
      unwrap(await challengesOf(services).leaderboardStamp(String(challengeId))),
  }),
}));

builder.mutationFields((t) => ({
  enterChallenge: t.field({
    type: ChallengeEntryRef,
    nullable: true,
    description: "Start your entry: a game on the day's seed. One entry per player handle.",
    args: {
      challengeId: t.arg.id({ required: true, description: 'The challenge id, `<rules>-<YYYY-MM-DD>`.' }),
      name: t.arg.string({
        description:
          "Your handle, 1–40 characters; one entry per handle. With a personal token (rtp_…), your player's handle instead.",
      }),
      idempotencyKey: t.arg.string({
        description:
          'Makes a retry safe: the same key with the same name answers the first entry and its token again, instead of already-entered.',
      }),
    },
    resolve: async (_root, { challengeId, name, idempotencyKey }, { services, token }) => {
      const as = unwrap(await actingPlayer(services.players.authenticate, token));
      const parsed = EnterChallengeInput.safeParse(name == null ? {} : { name });
      if (!parsed.success) unwrap(err(invalidRequest(parsed.error.issues, 'input')));
      return unwrap(
        await challengesOf(services).enter(String(challengeId), parsed.data!.name, idempotencyKey ?? undefined, as),
      );
    },
  }),
}));

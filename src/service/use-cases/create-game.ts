import { commitSeed } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import type { GameCreated, StoredEvent } from '../../core/tape.js';
import type { PlayerInfo } from '../../core/types.js';
import type { GameRow } from '../../store/event-store.js';
import type { ChallengeEntrySpec, CreatedGame } from '../answers.js';
import { publish, stamp } from '../command-loop.js';
import { redeemCommitment, usedError, type CommitmentDeps } from '../commitments.js';
import { fromRuleError, inGraphqlWords, problem, unknownRules, type ServiceError } from '../errors.js';
import { headSnapshot, type GameContext } from '../game-context.js';
import type { CreateGameInput, PlayerInput } from '../inputs.js';
import type { KeepAnswer } from '../idempotency.js';
import type { PlayerRef } from '../player-auth.js';
import { advanceLoaded, newLoadedGame, type LoadedGame } from '../loaded-game.js';
import { closesAtOf } from '../daily.js';
import type { Outbox } from '../webhooks/outbox.js';
import { normalizeName } from '../names.js';
import { sandboxDiceFit } from '../sandbox-dice.js';
import { invalidRequest } from '../invalid-request.js';
import { hashToken } from '../secrets.js';
import { startingPlays } from '../start.js';
import { counted } from '../../core/plural.js';

/**
 * Creates a game: the command loop's steps with nothing to load and no race to lose (the id is new).
 * Decide (check the input, write `GameCreated`, play the start: rolls, shuffles, bots due first),
 * then write the tape, the seats and the `games` row in one batch, then publish. `entry` (from the
 * challenge service only) makes the game an entry of a daily challenge, on the day's seed.
 */
export async function createGame(
  ctx: GameContext,
  commitments: CommitmentDeps,
  input: CreateGameInput,
  entry?: ChallengeEntrySpec,
  as?: PlayerRef,
  keep?: KeepAnswer<CreatedGame>,
): Promise<Result<CreatedGame, ServiceError>> {
  const game = ctx.rulebook.current(input.rules);
  if (game === undefined) return err(unknownRules(input.rules));
  if (input.players.length < game.minPlayers || input.players.length > game.maxPlayers) {
    return err(
      problem(
        'rule',
        'bad-player-count',
        `${game.title} takes ${game.minPlayers === game.maxPlayers ? counted(game.minPlayers, 'player') : `${game.minPlayers}–${game.maxPlayers} players`}, not ${input.players.length}`,
      ),
    );
  }
  const options = game.optionsSchema.safeParse(input.options ?? {});
  if (!options.success) return err(invalidRequest(options.error.issues, 'options', ['options'], 'invalid-options'));

  const mine = input.players.flatMap((p, i) => ('me' in p ? [i + 1] : []));
  if (mine.length > 0 && as === undefined)
    return err(
      problem(
        'unauthenticated',
        'token-required',
        'a seat { "me": true } is bound to your player: send its personal token (Authorization: Bearer rtp_…)',
      ),
    );
  if (mine.length > 1)
    return err(problem('malformed', 'me-twice', 'a player takes one seat of a game; { "me": true } appears twice'));
  const named = normalizedPlayers(input.players.map((p): NamedSeat => ('me' in p ? { name: as!.handle } : p)));
  if (!named.ok) return named;
  const players = createdPlayers(named.value);
  const unknownBot = players.find((p) => p.bot !== undefined && !game.bots?.some((b) => b.id === p.bot));
  if (unknownBot !== undefined) {
    const known = game.bots?.map((b) => b.id).join(', ') || 'none';
    const missing = `${game.title} has no bot "${unknownBot.bot}" (bots: ${known}`;
    return err(
      inGraphqlWords(
        problem('malformed', 'unknown-bot', `${missing}; see GET /v1/rules/${game.id})`),
        `${missing}; see rule(id: "${game.id}"))`,
      ),
    );
  }
  const fits = sandboxDiceFit(game, input.sandbox);
  if (!fits.ok) return fits;

  const id = ctx.secrets.gameId();
  const now = ctx.clock();
  const commitment =
    input.commitment === undefined || entry !== undefined
      ? undefined
      : await redeemCommitment(commitments, input.commitment, input.clientSeed, id, now);
  if (commitment?.ok === false) return commitment;
  const seed = entry?.seed ?? commitment?.value.seed ?? ctx.secrets.seed();
  const created: GameCreated = {
    type: 'GameCreated',
    rules: game.id,
    rulesVersion: game.version,
    players,
    options: options.data,
    seedCommitment: commitSeed(seed),
    clientSeed: input.clientSeed ?? null,
    sandbox:
      input.sandbox === undefined
        ? null
        : { rolls: input.sandbox.rolls, ...(input.sandbox.shuffles ? { shuffles: input.sandbox.shuffles } : {}) },
    ...(entry && { challenge: entry.challengeId }),
    ...(input.turnSeconds !== undefined && { turnSeconds: input.turnSeconds }),
    ...(commitment !== undefined && { commitment: commitment.value.record }),
  };
  const people = players.flatMap((p, i) =>
    p.open || p.bot !== undefined ? [] : [{ seat: i + 1, name: p.name, token: ctx.secrets.token() }],
  );
  const seatRows = people.map((p) => ({
    gameId: id,
    seat: p.seat,
    name: p.name,
    tokenHash: hashToken(p.token),
    playerId: p.seat === mine[0] ? as!.id : null,
  }));
  const row: GameRow = {
    id,
    rules: game.id,
    rulesVersion: game.version,
    status: 'active',
    version: 1,
    players: players.map((p) => ({ ...p })),
    sandbox: created.sandbox !== null,
    seedCommitment: created.seedCommitment,
    seed,
    standings: null,
    challengeId: entry?.challengeId ?? null,
    createdAt: now,
    updatedAt: now,
  };
  // `setup` sees only the seats, so a game with open seats waits at `GameCreated`; the join that
  // fills the last seat appends what would otherwise follow here.
  const initial = newLoadedGame(row, seatRows, game, created);
  const started =
    initial.status === 'open'
      ? ok({ plays: [], state: initial.state })
      : await startingPlays(ctx, initial, players, initial.state, 1);
  if (!started.ok) return err(fromRuleError(started.error));
  const rest = stamp(started.value.plays, 1, now);
  const tape: StoredEvent[] = [{ seq: 1, event: created, actor: null, at: now, moveId: null }, ...rest];
  const loaded = advanceLoaded(initial, rest, started.value.state);
  const stored = { ...row, status: loaded.status, version: loaded.version, standings: loaded.standings };

  const entryRow = entry && {
    challengeId: entry.challengeId,
    handleKey: entry.handleKey,
    name: people[0]!.name,
    gameId: id,
    enteredAt: now,
    playerId: as?.id ?? null,
  };
  const head = { ...loaded, row: stored };
  const outbox = ctx.outbox === undefined ? [] : createdOutbox(ctx.outbox, head, entry, now);
  // The creator holds the first token handed out, so the answer is that seat's view with its legal
  // moves (like a join's): a client can move straight away. No person seated: the spectator's view.
  // Known before the write, so a keyed create keeps it in the same commit (idempotency.ts).
  const answer: CreatedGame = { game: headSnapshot(head, people[0]?.seat ?? null), seats: people };
  const kept = keep === undefined ? [] : await keep(answer);
  const refused = await ctx.store.create(stored, seatRows, tape, entryRow, commitment?.value.claim, outbox, kept);
  if (refused === 'duplicate-entry')
    return err(
      problem(
        'conflict',
        'already-entered',
        `"${people[0]!.name}" has already entered ${entry!.challengeId}; one entry per player handle`,
      ),
    );
  if (refused === 'commitment-used') return err(usedError(input.commitment!));
  if (outbox.length > 0) ctx.outbox!.committed();
  publish(ctx, head, tape);
  return ok(answer);
}

/** What a new game tells players' webhooks: whose turn it is (a game that starts full), and an entry's close. */
function createdOutbox(outbox: Outbox, head: LoadedGame, entry: ChallengeEntrySpec | undefined, now: number) {
  const statements = outbox.statementsFor(undefined, head, now);
  if (entry === undefined) return statements;
  return [...statements, ...outbox.entryStatements(head, 1, closesAtOf(entry.challengeId), now)];
}

/** A seat once `{ me: true }` has become the player's handle. */
type NamedSeat = Exclude<PlayerInput, { me: true }>;

/** Every seat's name through `normalizeName`, or the first refusal. */
function normalizedPlayers(players: readonly NamedSeat[]): Result<NamedSeat[], ServiceError> {
  const out: NamedSeat[] = [];
  for (const p of players) {
    if ('open' in p) {
      out.push(p);
      continue;
    }
    const name = normalizeName(p.name);
    if (!name.ok) return name;
    out.push({ ...p, name: name.value });
  }
  return ok(out);
}

/** The seats as `GameCreated` records them: open seats have no name until someone joins. */
const createdPlayers = (players: readonly NamedSeat[]): PlayerInfo[] =>
  players.map((p) =>
    'open' in p ? { name: '', open: true } : p.bot === undefined ? { name: p.name } : { name: p.name, bot: p.bot },
  );

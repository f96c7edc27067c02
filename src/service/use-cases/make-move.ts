import { decideMove } from '../../core/engine.js';
import { withoutLabel } from '../../core/labelled-move.js';
import { err, ok, type Result } from '../../core/result.js';
import type { Seat } from '../../core/types.js';
import type { MoveAnswer, MoveAnswerShape, Token } from '../answers.js';
import { ATTEMPTS, runCommand, type Decision } from '../command-loop.js';
import { fromRuleError, problem, type ServiceError } from '../errors.js';
import { botPlays, headSnapshot, notStarted, seatOf, tapeIsPublic, type GameContext } from '../game-context.js';
import type { MoveInput } from '../inputs.js';
import type { LoadedGame } from '../loaded-game.js';
import { presentEvents } from '../present.js';
import { gamesOfForeignMove, wrongGame } from '../wrong-game.js';
import { replayedMove } from './replayed-move.js';

/**
 * A seat's move, with the rolls that follow and the moves of any heuristic bots it makes due: all in
 * one append, or none of it. A search bot it makes due plays after the answer (play-search-bot.ts). `forRules`, when given, is the game the client wrote the move for (GraphQL
 * moves are typed per game); a move meant for another game (by `forRules`, or by a move type only
 * another game has: wrong-game.ts) is refused, `wrong-game`, instead of being misread.
 * `shape: 'minimal'` answers without the game: no view, pending or legal moves are built for it
 * (a client that follows the game live, or keeps its own state, has no use for them).
 */
export function makeMove<S extends MoveAnswerShape>(
  ctx: GameContext,
  gameId: string,
  token: Token,
  sent: MoveInput,
  forRules: string | undefined,
  shape: S,
): Promise<Result<MoveAnswer<S>, ServiceError>> {
  // A legal move is served with its human label; posted back as it came, the label is not part of the move.
  const input = { ...sent, move: withoutLabel(sent.move) };
  if (token === null)
    return Promise.resolve(
      err(
        problem(
          'unauthenticated',
          'token-required',
          'moves need the bearer token of a seat (Authorization: Bearer <token>)',
        ),
      ),
    );
  // Methods, not arrow properties: run from source under tsx (tests, `npm run dev`), every arrow
  // function a property holds is named each time one is made (an `Object.defineProperty` per move).
  return runCommand<MoveAnswer<S>>(ctx, {
    gameId,
    decide(loaded) {
      return decide(ctx, loaded, token, input, forRules, shape);
    },
    lost(failure, fresh, attempt) {
      // A pinned version that lost is the client's conflict; otherwise catch up and decide again.
      return (failure === 'version-conflict' && input.expectedVersion !== undefined) || attempt >= ATTEMPTS
        ? problem(
            'conflict',
            'version-conflict',
            `another move was recorded first; the game is now at version ${fresh.version}: ${CHOOSE_AGAIN}`,
            { currentVersion: fresh.version },
          )
        : 'retry';
    },
  });
}

/** What a client whose move lost to a newer version does next (the words fit REST, GraphQL and the WebSocket). */
const CHOOSE_AGAIN = 'read the game again and choose a move from its legalMoves';

const NONE: readonly string[] = [];

async function decide<S extends MoveAnswerShape>(
  ctx: GameContext,
  loaded: LoadedGame,
  token: string,
  input: MoveInput,
  forRules: string | undefined,
  shape: S,
): Promise<Result<Decision<MoveAnswer<S>>, ServiceError>> {
  const seat = seatOf(ctx, loaded, token, 'moves');
  if (!seat.ok) return seat;
  const player: Seat = seat.value;
  if (input.seat !== undefined && input.seat !== player)
    return err(problem('forbidden', 'seat-mismatch', `this token acts for seat ${player}, not seat ${input.seat}`));
  // GraphQL's move names its game; a REST or WebSocket move is another game's only by its type.
  const meant =
    forRules === undefined
      ? gamesOfForeignMove(ctx.rulebook, loaded.game, input.move)
      : forRules === loaded.row.rules
        ? NONE
        : [forRules];
  if (meant.length > 0) return err(wrongGame(loaded.row.rules, meant));

  if (input.moveId !== undefined) {
    const seq = loaded.moveIds.get(input.moveId);
    if (seq !== undefined) {
      const replayed = await replayedMove(ctx, loaded, player, input, seq, shape);
      return replayed.ok ? ok({ answer: replayed.value }) : replayed;
    }
  }
  if (input.expectedVersion !== undefined && input.expectedVersion !== loaded.version) {
    return err(
      problem(
        'conflict',
        'version-conflict',
        `the game is at version ${loaded.version}, not ${input.expectedVersion}: ${CHOOSE_AGAIN}`,
        { currentVersion: loaded.version },
      ),
    );
  }
  if (loaded.status === 'open') return err(notStarted(loaded));
  const decided = decideMove(loaded.game, loaded.state, player, input.move, loaded.random, loaded.endSeed);
  if (!decided.ok) return err(fromRuleError(decided.error));

  // The heuristic bots this move makes due answer in the same append: the move lands with their replies or
  // not at all. A search bot due next is left for its own job, after the answer.
  const bots = await botPlays(
    ctx,
    loaded,
    loaded.players,
    decided.value.state,
    loaded.version + decided.value.events.length,
  );
  if (!bots.ok) return err(fromRuleError(bots.error));
  return ok({
    write: {
      plays: [{ actor: player, events: decided.value.events }, ...bots.value.plays],
      state: bots.value.state,
      moveId: input.moveId ?? null,
      answer(next, appended) {
        const events = presentEvents(loaded.game, appended, player, tapeIsPublic(ctx, next));
        const answer =
          shape === 'minimal'
            ? { version: next.version, events, replayed: false }
            : { version: next.version, events, game: headSnapshot(next, player), replayed: false };
        return answer as MoveAnswer<S>;
      },
    },
  });
}

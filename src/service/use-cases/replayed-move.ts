import { project } from '../../core/projection.js';
import { err, ok, type Result } from '../../core/result.js';
import { botOf } from '../../core/seats.js';
import type { Seat } from '../../core/types.js';
import type { MoveAnswer, MoveAnswerShape } from '../answers.js';
import { problem, type ServiceError } from '../errors.js';
import { tapeIsPublic, type GameContext } from '../game-context.js';
import type { MoveInput } from '../inputs.js';
import { newLoadedGame, type LoadedGame } from '../loaded-game.js';
import { presentEvents, snapshot } from '../present.js';

/**
 * The first answer to a move whose `moveId` was sent again, rebuilt from the tape: its events up to
 * the next person's move, and (unless `shape` is `minimal`) the game after them.
 */
export async function replayedMove<S extends MoveAnswerShape>(
  ctx: GameContext,
  loaded: LoadedGame,
  seat: Seat,
  input: MoveInput,
  moveSeq: number,
  shape: S,
): Promise<Result<MoveAnswer<S>, ServiceError>> {
  const tape = await ctx.store.events(loaded.row.id);
  const made = tape[moveSeq - 1]!;
  if (
    made.event.type !== 'MoveMade' ||
    made.actor !== seat ||
    (input.move !== undefined && !sameMove(loaded, made.event.move, input.move))
  ) {
    return err(
      problem(
        'rule',
        'move-id-reused',
        `moveId ${made.moveId} was already used for a different move: give each new move a new moveId (a retry of the same move keeps its id)`,
      ),
    );
  }
  // The answer ran to the next person's move: through the rolls and any bot moves that followed.
  let end = moveSeq;
  while (
    end < tape.length &&
    (tape[end]!.event.type !== 'MoveMade' || botOf(loaded.created.players, tape[end]!.actor) !== undefined)
  )
    end++;
  const start = newLoadedGame(loaded.row, loaded.seats, loaded.game, loaded.created);
  const { projection: then, state } = project(loaded.game, loaded.created, start, start.state, tape.slice(1, end));
  const events = presentEvents(
    loaded.game,
    tape.slice(moveSeq - 1, end),
    seat,
    tapeIsPublic(ctx, { row: loaded.row, status: then.status }),
  );
  if (shape === 'minimal') return ok({ version: end, events, replayed: true } as MoveAnswer<S>);
  const game = snapshot({ ...loaded, ...then, state, viewer: seat, atHead: end === loaded.version });
  return ok({ version: end, events, game, replayed: true } as MoveAnswer<S>);
}

function sameMove(loaded: LoadedGame, recorded: unknown, sent: unknown): boolean {
  const parsed = loaded.game.moveSchema.safeParse(sent);
  return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(recorded);
}

import { ruleError, type RuleError } from './errors.js';
import { evolveChecked } from './recorded-move.js';
import { err, ok, type Result } from './result.js';
import type { Rulebook } from './rulebook.js';
import { isGameEvent, type GameCreated, type TapeEvent } from './tape.js';
import type { AnyGame, GameEvent } from './types.js';

/** A game rebuilt from its tape: the rules it was played under and the state after `version` events. */
export interface Replayed<S = unknown> {
  readonly game: AnyGame;
  readonly created: GameCreated;
  readonly state: S;
  readonly version: number;
}

/** Finds the rules a tape was recorded under. */
export function rulesOf(
  rulebook: Rulebook,
  tape: readonly TapeEvent[],
): Result<{ game: AnyGame; created: GameCreated }, RuleError> {
  const created = tape[0];
  if (created?.type !== 'GameCreated') return err(ruleError('bad-tape', 'a tape starts with GameCreated'));
  const game = rulebook.resolve(created.rules, created.rulesVersion);
  if (game === undefined) return err(ruleError('unknown-rules', `no rules ${created.rules} v${created.rulesVersion}`));
  return ok({ game, created });
}

/** Folds events into a state: `events.reduce(evolve, state)`, skipping the engine's own bookkeeping events. */
export function fold<S>(game: AnyGame, state: S, events: Iterable<TapeEvent>): S {
  for (const event of events) if (isGameEvent(event)) state = game.evolve(state, event);
  return state;
}

/**
 * Replays a whole tape the server stored (or its first `upTo` events): `setup` from `GameCreated`,
 * then `evolve` for the rest. No move is validated again: the engine validated each one before it
 * appended it, and nothing else writes a stored tape, so checking here would only pay for the same
 * answer on every load. A tape from outside (a file) goes through `replayChecked`, and `auditTape`.
 */
export function replay<S = unknown>(
  rulebook: Rulebook,
  tape: readonly TapeEvent[],
  upTo = tape.length,
): Result<Replayed<S>, RuleError> {
  return rebuild(rulebook, tape, upTo, (game, state, event) => game.evolve(state, event));
}

/**
 * `replay` for a tape nobody validated, an export file someone hands in: each recorded move is
 * checked once (`checkRecordedMove`), and one that does not fit changes nothing, so an edited file
 * still shows a board the rules can reach. `auditTape` says what is wrong with such a tape.
 */
export function replayChecked<S = unknown>(
  rulebook: Rulebook,
  tape: readonly TapeEvent[],
  upTo = tape.length,
): Result<Replayed<S>, RuleError> {
  return rebuild(rulebook, tape, upTo, evolveChecked);
}

function rebuild<S>(
  rulebook: Rulebook,
  tape: readonly TapeEvent[],
  upTo: number,
  step: (game: AnyGame, state: S, event: GameEvent<unknown>) => S,
): Result<Replayed<S>, RuleError> {
  const rules = rulesOf(rulebook, tape);
  if (!rules.ok) return rules;
  const { game, created } = rules.value;
  const version = Math.max(1, Math.min(upTo, tape.length));
  let state = game.setup({ players: created.players, options: created.options }) as S;
  for (let i = 1; i < version; i++) {
    const event = tape[i]!;
    if (isGameEvent(event)) state = step(game, state, event);
  }
  return ok({ game, created, state, version });
}

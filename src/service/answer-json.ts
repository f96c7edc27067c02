import type { MoveResult } from './answers.js';
import { labelledMovesJson } from './legal-moves-json.js';
import { unlabelledMovesOf, type GameSnapshot } from './present.js';
import { memoSlot } from './memo-slot.js';

/**
 * Answers as JSON text, with each game snapshot serialized once. A snapshot is built once per
 * version and seat (`headSnapshot`), and a move's answer and its seat's live update carry the same
 * one: serialized here once, it is most of the bytes of both. The text is exactly
 * `JSON.stringify(answer)` (same members in the same order).
 */
const snapshotTexts = memoSlot<GameSnapshot, string>('snapshot JSON');

export function snapshotJson(game: GameSnapshot): string {
  return snapshotTexts.get(game) ?? snapshotTexts.set(game, snapshotText(game));
}

/**
 * `JSON.stringify(game)`, its legal moves written from the rules' list (legal-moves-json.ts) instead
 * of from the labelled copies. The members are named twice, here and in `GameSnapshot`: the type
 * below fails to compile when one is added there and not here.
 */
function snapshotText(game: GameSnapshot): string {
  const source = unlabelledMovesOf(game);
  if (source === undefined) return JSON.stringify(game);
  const before = JSON.stringify({
    id: game.id,
    rules: game.rules,
    rulesVersion: game.rulesVersion,
    version: game.version,
    status: game.status,
    sandbox: game.sandbox,
    challenge: game.challenge,
    seedCommitment: game.seedCommitment,
    players: game.players,
    you: game.you,
    pending: game.pending,
    view: game.view,
  } satisfies Omit<GameSnapshot, After | 'legalMoves'>);
  const after = JSON.stringify({
    standings: game.standings,
    turnSeconds: game.turnSeconds,
    deadline: game.deadline,
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
  } satisfies Pick<GameSnapshot, After>);
  const moves = labelledMovesJson(source.game, source.state, source.moves);
  return `${before.slice(0, -1)},"legalMoves":${moves},${after.slice(1)}`;
}

type After = 'standings' | 'turnSeconds' | 'deadline' | 'createdAt' | 'updatedAt';

/** `JSON.stringify(update)`, its game serialized once. */
export const updateJson = (update: Pick<MoveResult, 'version' | 'events' | 'game'>): string =>
  `{"version":${update.version},"events":${JSON.stringify(update.events)},"game":${snapshotJson(update.game)}}`;

/** `JSON.stringify(result)`, its game serialized once. */
export const moveResultJson = (result: MoveResult): string =>
  `{"version":${result.version},"events":${JSON.stringify(result.events)},"game":${snapshotJson(result.game)},"replayed":${result.replayed}}`;

import type { MoveResult } from './answers.js';
import type { GameSnapshot } from './present.js';

/**
 * Answers as JSON text, with each game snapshot serialized once. A snapshot is built once per
 * version and seat (`headSnapshot`), and a move's answer and its seat's live update carry the same
 * one: serialized here once, it is most of the bytes of both. The text is exactly
 * `JSON.stringify(answer)` (same members in the same order).
 */
const snapshotTexts = new WeakMap<GameSnapshot, string>();

export function snapshotJson(game: GameSnapshot): string {
  let text = snapshotTexts.get(game);
  if (text === undefined) {
    text = JSON.stringify(game);
    snapshotTexts.set(game, text);
  }
  return text;
}

/** `JSON.stringify(update)`, its game serialized once. */
export const updateJson = (update: Pick<MoveResult, 'version' | 'events' | 'game'>): string =>
  `{"version":${update.version},"events":${JSON.stringify(update.events)},"game":${snapshotJson(update.game)}}`;

/** `JSON.stringify(result)`, its game serialized once. */
export const moveResultJson = (result: MoveResult): string =>
  `{"version":${result.version},"events":${JSON.stringify(result.events)},"game":${snapshotJson(result.game)},"replayed":${result.replayed}}`;

/**
 * A move read back from the tape, in the words of its game's own label ("Claim Silver with die 1+die 2"),
 * for event logs. A logged move no longer has the state it was made in, so dice are named by position
 * (their values are in the roll logged before it). Only the label code and the content it names are
 * imported, not the rules, so the web page's log can use it without carrying every game's rules.
 */
import { moveLabel as aircargo } from './aircargo/move-label.js';
import type { AircargoMove } from './aircargo/moves.js';
import { moveLabel as carbondale } from './carbondale/move-label.js';
import type { CarbondaleMove } from './carbondale/moves.js';
import { moveLabel as circuitRacer } from './circuit-racer/move-label.js';
import type { CircuitRacerMove } from './circuit-racer/moves.js';
import { CONTENT_V4 as COAL_N_WRITE } from './coal-n-write/content.js';
import { moveLabel as coalNWrite } from './coal-n-write/move-label.js';
import type { CoalNWriteMove } from './coal-n-write/moves.js';
import { moveLabel as goldmineRumbles } from './goldmine-rumbles/move-label.js';
import type { GoldmineMove } from './goldmine-rumbles/move-types.js';

/**
 * Each hosted game's logged-move words, by rules id (every game in `HOSTED` has one: see its test), given
 * the seat that made the move when the log says (Carbondale names whose face-up pile a draw takes from).
 */
export const MOVE_WORDS: Readonly<Record<string, (move: never, mover: number | null) => string>> = {
  'circuit-racer': (move: CircuitRacerMove) => circuitRacer(null, move),
  // The label reads only the town cards' names, which every rules version shares (see words.test.ts).
  'coal-n-write': (move: CoalNWriteMove) => coalNWrite(COAL_N_WRITE, null, move),
  aircargo: (move: AircargoMove) => aircargo(move),
  'goldmine-rumbles': (move: GoldmineMove) => goldmineRumbles(move),
  carbondale: (move: CarbondaleMove, mover: number | null) => carbondale(move, mover),
};

/** "endTurn" → "end turn": the move's type in words, for a move its game's label cannot read. */
const typeInWords = (type: unknown): string =>
  typeof type === 'string' ? type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : 'a move';

/**
 * The words for a move of game `rules`, made by seat `mover` (`null` when the log does not say). A move
 * from a file (a dropped export) may not be a move of that game at all; it still gets a line, from its type.
 */
export function moveWords(rules: string, move: unknown, mover: number | null = null): string {
  const words = MOVE_WORDS[rules];
  if (words !== undefined && typeof move === 'object' && move !== null) {
    try {
      return words(move as never, mover);
    } catch {
      // A malformed move: its label reads a field it does not have.
    }
  }
  return typeInWords(typeof move === 'object' && move !== null ? (move as { type?: unknown }).type : undefined);
}

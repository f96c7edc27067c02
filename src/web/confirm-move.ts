/**
 * Moves that cannot be taken back and end the game at once ask first, in the page: AirCargo's
 * "Stop flying and end the game" sat among the re-rolls and plans, one click from scoring the game
 * as it stood.
 */

/** What the page asks before such a move, and the words of its two answers. */
export interface Confirmation {
  readonly question: string;
  readonly yes: string;
  readonly no: string;
}

const ASK: Readonly<Record<string, Readonly<Record<string, Confirmation>>>> = {
  aircargo: {
    stop: {
      question: 'End the game now? It is scored as it stands, and it cannot be taken back.',
      yes: 'Yes, end the game',
      no: 'Keep playing',
    },
  },
};

/** The confirmation `move` of game `rules` needs, or undefined when it is played at once. */
export function confirmationFor(rules: string, move: unknown): Confirmation | undefined {
  if (typeof move !== 'object' || move === null || !('type' in move)) return undefined;
  return ASK[rules]?.[String(move.type)];
}

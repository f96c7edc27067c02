import { builder } from '../builder.js';
import { RULES, tag, type GameGraphql, type Tagged } from './adapter.js';
import { aircargoGraphql } from './aircargo.js';
import { carbondaleGraphql } from './carbondale.js';
import { circuitRacerGraphql } from './circuit-racer.js';
import { coalNWriteGraphql } from './coal-n-write.js';
import { goldmineRumblesGraphql } from './goldmine-rumbles.js';

/** Every game's GraphQL face; adding a game here adds it to the view and move unions and to `MoveInput`. */
export const GAME_GRAPHQL: readonly GameGraphql[] = [circuitRacerGraphql, coalNWriteGraphql, aircargoGraphql, goldmineRumblesGraphql, carbondaleGraphql];

const byRules = new Map(GAME_GRAPHQL.map((g) => [g.rules, g]));

export const GameViewRef = builder.unionType('GameView', {
  description: "A game's view, typed per game.",
  types: GAME_GRAPHQL.map((g) => g.view),
  resolveType: (value) => byRules.get((value as Tagged<object>)[RULES])!.view,
});

export const MoveRef = builder.unionType('Move', {
  description: 'A move, typed per game and move type.',
  types: GAME_GRAPHQL.flatMap((g) => Object.values(g.moves)),
  resolveType: (value) => {
    const move = value as Tagged<{ type: string }>;
    return byRules.get(move[RULES])!.moves[move.type]!;
  },
});

export const MoveInputRef = builder.inputType('MoveInput', {
  isOneOf: true,
  description: "Exactly one field: the game's own move input.",
  fields: (t) => Object.fromEntries(GAME_GRAPHQL.map((g) => [g.inputField, t.field({ type: g.moveInput })])),
});

/** A value of `MoveInput` as the game's move object, with the game it was written for. */
export function moveFromInput(input: Record<string, unknown>): { rules: string; move: unknown } {
  const game = GAME_GRAPHQL.find((g) => input[g.inputField] != null)!;
  return { rules: game.rules, move: game.toMove(input[game.inputField] as Record<string, unknown>) };
}

export const tagView = (rules: string, view: unknown) => tag(rules, view as object);
export const tagMove = (rules: string, move: unknown) => tag(rules, move as { type: string });

import { z } from '@hono/zod-openapi';
import { rulebook } from '../../games/index.js';
import { MOVE_REQUIRED, MoveInput } from '../../service/inputs.js';
import { typeNamePrefix } from '../game-contract.js';

/**
 * The body of a move. Validated as `MoveInput` (the move itself is checked by its game's rules, so a
 * wrong shape is a 422 with the rule code); documented with the move types of every game. The route
 * (games.ts) and node's direct path (adapter/node/direct-rest.ts) validate with this one schema.
 */
export const MoveRequest = MoveInput.extend({
  move: z
    .custom<unknown>((value) => value !== undefined, { message: MOVE_REQUIRED })
    .openapi({
      description:
        "One move of this game's rules: any entry of `legalMoves` as it is, or a shape from `GET /v1/rules/{id}` (`moves`).",
      type: 'object',
      anyOf: rulebook.games.map((g) => ({ $ref: `#/components/schemas/${typeNamePrefix(g.id)}Move` })),
    }),
}).openapi('MoveRequest');

export type MoveRequest = z.infer<typeof MoveRequest>;

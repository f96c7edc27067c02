/**
 * Each hosted game's contract as the APIs publish it, derived only from the game's own zod schemas
 * (`viewSchema`, `moveSchema`): REST (openapi.yaml), `GET /v1/rules/{id}` and GraphQL all read it here,
 * so no API describes a game by hand. Adding a game to the rulebook adds it everywhere.
 */
// From @hono/zod-openapi: it extends zod first, so the schemas made here can be registered in openapi.yaml.
import { z } from '@hono/zod-openapi';
import type { AnyGame } from '../core/types.js';
import { once } from '../core/once.js';
import { rulebook } from '../games/index.js';

/** One move type of a game: its `type` literal and the schema of its other fields. */
export interface MoveVariant {
  readonly type: string;
  /** `CircuitRacerGearMove`: the name of this move type in openapi.yaml and GraphQL. */
  readonly name: string;
  readonly schema: z.ZodObject;
}

export interface GameContract {
  /** The rules id, e.g. `circuit-racer`. */
  readonly rules: string;
  /** The type-name prefix, e.g. `CircuitRacer` (from the view schema's id `CircuitRacerView`). */
  readonly prefix: string;
  readonly view: z.ZodType;
  /** One move, as posted (`{ "type": "gear", "gear": 4 }`). */
  readonly move: z.ZodType;
  readonly variants: readonly MoveVariant[];
  /** An entry of `legalMoves`: a move plus its human `label`, one named schema per move type. */
  readonly legalMove: z.ZodType;
}

const LABEL = z
  .string()
  .describe('A short human label for the move, e.g. "Shift to gear 4"; a move posted with it is the same move.');

const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The prefix of a game's type names in every API: its id in PascalCase (`coal-n-write`: `CoalNWrite`).
 * Known from the id alone, so a route can name a game's types without building its schemas.
 */
export const typeNamePrefix = (id: string): string => id.split('-').map(capitalized).join('');

/** The registered id of a schema (`.meta({ id })`), which names it in every API. */
export const schemaId = (schema: z.ZodType): string | undefined => z.globalRegistry.get(schema)?.id;

function variantsOf(game: AnyGame, prefix: string): MoveVariant[] {
  const union = game.moveSchema as unknown as z.ZodDiscriminatedUnion<z.ZodObject[]>;
  if (!Array.isArray(union.options)) throw new Error(`${game.id}: moveSchema must be a z.discriminatedUnion on "type"`);
  return union.options.map((schema) => {
    const type = (schema.shape.type as z.ZodLiteral<string>).value;
    return { type, name: `${prefix}${capitalized(type)}Move`, schema };
  });
}

export function gameContract(game: AnyGame): GameContract {
  const prefix = typeNamePrefix(game.id);
  const view = game.viewSchema();
  if (schemaId(view) !== `${prefix}View`)
    throw new Error(`${game.id}: viewSchema needs .meta({ id: '${prefix}View' })`);
  const variants = variantsOf(game, prefix);
  const labelled = variants.map((v) =>
    v.schema
      .extend({ label: LABEL })
      .meta({ id: v.name, description: z.globalRegistry.get(v.schema)?.description ?? `A legal ${v.type} move.` }),
  );
  return {
    rules: game.id,
    prefix,
    view,
    move: namedMove(game),
    variants,
    legalMove: z
      .discriminatedUnion('type', labelled as unknown as [z.ZodObject, ...z.ZodObject[]])
      .meta({ id: `${prefix}LegalMove`, description: `A legal ${game.title} move with its label.` }),
  };
}

/**
 * Each current game's move schema named `<Prefix>Move` (a registry id is given once, so the contract
 * and the routes share these). Cheap: the move schemas are built with the rules, which every move needs.
 */
const namedMoves: () => ReadonlyMap<string, z.ZodType> = once(
  () =>
    new Map(
      rulebook.games.map((game) => [
        game.id,
        game.moveSchema.meta({
          id: `${typeNamePrefix(game.id)}Move`,
          description: `A ${game.title} move, as posted to \`POST /v1/games/{id}/moves\`.`,
        }),
      ]),
    ),
);

/** The move schema of a current game as the APIs name it (`CircuitRacerMove`). */
export function namedMove(game: AnyGame): z.ZodType {
  const move = namedMoves().get(game.id);
  if (move === undefined) throw new Error(`${game.id}: not a game new games are created under`);
  return move;
}

/**
 * The contract of every game new games are created under (old rules versions replay, but new clients
 * see these). Built on the first call (the API documents, GraphQL): it builds every game's view schema.
 */
export const gameContracts: () => readonly GameContract[] = once(() => rulebook.games.map(gameContract));

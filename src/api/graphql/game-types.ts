/**
 * Every game's GraphQL face, built from its contract (its zod schemas) by the generic builder in
 * zod-types.ts: a view type per game in the `GameView` union, an object type per move type in the `Move`
 * union, and one `@oneOf` input per game in `MoveInput`. Every move type implements `LegalMove`: its
 * `label` and `input`, its exact `MoveInput` value, so one fragment reads any game's moves and a legal
 * move goes back to `makeMove` as it came, with no per-move mapping.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- refs come from schemas at run time */
import { gameContracts, type GameContract } from '../game-contract.js';
import type { ObjectRef } from '@pothos/core';
import { builder } from './builder.js';
import { selectsAnywhere } from './selects.js';
import { inputType, outputType, withoutNulls } from './zod-types.js';
import type { AnyGame } from '../../core/types.js';
import { unlabelledMovesOf, type GameSnapshot } from '../../service/present.js';

/** Values handed to the unions carry their game so `resolveType` can pick the right member. */
const RULES = Symbol('rules');
/** A legal move served without its label: what labels it, when `label` is selected. */
const LABEL = Symbol('label');
type SelectInfo = Parameters<typeof selectsAnywhere>[0];
type Types = typeof builder extends { $inferSchemaTypes: infer T } ? T : never;
type Member = ObjectRef<Types, object>;
type Tagged<T> = T & { readonly [RULES]: string; readonly [LABEL]?: Labeller };
interface Labeller {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly move: unknown;
}
const tag = <T extends object>(rules: string, value: T): Tagged<T> =>
  Object.assign(Object.create(null), value, { [RULES]: rules });

/** The field of `MoveInput` that carries a game's moves: `circuit-racer` → `circuitRacer`. */
const inputFieldOf = (rules: string): string => rules.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

builder.scalarType('MoveInputValue', {
  description: 'A value of `MoveInput`, exactly as `makeMove(move:)` takes it (pass it as the `move` variable).',
  serialize: (value) => value,
  parseValue: (value) => value,
});

const hasFields = (variant: GameContract['variants'][number]): boolean =>
  Object.keys(variant.schema.shape).some((k) => k !== 'type');

/** A move as a `MoveInput` value: `{ circuitRacer: { gear: { gear: 4 } } }`, `{ circuitRacer: { accept: true } }`. */
function inputValueOf(contract: GameContract, move: Record<string, unknown>): unknown {
  const { type, label: _label, ...fields } = move;
  const variant = contract.variants.find((v) => v.type === type);
  return {
    [inputFieldOf(contract.rules)]: { [String(type)]: variant !== undefined && !hasFields(variant) ? true : fields },
  };
}

/**
 * What every move type has, whatever its game: one fragment (`... on LegalMove { label input }`)
 * reads the legal moves of any game, with no type names to know.
 */
const LegalMoveRef = builder.interfaceRef<Tagged<Record<string, unknown> & { type: string }>>('LegalMove').implement({
  description: 'A move of any game: its label and its `input`, which `makeMove` takes as it is.',
  fields: (t) => ({
    label: t.string({
      nullable: true,
      description: 'A short human label, e.g. "Shift to gear 4" (on legal moves; null on moves of a tape).',
      resolve: (m) => {
        const labeller = m[LABEL];
        return labeller !== undefined
          ? labeller.game.label(labeller.state, labeller.move)
          : ((m.label as string | undefined) ?? null);
      },
    }),
    input: t.field({
      type: 'MoveInputValue',
      description: 'This move as a `MoveInput` value: send it back to `makeMove` as it is.',
      resolve: (m) => inputValueOf(byRules.get(m[RULES])!.contract, m),
    }),
  }),
  resolveType: (m) => byRules.get(m[RULES])!.moves[m.type]!,
});

interface GameGraphql {
  readonly contract: GameContract;
  readonly inputField: string;
  readonly view: any;
  readonly moves: Readonly<Record<string, any>>;
  readonly moveInput: any;
}

function gameGraphql(contract: GameContract): GameGraphql {
  const view = outputType(contract.view, `${contract.prefix}View`);
  const moves = Object.fromEntries(
    contract.variants.map((variant) => [
      variant.type,
      outputType(
        variant.schema,
        variant.name,
        { omit: ['type'], allNullable: true, interfaces: [LegalMoveRef] },
        (t) => ({
          ...(!hasFields(variant) && {
            [variant.type]: t.boolean({
              description: 'Always true: this move has no other field.',
              resolve: () => true,
            }),
          }),
        }),
      ),
    ]),
  );
  const moveInput = builder.inputType(`${contract.prefix}MoveInput`, {
    isOneOf: true,
    description: `Exactly one field: the ${contract.rules} move to make, named by its type (a move with no other field takes \`true\`).`,
    fields: (t) =>
      Object.fromEntries(
        contract.variants.map((variant) => {
          const description = variant.schema.description;
          if (!hasFields(variant))
            return [variant.type, t.boolean({ description: description ?? `true: ${variant.type}.` })];
          return [
            variant.type,
            t.field({
              type: inputType(variant.schema, `${contract.prefix}${capitalized(variant.type)}Input`, ['type']),
              ...(description !== undefined && { description }),
            }),
          ];
        }),
      ),
  });
  return { contract, inputField: inputFieldOf(contract.rules), view, moves, moveInput };
}

const GAMES: readonly GameGraphql[] = gameContracts().map(gameGraphql);
const byRules = new Map(GAMES.map((g) => [g.contract.rules, g]));

export const GameViewRef = builder.unionType('GameView', {
  description: "A game's view, typed per game (the same shape for a seat and a spectator).",
  types: GAMES.map((g) => g.view as Member),
  resolveType: (value) => byRules.get((value as Tagged<object>)[RULES])!.view,
});

export const MoveRef = builder.unionType('Move', {
  description: 'A move, typed per game and move type. Its `input` goes back to `makeMove` as it is.',
  types: GAMES.flatMap((g) => Object.values(g.moves) as Member[]),
  resolveType: (value) => {
    const move = value as Tagged<{ type: string }>;
    return byRules.get(move[RULES])!.moves[move.type]!;
  },
});

export const MoveInputRef = builder.inputType('MoveInput', {
  isOneOf: true,
  description: "Exactly one field: the game's own move input. A legal move's `input` is such a value.",
  fields: (t) =>
    Object.fromEntries(
      GAMES.map((g) => [g.inputField, t.field({ type: g.moveInput, description: `A ${g.contract.rules} move.` })]),
    ),
});

/** A value of `MoveInput` as the game's move object (as its zod schema expects), with the game it was written for. */
export function moveFromInput(input: Record<string, unknown>): { rules: string; move: unknown } {
  const game = GAMES.find((g) => input[g.inputField] != null)!;
  const [type, value] = Object.entries(input[game.inputField] as Record<string, unknown>).find(
    ([, v]) => v != null,
  ) ?? ['', undefined];
  const fields = typeof value === 'object' && value !== null ? (withoutNulls(value) as Record<string, unknown>) : {};
  return { rules: game.contract.rules, move: { type, ...fields } };
}

/** A move of `rules` as the `MoveInput` value that makes it (what a move's `input` field serves). */
export function moveInputValue(rules: string, move: Record<string, unknown>): unknown {
  return inputValueOf(byRules.get(rules)!.contract, move);
}

export const tagView = (rules: string, view: unknown) => tag(rules, view as object);
export const tagMove = (rules: string, move: unknown) => tag(rules, move as { type: string });

/**
 * A game's legal moves as GraphQL serves them, each labelled only if `label` is selected anywhere
 * under the field (a client that picks moves by their fields, like `npm run bench graphql`'s, never
 * builds the labels).
 */
export function legalMovesOf(game: GameSnapshot, _args: unknown, _context: unknown, info: SelectInfo) {
  return servedMoves(game, selectsAnywhere(info, 'label'));
}

/** `legalMovesOf`, told whether labels are read. */
export function servedMoves(game: GameSnapshot, labelled: boolean): Tagged<{ type: string }>[] {
  const source = unlabelledMovesOf(game);
  if (source === undefined) return game.legalMoves.map((m) => tagMove(game.rules, m));
  if (!labelled) return source.moves.map((move) => keptTag(game.rules, move as { type: string }));
  return source.moves.map((move) =>
    Object.assign(Object.create(null) as object, move as { type: string }, {
      [RULES]: game.rules,
      [LABEL]: { game: source.game, state: source.state, move },
    }),
  );
}

/**
 * Unlabelled moves served again, by the move's identity: a game that lists the same frozen move
 * objects in every state (Circuit Racer's selects, 126 of a dice step's ~130) gets the same tagged
 * copies, instead of ~130 new ones per answer. Only a frozen move is kept: its own fields cannot
 * change, and the copy shares whatever they hold, so it reads the same as the move forever.
 */
const keptTags = new WeakMap<object, Tagged<{ type: string }>>();

function keptTag(rules: string, move: { type: string }): Tagged<{ type: string }> {
  const kept = keptTags.get(move);
  if (kept !== undefined && kept[RULES] === rules) return kept;
  const tagged = tagMove(rules, move);
  if (Object.isFrozen(move)) keptTags.set(move, tagged);
  return tagged;
}

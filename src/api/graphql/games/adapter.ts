import type { InputObjectRef, ObjectRef } from '@pothos/core';
import type { builder } from '../builder.js';

type Types = typeof builder extends { $inferSchemaTypes: infer T } ? T : never;

/**
 * How one game appears in GraphQL: its view type, one object type per move type (for
 * `legalMoves` and tapes), and one `@oneOf` input for moves. The central unions are built from these.
 */
export interface GameGraphql {
  /** The rules id, e.g. `circuit-racer`. */
  readonly rules: string;
  /** The field of `MoveInput` that carries this game's moves, e.g. `circuitRacer`. */
  readonly inputField: string;
  readonly view: ObjectRef<Types, unknown>;
  /** Move type (`gear`, `accept`, ...) → its output object type. */
  readonly moves: Readonly<Record<string, ObjectRef<Types, unknown>>>;
  readonly moveInput: InputObjectRef<Types, unknown>;
  /** Turns a value of `moveInput` into the game's move object (as its zod schema expects). */
  toMove(input: Record<string, unknown>): unknown;
}

/** Values handed to the unions carry their game so `resolveType` can pick the right member. */
export const RULES = Symbol('rules');
export type Tagged<T> = T & { readonly [RULES]: string };
export const tag = <T extends object>(rules: string, value: T): Tagged<T> => Object.assign(Object.create(null), value, { [RULES]: rules });

/** The one field set in a `@oneOf` input value: its name (by convention, the move type) and its value. */
export function chosenField(input: Record<string, unknown>): readonly [string, unknown] {
  return Object.entries(input).find(([, v]) => v !== null && v !== undefined) ?? ['', undefined];
}

/** GraphQL passes absent optional fields as missing or null; the move schemas want them absent. */
export const withoutNulls = (value: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries((value ?? {}) as object).filter(([, v]) => v !== null && v !== undefined));

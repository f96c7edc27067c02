/**
 * The one generic bridge from a game's zod schemas to GraphQL types: objects become object (or input)
 * types named by their schema id (`.meta({ id })`) or by where they sit, enums become enums, and every
 * `.describe()` becomes the GraphQL description. No game is described to GraphQL by hand.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- Pothos refs are built from schemas at run time */
import type { z } from 'zod';
import { z as zod } from 'zod';
import { builder } from './builder.js';

type Schema = z.core.$ZodType;
type Def = { type: string; [key: string]: any };
const defOf = (schema: Schema): Def => (schema as any)._zod.def as Def;
const meta = (schema: Schema): { id?: string; description?: string } =>
  (zod.globalRegistry.get(schema as z.ZodType) ?? {}) as { id?: string; description?: string };

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/** The schema under optional/nullable/default wrappers, whether it may be absent, and the nearest description. */
export function unwrap(schema: Schema): { inner: Schema; optional: boolean; description: string | undefined } {
  let inner = schema;
  let optional = false;
  let description = meta(schema).description;
  while (WRAPPERS.has(defOf(inner).type)) {
    const type = defOf(inner).type;
    if (type === 'optional' || type === 'nullable' || type === 'default' || type === 'prefault') optional = true;
    inner = defOf(inner).innerType as Schema;
    description ??= meta(inner).description;
  }
  return { inner, optional, description };
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A number or a string, as the move schema allows (e.g. a beacon id `BNO` or an airport id `41`). */
const StringOrInt = builder.scalarType('StringOrInt', {
  description: 'A string or an integer, kept as sent (e.g. a beacon id `"BNO"` or an airport id `41`).',
  serialize: (value) => value as string | number,
  parseValue: (value) => {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value))) return value;
    throw new TypeError('expected a string or an integer');
  },
  parseLiteral: (ast) => {
    if (ast.kind === 'StringValue') return ast.value;
    if (ast.kind === 'IntValue') return Number(ast.value);
    throw new TypeError('expected a string or an integer');
  },
});

/** Built types, by schema object: a schema used in several places is one GraphQL type. */
const outputs = new Map<Schema, any>();
const inputs = new Map<Schema, any>();
const enums = new Map<Schema, any>();

function enumOrString(schema: Schema, name: string): any {
  const def = defOf(schema);
  const values: string[] =
    def.type === 'enum' ? Object.values(def.entries as Record<string, string>) : (def.values as string[]);
  if (!values.every((v) => typeof v === 'string' && GRAPHQL_NAME.test(v))) return 'String'; // '' or '$' cannot be enum values: served as strings
  const known = enums.get(schema);
  if (known !== undefined) return known;
  const ref = builder.enumType(meta(schema).id ?? name, {
    ...(meta(schema).description !== undefined && { description: meta(schema).description }),
    values: Object.fromEntries(values.map((v) => [v, { value: v }])),
  });
  enums.set(schema, ref);
  return ref;
}

/** Scalars, enums and lists shared by output and input types; `object` builds the object case. */
function typeOf(schema: Schema, name: string, object: (schema: Schema, name: string) => any): any {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return 'String';
    case 'boolean':
      return 'Boolean';
    case 'number':
      return (schema as any).isInt === true ? 'Int' : 'Float';
    case 'enum':
      return enumOrString(schema, name);
    case 'literal':
      return (def.values as unknown[]).every((v) => typeof v === 'string') ? enumOrString(schema, name) : 'Int';
    case 'array':
      return [typeOf(unwrap(def.element).inner, name, object)];
    case 'tuple': // cells such as [x, y]: a list of their (one) item type
      return [typeOf(unwrap(def.items[0]).inner, name, object)];
    case 'union': {
      const kinds = new Set((def.options as Schema[]).map((o) => defOf(unwrap(o).inner).type));
      if ([...kinds].every((k) => k === 'string' || k === 'number' || k === 'literal')) return StringOrInt;
      throw new Error(`${name}: a union of objects has no generic GraphQL type`);
    }
    case 'object':
      return object(schema, name);
    default:
      throw new Error(`${name}: zod type "${def.type}" has no GraphQL type`);
  }
}

export interface FieldOptions {
  /** Leave out these keys (e.g. a move's `type`, which the GraphQL type name already says). */
  readonly omit?: readonly string[];
  /** Every field nullable (move types, so one selection can span move types whose fields differ). */
  readonly allNullable?: boolean;
  /** Interfaces the type implements (its fields come with them), e.g. every move type's `LegalMove`. */
  readonly interfaces?: readonly unknown[];
}

/** The output object type of a zod object, named `name` unless the schema has an id. */
export function outputType(
  schema: Schema,
  name: string,
  options: FieldOptions = {},
  extra?: (t: any) => Record<string, any>,
): any {
  const known = outputs.get(schema);
  if (known !== undefined) return known;
  const typeName = meta(schema).id ?? name;
  const shape = defOf(schema).shape as Record<string, Schema>;
  const ref = builder.objectRef<any>(typeName);
  outputs.set(schema, ref);
  ref.implement({
    ...(meta(schema).description !== undefined && { description: meta(schema).description }),
    ...(options.interfaces !== undefined && { interfaces: options.interfaces as any }),
    fields: (t: any) => ({
      ...Object.fromEntries(
        Object.entries(shape)
          .filter(([key]) => !(options.omit ?? []).includes(key))
          .map(([key, field]) => {
            const { inner, optional, description } = unwrap(field);
            const type = typeOf(inner, `${typeName}${capitalized(key)}`, (s, n) => outputType(s, n));
            const nullable = optional || options.allNullable === true;
            return [
              key,
              t.field({
                type,
                nullable: Array.isArray(type) ? { list: nullable, items: false } : nullable,
                ...(description !== undefined && { description }),
                resolve: (parent: any) => parent[key] ?? null,
              }),
            ];
          }),
      ),
      ...(extra?.(t) ?? {}),
    }),
  });
  return ref;
}

/** The input object type of a zod object: required fields stay required, optional ones may be null or absent. */
export function inputType(schema: Schema, name: string, omit: readonly string[] = []): any {
  const known = inputs.get(schema);
  if (known !== undefined) return known;
  const shape = defOf(schema).shape as Record<string, Schema>;
  const ref = builder.inputType(name, {
    ...(meta(schema).description !== undefined && { description: meta(schema).description }),
    fields: (t: any) =>
      Object.fromEntries(
        Object.entries(shape)
          .filter(([key]) => !omit.includes(key))
          .map(([key, field]) => {
            const { inner, optional, description } = unwrap(field);
            const type = typeOf(inner, `${name}${capitalized(key)}`, (s, n) =>
              inputType(s, `${(meta(s).id ?? n).replace(/Input$/, '')}Input`),
            );
            return [key, t.field({ type, required: !optional, ...(description !== undefined && { description }) })];
          }),
      ),
  });
  inputs.set(schema, ref);
  return ref;
}

/** A GraphQL input value as the zod schema wants it: optional fields left null are absent, recursively. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

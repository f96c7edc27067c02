import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** How a walk is made: values for required arguments (by name), and which members of abstract types to enter. */
export interface WalkOptions {
  readonly values: Readonly<Record<string, unknown>>;
  /** Members of a union or interface to include (e.g. only the views and moves of the game walked). */
  readonly member: (typeName: string) => boolean;
  /** Fields left out because a required argument had no value: the test asserts there are none. */
  readonly skipped: string[];
}

/**
 * A selection set that asks for every field of `type`, descending into every object, interface and
 * union member (as inline fragments). A type already on the path is not entered again (the schema's
 * cycles). Members of one abstract type may have same-named fields of different types, which GraphQL
 * refuses to merge: those get an alias naming their type.
 */
export function selectEverything(
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  options: WalkOptions,
  path: readonly string[] = [],
): string {
  if (isLeafType(type) || path.includes(type.name)) return '';
  const inner = [...path, type.name];
  if (isUnionType(type) || isInterfaceType(type)) {
    const seen = new Map<string, string>();
    const own = isInterfaceType(type)
      ? fieldsOf(schema, type.getFields(), options, inner, seen, type.name)
      : ['__typename'];
    const members = schema
      .getPossibleTypes(type)
      .filter((member) => options.member(member.name))
      .map(
        (member) =>
          `... on ${member.name} { ${fieldsOf(schema, member.getFields(), options, [...inner, member.name], seen, member.name).join(' ')} }`,
      );
    return `{ ${[...own, ...members].join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  return `{ ${fieldsOf(schema, type.getFields(), options, inner, new Map(), type.name).join(' ')} }`;
}

function fieldsOf(
  schema: GraphQLSchema,
  fields: Record<string, GraphQLField<unknown, unknown>>,
  options: WalkOptions,
  path: readonly string[],
  seen: Map<string, string>,
  owner: string,
): string[] {
  const out: string[] = ['__typename'];
  for (const field of Object.values(fields)) {
    const args = argumentsOf(field.args, options.values);
    if (args === undefined) {
      options.skipped.push(`${owner}.${field.name}`);
      continue;
    }
    const named = getNamedType(field.type);
    const selection = isLeafType(named) ? '' : selectEverything(schema, named, options, path);
    if (!isLeafType(named) && selection === '') continue;
    // Same name, same type: GraphQL merges them. Otherwise this one answers under its own alias.
    const shape = `${String(field.type)}${args}${selection}`;
    const earlier = seen.get(field.name);
    const alias = earlier === undefined || earlier === shape ? '' : `${field.name}_${owner}: `;
    if (earlier === undefined) seen.set(field.name, shape);
    out.push(`${alias}${field.name}${args} ${selection}`);
  }
  return out;
}

/** `(a: 1, b: "x")` for the arguments we have values for; `undefined` when a required one has none. */
export function argumentsOf(
  args: readonly GraphQLArgument[],
  values: Readonly<Record<string, unknown>>,
): string | undefined {
  const given: string[] = [];
  for (const arg of args) {
    if (arg.name in values) given.push(`${arg.name}: ${JSON.stringify(values[arg.name])}`);
    else if (isNonNullType(arg.type) && arg.defaultValue === undefined) return undefined;
  }
  return given.length === 0 ? '' : `(${given.join(', ')})`;
}

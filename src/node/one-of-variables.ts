import { isInputObjectType, isListType, isNonNullType, typeFromAST, type GraphQLInputType, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

interface OneOfVariable {
  readonly name: string;
  readonly type: GraphQLInputType;
}

/** Per operation (Yoga caches parsed documents, so one query string is one node): its variables that can hold a @oneOf input. */
const byOperation = new WeakMap<OperationDefinitionNode, readonly OneOfVariable[]>();

/**
 * Whether the variables might break a @oneOf rule: an input of a @oneOf type with not exactly one
 * field, a null one, or a field the type does not have. `false` is a promise that none does, found
 * by walking only the variables whose types can hold a @oneOf input; `true` sends the caller to
 * graphql-js's full coercion, which finds (and words) the actual error, if there is one.
 */
export function mayBreakOneOf(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>>): boolean {
  let candidates = byOperation.get(operation);
  if (candidates === undefined) {
    candidates = (operation.variableDefinitions ?? []).flatMap((definition) => {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
      return type !== undefined && holdsOneOf(type, new Set()) ? [{ name: definition.variable.name.value, type }] : [];
    });
    byOperation.set(operation, candidates);
  }
  return candidates.some((v) => !keepsOneOf(v.type, variables[v.name]));
}

function holdsOneOf(type: GraphQLInputType, seen: Set<GraphQLInputType>): boolean {
  if (isNonNullType(type) || isListType(type)) return holdsOneOf(type.ofType as GraphQLInputType, seen);
  if (!isInputObjectType(type) || seen.has(type)) return false;
  seen.add(type);
  return type.isOneOf || Object.values(type.getFields()).some((field) => holdsOneOf(field.type, seen));
}

/** Conservative: `true` only when `value` surely keeps every @oneOf rule of `type` (anything odd is left to the full coercion). */
function keepsOneOf(type: GraphQLInputType, value: unknown): boolean {
  if (isNonNullType(type)) return keepsOneOf(type.ofType as GraphQLInputType, value);
  if (value === null || value === undefined) return true;
  if (isListType(type)) {
    const of = type.ofType as GraphQLInputType;
    return Array.isArray(value) ? value.every((item) => keepsOneOf(of, item)) : keepsOneOf(of, value);
  }
  if (!isInputObjectType(type)) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const fields = type.getFields();
  const keys = Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
  if (type.isOneOf && (keys.length !== 1 || (value as Record<string, unknown>)[keys[0]!] === null)) return false;
  return keys.every((key) => fields[key] !== undefined && keepsOneOf(fields[key].type, (value as Record<string, unknown>)[key]));
}

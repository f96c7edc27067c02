import {
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/** An operation's variables and their types, where an input object can be reached from them. */
type ObjectPositions = readonly (readonly [name: string, type: GraphQLInputType])[];

const positionsByOperation = new WeakMap<OperationDefinitionNode, ObjectPositions>();

/**
 * Whether every input object in `variables` is given as graphql-js takes one: an object (not a
 * list) of the type's own fields, and of exactly one non-null field for a `@oneOf` type. graphql-jit's
 * own coercion of variables takes those where graphql-js refuses them (compiled-graphql.ts), so
 * `false` says graphql-js must coerce the variables first; `true` does not say the values are
 * otherwise right (graphql-jit still checks their scalars and required fields, and refuses what
 * graphql-js refuses: test/unit/api/input-object-variables.test.ts holds the two to the same
 * refusals). An operation with no input object in reach of its variables is answered `true` at once.
 */
export function inputObjectsHold(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Variables,
): boolean {
  let positions = positionsByOperation.get(operation);
  if (positions === undefined) positionsByOperation.set(operation, (positions = objectPositions(schema, operation)));
  if (positions.length === 0) return true;
  for (const [name, type] of positions) if (!holds(type, variables?.[name])) return false;
  return true;
}

function objectPositions(schema: GraphQLSchema, operation: OperationDefinitionNode): ObjectPositions {
  const positions: [string, GraphQLInputType][] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type !== undefined && reachesInputObject(type)) positions.push([definition.variable.name.value, type]);
  }
  return positions;
}

function reachesInputObject(type: GraphQLInputType): boolean {
  if (isNonNullType(type) || isListType(type)) return reachesInputObject(type.ofType as GraphQLInputType);
  return isInputObjectType(type);
}

/** graphql-js's reading (coerceInputValue.ts): a field is given when its value is not `undefined`, or it has a default. */
function holds(type: GraphQLInputType, value: unknown): boolean {
  if (isNonNullType(type)) return holds(type.ofType, value);
  if (value == null) return true;
  if (isListType(type)) {
    // A list takes a single value as a list of one.
    const item = type.ofType as GraphQLInputType;
    return Array.isArray(value) ? value.every((v) => holds(item, v)) : holds(item, value);
  }
  if (!isInputObjectType(type)) return true;
  // graphql-jit takes a list, or fields the type does not have, where graphql-js refuses them.
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const fields = value as Record<string, unknown>;
  const defined = type.getFields();
  for (const name in fields) if (!Object.hasOwn(defined, name)) return false;
  let given = 0;
  for (const field of Object.values(defined)) {
    const fieldValue = fields[field.name];
    if (fieldValue === undefined) {
      if (field.defaultValue !== undefined) given++;
      continue;
    }
    given++;
    if (type.isOneOf && fieldValue === null) return false;
    if (!holds(field.type, fieldValue)) return false;
  }
  return !type.isOneOf || given === 1;
}

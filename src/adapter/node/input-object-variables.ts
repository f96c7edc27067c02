import {
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/** An operation's variables and the check of each, where an input object can be reached from them. */
type ObjectPositions = readonly (readonly [name: string, check: Check])[];
type Check = (value: unknown) => boolean;

const positionsByOperation = new WeakMap<OperationDefinitionNode, ObjectPositions>();

/**
 * Whether every input object in `variables` is given as graphql-js takes one: an object (not a
 * list) of the type's own fields, and of exactly one non-null field for a `@oneOf` type. graphql-jit's
 * own coercion of variables takes those where graphql-js refuses them (compiled-graphql.ts), so
 * `false` says graphql-js must coerce the variables first; `true` does not say the values are
 * otherwise right (graphql-jit still checks their scalars and required fields, and refuses what
 * graphql-js refuses: test/unit/api/input-object-variables.test.ts holds the two to the same
 * refusals). An operation with no input object in reach of its variables is answered `true` at once.
 * The checks are built once per operation (a cached document's nodes are the same every request).
 */
export function inputObjectsHold(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Variables,
): boolean {
  let positions = positionsByOperation.get(operation);
  if (positions === undefined) positionsByOperation.set(operation, (positions = objectPositions(schema, operation)));
  for (const [name, check] of positions) if (!check(variables?.[name])) return false;
  return true;
}

function objectPositions(schema: GraphQLSchema, operation: OperationDefinitionNode): ObjectPositions {
  const positions: [string, Check][] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type !== undefined && reachesInputObject(type)) positions.push([definition.variable.name.value, checkOf(type)]);
  }
  return positions;
}

function reachesInputObject(type: GraphQLInputType): boolean {
  if (isNonNullType(type) || isListType(type)) return reachesInputObject(type.ofType as GraphQLInputType);
  return isInputObjectType(type);
}

const checks = new WeakMap<GraphQLInputObjectType, Check>();
const anything: Check = () => true;

/** The check of a value of `type`, as graphql-js reads it (coerceInputValue.ts). */
function checkOf(type: GraphQLInputType): Check {
  if (isNonNullType(type)) return checkOf(type.ofType);
  if (isListType(type)) {
    const item = checkOf(type.ofType as GraphQLInputType);
    if (item === anything) return anything;
    // A list takes a single value as a list of one.
    return (value) => value == null || (Array.isArray(value) ? value.every(item) : item(value));
  }
  if (!isInputObjectType(type)) return anything;
  let check = checks.get(type);
  if (check === undefined) {
    // Set before its fields are built: an input type may hold itself.
    const fields: [string, Check, boolean][] = [];
    check = objectCheck(type, fields);
    checks.set(type, check);
    for (const field of Object.values(type.getFields()))
      fields.push([field.name, checkOf(field.type), field.defaultValue !== undefined]);
  }
  return check;
}

/** A field is given when its value is not `undefined`, or it has a default. */
function objectCheck(type: GraphQLInputObjectType, fields: readonly [string, Check, boolean][]): Check {
  const defined = type.getFields();
  const oneOf = type.isOneOf;
  return (value) => {
    if (value == null) return true;
    // graphql-jit takes a list, or fields the type does not have, where graphql-js refuses them.
    if (typeof value !== 'object' || Array.isArray(value)) return false;
    const given = value as Record<string, unknown>;
    for (const name in given) if (!Object.hasOwn(defined, name)) return false;
    let count = 0;
    for (const [name, check, hasDefault] of fields) {
      const fieldValue = given[name];
      if (fieldValue === undefined) {
        if (hasDefault) count++;
        continue;
      }
      count++;
      if (oneOf && fieldValue === null) return false;
      if (!check(fieldValue)) return false;
    }
    return !oneOf || count === 1;
  };
}

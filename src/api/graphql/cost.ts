import {
  getOperationAST,
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationTypeNode,
  type SelectionSetNode,
} from 'graphql';
import { problem } from '../../service/errors.js';
import { graphqlError } from './errors.js';

/**
 * The work one operation may ask for, in cost units. Most root fields cost 1 (a cached game read);
 * the ones that replay or copy a whole tape cost far more: twenty aliased `audit`s of a long game
 * held the node server's request thread for about a second, and twenty `exportGame`s turned a
 * 600-byte request into 1.9 MB. 100 units allow five of those, or any dashboard of plain reads.
 */
export const MAX_COST = 100;

/** Replays the whole tape, re-deriving every die. */
export const AUDIT_COST = 20;
/** Copies the whole tape into the answer. */
export const EXPORT_COST = 20;

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/** Root fields that cost more than 1, by `Type.field`. */
const ROOT_COSTS: Readonly<Record<string, (field: FieldNode, variables: Variables) => number>> = {
  'Query.audit': () => AUDIT_COST,
  'Query.exportGame': () => EXPORT_COST,
  'Query.events': () => 5,
  'Mutation.createGame': createGameCost,
  // Entries seat house bots, which play until the entrant is due.
  'Mutation.enterChallenge': () => 5,
};

/**
 * Creating a game plays its bot seats until a person is due: cheap with one person seated, but a
 * game of bots only is played to its end in the request (a 6-bot Coal n' Write is ~1,100 moves),
 * which takes the whole budget.
 */
function createGameCost(field: FieldNode, variables: Variables): number {
  const arg = field.arguments?.find((a) => a.name.value === 'input');
  const input =
    arg === undefined
      ? undefined
      : (valueFromASTUntyped(arg.value, variables as Record<string, unknown>) as { players?: unknown } | undefined);
  const players = Array.isArray(input?.players) ? (input.players as { bot?: unknown; open?: unknown }[]) : [];
  const bots = players.filter((p) => typeof p === 'object' && p !== null && p.bot != null).length;
  const waiting = players.some((p) => typeof p === 'object' && p !== null && p.open != null);
  if (players.length > 0 && bots === players.length && !waiting) return MAX_COST;
  return 5 + 5 * bots;
}

const ROOT_TYPE: Readonly<Record<OperationTypeNode, string>> = {
  query: 'Query',
  mutation: 'Mutation',
  subscription: 'Subscription',
};

/**
 * What the operation about to run costs: its root fields summed, fragments spread on the root
 * counted each time they are spread. Costed at execution, not validation, because it depends on
 * the request's variables (a `createGame(input: $input)` costs what its seats ask for) and Yoga
 * caches validation by document alone.
 */
export function operationCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): number {
  const operation = getOperationAST(document, operationName);
  if (operation === null || operation === undefined) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return rootCost(operation.selectionSet, ROOT_TYPE[operation.operation], fragments, variables, new Set());
}

/** The refusal of an operation over `limit` (`too-costly`, HTTP 400), or `null` when it may run. */
export function costRefusal(cost: number, limit: number): GraphQLError | null {
  if (cost <= limit) return null;
  const error = graphqlError(
    problem(
      'malformed',
      'too-costly',
      `an operation may cost at most ${limit} units; this one costs ${cost} (audit and exportGame ${AUDIT_COST} each, a game of bots only ${MAX_COST}); split it into several requests`,
      { cost, maxCost: limit },
    ),
  );
  // Yoga answers with the status in `extensions.http` and leaves that key out of the answer.
  return new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 400 } } });
}

function rootCost(
  selectionSet: SelectionSetNode,
  root: string,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Variables,
  spreading: Set<string>,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      cost += ROOT_COSTS[`${root}.${selection.name.value}`]?.(selection, variables) ?? 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += rootCost(selection.selectionSet, root, fragments, variables, spreading);
    } else {
      const fragment = fragments.get(selection.name.value);
      // An unknown or cyclic spread costs nothing here: validation has refused those documents.
      if (fragment === undefined || spreading.has(fragment.name.value)) continue;
      spreading.add(fragment.name.value);
      cost += rootCost(fragment.selectionSet, root, fragments, variables, spreading);
      spreading.delete(fragment.name.value);
    }
  }
  return cost;
}

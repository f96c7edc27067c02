import {
  Kind,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { problem } from '../../service/errors.js';
import { graphqlError } from './errors.js';

/**
 * Aliases are how one GraphQL request asks for the same field many times over: before this limit,
 * 1,000 aliased `audit`s of a 2,300-event game kept the node server's request thread busy for 30 s.
 * A client rarely needs more than a handful (one per game on a dashboard, say).
 */
export const MAX_ALIASES = 20;

/**
 * Refuses an operation with more than `limit` aliases, counting every fragment as often as it is
 * spread (nested spreads multiply the work done, so they multiply the count). Fragments are
 * counted once each and remembered, so a document cannot make the count itself expensive.
 */
export const maxAliases =
  (limit: number): ValidationRule =>
  (context) => {
    const counted = new Map<string, number>();
    return {
      OperationDefinition(operation) {
        const aliases = countAliases(operation.selectionSet, context, counted, new Set());
        if (aliases <= limit) return;
        context.reportError(
          graphqlError(
            problem(
              'malformed',
              'too-many-aliases',
              `an operation may use at most ${limit} aliases; this one uses ${aliases}`,
            ),
            [operation],
          ),
        );
      },
    };
  };

function countAliases(
  selectionSet: SelectionSetNode,
  context: ValidationContext,
  counted: Map<string, number>,
  spreading: Set<string>,
): number {
  let aliases = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias !== undefined) aliases++;
      if (selection.selectionSet !== undefined)
        aliases += countAliases(selection.selectionSet, context, counted, spreading);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      aliases += countAliases(selection.selectionSet, context, counted, spreading);
    } else {
      aliases += fragmentAliases(context.getFragment(selection.name.value), context, counted, spreading);
    }
  }
  return aliases;
}

/** A fragment's aliases with its own spreads expanded; an unknown or cyclic spread counts 0 (other rules refuse those documents). */
function fragmentAliases(
  fragment: FragmentDefinitionNode | null | undefined,
  context: ValidationContext,
  counted: Map<string, number>,
  spreading: Set<string>,
): number {
  if (fragment === null || fragment === undefined) return 0;
  const name = fragment.name.value;
  const known = counted.get(name);
  if (known !== undefined) return known;
  if (spreading.has(name)) return 0;
  spreading.add(name);
  const aliases = countAliases(fragment.selectionSet, context, counted, spreading);
  spreading.delete(name);
  counted.set(name, aliases);
  return aliases;
}

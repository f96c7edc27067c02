import { Kind, type GraphQLResolveInfo } from 'graphql';

/**
 * Whether the operation may read `field` of the value a resolver answers: false only when the
 * selection names its fields plainly and `field` is not among them. A fragment may select anything,
 * so it counts as selecting it. Lets a resolver leave out what nobody asked for (a move's `game`).
 */
export function maySelect(info: Pick<GraphQLResolveInfo, 'fieldNodes'>, field: string): boolean {
  for (const node of info.fieldNodes)
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== Kind.FIELD || selection.name.value === field) return true;
    }
  return false;
}

import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

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

type Info = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;
const anywhere = new WeakMap<FieldNode, Map<string, boolean>>();

/**
 * Whether `field` is selected anywhere under the resolver's field, at any depth, through inline
 * fragments and named ones (over-counting is safe: the field is then built and maybe not read).
 * Remembered by the field's node: a cached document hands the same nodes to every request.
 */
export function selectsAnywhere(info: Info, field: string): boolean {
  const key = info.fieldNodes[0];
  if (key === undefined) return true;
  let byField = anywhere.get(key);
  if (byField === undefined) anywhere.set(key, (byField = new Map()));
  let known = byField.get(field);
  if (known === undefined) {
    known = info.fieldNodes.some((node) => selectionNames(node.selectionSet, info.fragments, field, new Set()));
    byField.set(field, known);
  }
  return known;
}

function selectionNames(
  set: SelectionSetNode | undefined,
  fragments: Info['fragments'],
  field: string,
  seen: Set<string>,
): boolean {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === field || selectionNames(selection.selectionSet, fragments, field, seen)) return true;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (selectionNames(selection.selectionSet, fragments, field, seen)) return true;
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments[selection.name.value];
      if (fragment === undefined || selectionNames(fragment.selectionSet, fragments, field, seen)) return true;
    }
  }
  return false;
}

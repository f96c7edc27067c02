import { parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, test } from 'vitest';
import { maySelect } from '../../../src/api/graphql/selects.js';

/** The field nodes of the operation's first root field, as a resolver's `info` holds them. */
const rootField = (document: string) => ({
  fieldNodes: [(parse(document).definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode],
});

describe('maySelect: whether a resolver may leave a field out', () => {
  test.each([
    ['mutation { makeMove { version events { seq } } }', false],
    ['mutation { makeMove { version game { version } } }', true],
    ['mutation { makeMove { version g: game { version } } }', true],
    ['mutation { makeMove { version game @skip(if: true) { version } } }', true],
    ['mutation { makeMove { version ...F } } fragment F on MoveResult { game { version } }', true],
    ['mutation { makeMove { version ... on MoveResult { replayed } } }', true],
    ['mutation { makeMove { version gameplay } }', false],
  ])('%s: %s', (document, expected) => {
    expect(maySelect(rootField(document), 'game')).toBe(expected);
  });
});

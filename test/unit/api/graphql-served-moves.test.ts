/**
 * GraphQL's legal moves (api/graphql/game-types.ts `servedMoves`): unlabelled, a frozen move's tagged
 * copy is kept by the move's identity and served again; it must read as the move does, and a move
 * that is not frozen is never kept (changed, it is served as it now is). Labels are built only when
 * `label` is selected anywhere under the field (`selectsAnywhere`).
 */
import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, test } from 'vitest';
import type { GameCreated } from '../../../src/core/tape.js';
import type { AnyGame } from '../../../src/core/types.js';
import { servedMoves } from '../../../src/api/graphql/game-types.js';
import { selectsAnywhere } from '../../../src/api/graphql/selects.js';
import { rulebook } from '../../../src/games/index.js';
import { snapshot } from '../../../src/service/present.js';
import type { GameRow } from '../../../src/store/event-store.js';

const racer = rulebook.games.find((g) => g.id === 'circuit-racer')!;

/** Circuit Racer's definition, listing `moves` as the legal moves of every state, labelled by their `n`. */
function listing(moves: readonly object[]): AnyGame {
  return {
    ...racer,
    pending: () => ({ kind: 'choice', players: [1] }),
    legalMoves: () => moves,
    label: (_state: unknown, move: unknown) => `move ${(move as { n: number }).n}`,
    view: () => ({}),
  } as unknown as AnyGame;
}

function snapshotOf(game: AnyGame) {
  return snapshot({
    row: {
      id: 'g',
      rules: 'circuit-racer',
      rulesVersion: 1,
      sandbox: false,
      challengeId: null,
      seedCommitment: 'c',
      createdAt: 1,
    } as GameRow,
    game,
    state: {},
    version: 3,
    status: 'active',
    standings: null,
    updatedAt: 2,
    created: { type: 'GameCreated' } as GameCreated,
    players: [{ name: 'Ada' }],
    turnStartedAt: null,
    viewer: 1,
    atHead: true,
  });
}

const plain = (moves: readonly object[]) => moves.map((m) => Object.fromEntries(Object.entries(m)));

describe('servedMoves', () => {
  test('a frozen move is served as the same tagged copy for every snapshot that lists it, reading as the move', () => {
    const frozen = Object.freeze({ type: 'select', n: 1, dice: Object.freeze([1, 2]) });
    const game = listing([frozen]);
    const first = servedMoves(snapshotOf(game), false);
    const second = servedMoves(snapshotOf(game), false);
    expect(second[0]).toBe(first[0]);
    expect(plain(second)).toEqual([{ type: 'select', n: 1, dice: [1, 2] }]);
  });

  test('a move that is not frozen is tagged anew each time: changed, it is served as it now is', () => {
    const open = { type: 'gear', n: 2 };
    const game = listing([open]);
    const first = servedMoves(snapshotOf(game), false);
    open.n = 5;
    const second = servedMoves(snapshotOf(game), false);
    expect(second[0]).not.toBe(first[0]);
    expect(plain(second)).toEqual([{ type: 'gear', n: 5 }]);
  });

  test('labelled: every move carries what labels it in its state, frozen or not', () => {
    const frozen = Object.freeze({ type: 'select', n: 1 });
    const kept = servedMoves(snapshotOf(listing([frozen])), false)[0];
    const labelled = servedMoves(snapshotOf(listing([frozen, { type: 'gear', n: 2 }])), true);
    expect(labelled[0]).not.toBe(kept);
    expect(labelled.map((m) => Object.getOwnPropertySymbols(m).length)).toEqual([2, 2]);
    expect(Object.getOwnPropertySymbols(kept!)).toHaveLength(1);
  });
});

describe('selectsAnywhere', () => {
  const fieldOf = (document: string) => {
    const definitions = parse(document).definitions;
    const operation = definitions[0] as OperationDefinitionNode;
    const fragments = Object.fromEntries(
      definitions.slice(1).map((d) => [(d as FragmentDefinitionNode).name.value, d as FragmentDefinitionNode]),
    );
    return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
  };
  test.each([
    ['{ legalMoves { __typename ... on CircuitRacerSelectMove { dice include } } }', false],
    ['{ legalMoves { label } }', true],
    ['{ legalMoves { l: label } }', true],
    ['{ legalMoves { ... on LegalMove { label input } } }', true],
    ['{ legalMoves { ...M } } fragment M on CircuitRacerSelectMove { dice label }', true],
    ['{ legalMoves { ...M } } fragment M on CircuitRacerSelectMove { dice }', false],
    ['{ legalMoves { ...Missing } }', true],
    ['{ legalMoves { ...A } } fragment A on LegalMove { ...B } fragment B on LegalMove { ...A label }', true],
    ['{ legalMoves { ...A } } fragment A on LegalMove { ...B } fragment B on LegalMove { ...A input }', false],
  ])('%s: %s', (document, expected) => {
    expect(selectsAnywhere(fieldOf(document), 'label')).toBe(expected);
  });
});

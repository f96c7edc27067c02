import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GRAPHIQL_STARTER_QUERY } from '../../src/api/graphiql-starter.js';
import { graphql, graphqlData, openTestApp, type GqlAnswer, type Json, type TestApp } from './helpers.js';

const MAX_REQUESTS = 2000;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  graphql(t.app, query, variables, token);
/** Runs an operation that must succeed and answers its data. */
const ok = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  graphqlData(t.app, query, variables, token);

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateGameInput!) {
    createGame(input: $input) {
      game {
        id
        version
        status
        sandbox
        seedCommitment
        rules
      }
      seats {
        seat
        name
        token
      }
    }
  }
`;

const GAME_FIELDS = /* GraphQL */ `
  id version status sandbox you
  pending { __typename ... on ChoicePending { players } ... on OverPending { standings { lowerIsBetter players { seat rank score } } } }
  standings { lowerIsBetter players { seat rank score } }
  view {
    __typename
    ... on CircuitRacerView { phase circuit turn position dice rerolls includeDeclared total damage { marked free } circuits { complete place } }
  }
  legalMoves {
    __typename
    ... on CircuitRacerGearMove { gear shift include payCurrent }
    ... on CircuitRacerRerollMove { include payCurrent }
    ... on CircuitRacerSelectMove { dice include payCurrent }
    ... on CircuitRacerAcceptMove { accept }
  }
`;

const GAME = /* GraphQL */ `
  query Game($id: ID!, $at: Int) { game(id: $id, at: $at) { ${GAME_FIELDS} } }
`;

const MOVE = /* GraphQL */ `
  mutation Move($gameId: ID!, $move: MoveInput!, $expectedVersion: Int, $moveId: String) {
    makeMove(gameId: $gameId, move: $move, expectedVersion: $expectedVersion, moveId: $moveId) {
      version replayed
      events { __typename seq actor ... on MoveMadeEvent { player move { __typename } } ... on DiceRolledEvent { label values } }
      game { ${GAME_FIELDS} }
    }
  }
`;

/** A legal move as GraphQL serves it → the `@oneOf` input that makes it. */
function toInput(move: Json): Record<string, unknown> {
  const optional = (m: Json) => ({
    include: m.include,
    ...(m.payCurrent === null ? {} : { payCurrent: m.payCurrent }),
  });
  switch (move.__typename) {
    case 'CircuitRacerGearMove':
      return { circuitRacer: { gear: { gear: move.gear, shift: move.shift, ...optional(move) } } };
    case 'CircuitRacerRerollMove':
      return { circuitRacer: { reroll: optional(move) } };
    case 'CircuitRacerSelectMove':
      return { circuitRacer: { select: { dice: move.dice, ...optional(move) } } };
    case 'CircuitRacerAcceptMove':
      return { circuitRacer: { accept: true } };
    default:
      throw new Error(`unknown move type ${move.__typename}`);
  }
}

/**
 * Deterministic, always ends: on circuit 1 it uses a free re-roll (turn 1), a free select (turn 2)
 * and a free Include (turn 3) so every move input shape is exercised; otherwise it accepts the dice
 * or takes the highest plain gear.
 */
function choose(game: Json): Json {
  const { view, legalMoves } = game;
  const free = (m: Json) => m.payCurrent === null && !m.include;
  if (view.phase === 'dice' && view.circuit === 1 && view.rerolls === 0) {
    if (view.turn === 1) {
      const reroll = legalMoves.find((m: Json) => m.__typename === 'CircuitRacerRerollMove' && free(m));
      if (reroll) return reroll;
    }
    if (view.turn === 2) {
      const select = legalMoves.find(
        (m: Json) => m.__typename === 'CircuitRacerSelectMove' && free(m) && m.dice.length === 2,
      );
      if (select) return select;
    }
  }
  const accept = legalMoves.find((m: Json) => m.__typename === 'CircuitRacerAcceptMove');
  if (accept) return accept;
  const wantInclude = view.circuit === 1 && view.turn === 3;
  const gears = legalMoves.filter(
    (m: Json) =>
      m.__typename === 'CircuitRacerGearMove' && !m.shift && m.payCurrent === null && m.include === wantInclude,
  );
  if (gears.length > 0) return gears.reduce((best: Json, m: Json) => (m.gear > best.gear ? m : best));
  return legalMoves[0];
}

async function createRacer(extra: Record<string, unknown> = {}): Promise<{ id: string; token: string; created: Json }> {
  const data = await ok(CREATE, { input: { rules: 'circuit-racer', players: [{ name: 'Grace' }], ...extra } });
  return { id: data.createGame.game.id, token: data.createGame.seats[0].token, created: data.createGame };
}

describe('GraphQL: a whole Circuit Racer game', () => {
  let id = '';
  let token = '';
  let created: Json;
  let final: Json;
  const typesPlayed = new Set<string>();

  beforeAll(async () => {
    ({ id, token, created } = await createRacer());
    let requests = 0;
    for (;;) {
      if (++requests > MAX_REQUESTS) throw new Error('the game did not end within the request budget');
      const { game } = await ok(GAME, { id }, token);
      if (game.status === 'over') {
        final = game;
        break;
      }
      expect(game.view.__typename).toBe('CircuitRacerView');
      expect(game.pending).toEqual({ __typename: 'ChoicePending', players: [1] });
      const move = choose(game);
      typesPlayed.add(move.__typename);
      requests++;
      const { makeMove } = await ok(MOVE, { gameId: id, move: toInput(move), expectedVersion: game.version }, token);
      expect(makeMove.replayed).toBe(false);
      expect(makeMove.version).toBe(game.version + makeMove.events.length);
      expect(makeMove.events[0]).toMatchObject({
        __typename: 'MoveMadeEvent',
        seq: game.version + 1,
        actor: 1,
        player: 1,
        move: { __typename: move.__typename },
      });
    }
  });

  test('createGame answers one token and a commitment', () => {
    expect(created.seats).toHaveLength(1);
    expect(created.seats[0]).toMatchObject({ seat: 1, name: 'Grace', token: expect.any(String) });
    expect(created.game).toMatchObject({ rules: 'circuit-racer', status: 'active', sandbox: false, version: 1 });
    expect(created.game.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
  });

  test('the game ends, having used every move type', () => {
    expect([...typesPlayed].sort()).toEqual([
      'CircuitRacerAcceptMove',
      'CircuitRacerGearMove',
      'CircuitRacerRerollMove',
      'CircuitRacerSelectMove',
    ]);
    expect(final.status).toBe('over');
    expect(final.you).toBe(1);
    expect(final.legalMoves).toEqual([]);
    expect(final.pending.__typename).toBe('OverPending');
    expect(final.view.phase).toBe('over');
    expect(final.view.circuits.every((c: Json) => c.complete)).toBe(true);
    expect(final.standings).toMatchObject({
      lowerIsBetter: true,
      players: [{ seat: 1, rank: 1, score: final.view.total }],
    });
  });

  test('audit is ok with every check passing', async () => {
    const { audit } = await ok(
      `query($id: ID!) { audit(gameId: $id) { gameId version ok sandbox events checks { name status detail } } }`,
      { id },
    );
    expect(audit).toMatchObject({
      gameId: id,
      version: final.version,
      ok: true,
      sandbox: false,
      events: final.version,
    });
    for (const check of audit.checks) expect(check.status, `${check.name}: ${check.detail}`).toBe('pass');
  });

  test('exportGame reveals the seed that matches the commitment', async () => {
    const { exportGame } = await ok(
      `query($id: ID!) { exportGame(id: $id) { format id rules sandbox status seedCommitment seed events { seq __typename } } }`,
      { id },
      token,
    );
    expect(exportGame).toMatchObject({
      format: 'rolltape.export/1',
      id,
      rules: 'circuit-racer',
      sandbox: false,
      status: 'over',
    });
    expect(exportGame.seedCommitment).toBe(created.game.seedCommitment);
    expect(createHash('sha256').update(exportGame.seed).digest('hex')).toBe(exportGame.seedCommitment);
    expect(exportGame.events.map((e: Json) => e.seq)).toEqual(Array.from({ length: final.version }, (_, i) => i + 1));
    expect(exportGame.events.at(-1).__typename).toBe('GameEndedEvent');
  });

  test('events are typed per event and per move', async () => {
    const { events } = await ok(
      `query($id: ID!) { events(gameId: $id) {
        version
        events {
          __typename seq actor redacted
          ... on GameCreatedEvent { rules players seedCommitment sandbox }
          ... on DiceRolledEvent { label values }
          ... on MoveMadeEvent { player move { __typename ... on CircuitRacerGearMove { gear } ... on CircuitRacerSelectMove { dice } } }
          ... on GameEndedEvent { seed standings { players { score } } }
        }
      } }`,
      { id },
      token,
    );
    expect(events.version).toBe(final.version);
    const list: Json[] = events.events;
    expect(list).toHaveLength(final.version);
    expect(list[0]).toMatchObject({
      __typename: 'GameCreatedEvent',
      rules: 'circuit-racer',
      players: ['Grace'],
      seedCommitment: created.game.seedCommitment,
      sandbox: false,
    });
    const rolls = list.filter((e) => e.__typename === 'DiceRolledEvent');
    expect(rolls.length).toBeGreaterThan(0);
    expect(rolls[0].label).toBe('circuit1.turn1.roll');
    expect(rolls[0].values).toHaveLength(6);
    expect(rolls.some((r) => r.label === 'circuit1.turn1.reroll1')).toBe(true);
    const selectRoll = rolls.find((r) => r.label === 'circuit1.turn2.reroll1');
    expect(selectRoll?.values).toHaveLength(2);
    for (const roll of rolls) for (const v of roll.values) expect(v).toBeGreaterThanOrEqual(1);
    const moves = list.filter((e) => e.__typename === 'MoveMadeEvent');
    expect(moves.every((m) => m.player === 1 && m.actor === 1 && typeof m.move.__typename === 'string')).toBe(true);
    expect(moves[0].move).toMatchObject({ __typename: 'CircuitRacerGearMove', gear: expect.any(Number) });
    const ended = list.at(-1)!;
    expect(ended.__typename).toBe('GameEndedEvent');
    expect(createHash('sha256').update(ended.seed).digest('hex')).toBe(created.game.seedCommitment);
    expect(ended.standings.players[0].score).toBe(final.view.total);

    const later = await ok(`query($id: ID!, $after: Int) { events(gameId: $id, after: $after) { events { seq } } }`, {
      id,
      after: final.version - 2,
    });
    expect(later.events.events.map((e: Json) => e.seq)).toEqual([final.version - 1, final.version]);
  });

  test('game(id, at) travels back in time, without legal moves', async () => {
    const { game } = await ok(GAME, { id, at: 1 }, token);
    expect(game).toMatchObject({ version: 1, status: 'active', legalMoves: [] });
    expect(game.view).toMatchObject({ phase: 'gear', circuit: 1, turn: 1, position: 0, dice: [] });
  });
});

describe('GraphQL: sandbox', () => {
  test('supplied dice are used and the game is flagged sandbox', async () => {
    const { id, token, created } = await createRacer({
      sandbox: { rolls: [{ label: 'circuit1.turn1.roll', values: [1, 1, 1, 1, 1, 1] }] },
    });
    expect(created.game.sandbox).toBe(true);
    const { makeMove } = await ok(MOVE, { gameId: id, move: { circuitRacer: { gear: { gear: 2 } } } }, token);
    expect(makeMove.game.view.dice).toEqual([1, 1, 1, 1, 1, 1]);
    expect(makeMove.events[1]).toMatchObject({
      __typename: 'DiceRolledEvent',
      label: 'circuit1.turn1.roll',
      values: [1, 1, 1, 1, 1, 1],
    });
    const { audit, exportGame } = await ok(
      `query($id: ID!) { audit(gameId: $id) { ok sandbox } exportGame(id: $id) { sandbox seed } }`,
      { id },
      token,
    );
    expect(audit).toEqual({ ok: true, sandbox: true });
    expect(exportGame).toEqual({ sandbox: true, seed: null });
  });
});

describe('GraphQL: errors carry the REST code and status', () => {
  const codeOf = (answer: GqlAnswer) => answer.errors?.[0]?.extensions;
  const versionOf = async (id: string) =>
    (await ok(`query($id: ID!) { game(id: $id) { version } }`, { id })).game.version;

  test('an illegal move → the rule code with status 422, nothing recorded', async () => {
    const { id, token } = await createRacer();
    const accept = await gql(MOVE, { gameId: id, move: { circuitRacer: { accept: true } } }, token);
    expect(accept.data?.makeMove ?? null).toBeNull();
    expect(codeOf(accept)).toMatchObject({ code: 'bad-move', kind: 'rule', status: 422 });

    await ok(MOVE, { gameId: id, move: { circuitRacer: { gear: { gear: 1 } } } }, token);
    await ok(MOVE, { gameId: id, move: { circuitRacer: { accept: true } } }, token);
    const before = await versionOf(id);
    const jump = await gql(MOVE, { gameId: id, move: { circuitRacer: { gear: { gear: 3 } } } }, token);
    expect(codeOf(jump)).toMatchObject({ code: 'gear-jump', status: 422 });
    const shape = await gql(MOVE, { gameId: id, move: { circuitRacer: { gear: { gear: 9 } } } }, token);
    expect(codeOf(shape)).toMatchObject({ code: 'bad-move', status: 422 });
    expect(await versionOf(id)).toBe(before);
  });

  test('a wrong token → invalid-token (401); no token → token-required', async () => {
    const { id } = await createRacer();
    const other = await createRacer();
    const wrong = await gql(MOVE, { gameId: id, move: { circuitRacer: { gear: { gear: 2 } } } }, other.token);
    expect(codeOf(wrong)).toMatchObject({ code: 'invalid-token', status: 401 });
    const garbage = await gql(GAME, { id }, 'garbage');
    expect(codeOf(garbage)).toMatchObject({ code: 'invalid-token', status: 401 });
    const none = await gql(MOVE, { gameId: id, move: { circuitRacer: { gear: { gear: 2 } } } });
    expect(codeOf(none)).toMatchObject({ code: 'token-required', status: 401 });
    expect(await versionOf(id)).toBe(1);
  });

  test('a stale expectedVersion → version-conflict (409) with currentVersion', async () => {
    const { id, token } = await createRacer();
    const first = await ok(
      MOVE,
      { gameId: id, move: { circuitRacer: { gear: { gear: 2 } } }, expectedVersion: 1 },
      token,
    );
    const stale = await gql(MOVE, { gameId: id, move: { circuitRacer: { accept: true } }, expectedVersion: 1 }, token);
    expect(codeOf(stale)).toMatchObject({
      code: 'version-conflict',
      status: 409,
      currentVersion: first.makeMove.version,
    });
    expect(stale.errors?.[0]?.message).toMatch(/: read the game again and choose a move from its legalMoves$/);
    expect(await versionOf(id)).toBe(first.makeMove.version);
  });

  test('unknown game and unknown rules → not-found codes', async () => {
    expect(codeOf(await gql(GAME, { id: 'nosuchgame' }))).toMatchObject({ code: 'game-not-found', status: 404 });
    expect(codeOf(await gql(CREATE, { input: { rules: 'nope', players: [{ name: 'A' }] } }))).toMatchObject({
      code: 'unknown-rules',
      status: 404,
    });
    expect(
      codeOf(await gql(CREATE, { input: { rules: 'circuit-racer', players: [{ name: 'A' }, { name: 'B' }] } })),
    ).toMatchObject({ code: 'bad-player-count', status: 422 });
    expect(codeOf(await gql(CREATE, { input: { rules: 'circuit-racer', players: [] } }))).toMatchObject({
      code: 'invalid-request',
      status: 400,
    });
  });

  test('a retried moveId answers replayed; a reused one with another move → move-id-reused', async () => {
    const { id, token } = await createRacer();
    const vars = { gameId: id, move: { circuitRacer: { gear: { gear: 5 } } }, moveId: 'm1' };
    const a = (await ok(MOVE, vars, token)).makeMove;
    const b = (await ok(MOVE, vars, token)).makeMove;
    expect(a.replayed).toBe(false);
    expect(b.replayed).toBe(true);
    expect(b.version).toBe(a.version);
    expect(b.events).toEqual(a.events);
    const reused = await gql(MOVE, { ...vars, move: { circuitRacer: { gear: { gear: 4 } } } }, token);
    expect(codeOf(reused)).toMatchObject({ code: 'move-id-reused', status: 422 });
    expect(await versionOf(id)).toBe(a.version);
  });

  test('a oneOf input with two fields is refused by validation', async () => {
    const { id, token } = await createRacer();
    const answer = await gql(MOVE, { gameId: id, move: { circuitRacer: { gear: { gear: 2 }, accept: true } } }, token);
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(answer.data?.makeMove ?? null).toBeNull();
    expect(await versionOf(id)).toBe(1);
  });
});

describe('GraphiQL', () => {
  test('GET /graphql with accept: text/html serves GraphiQL', async () => {
    const response = await t.app.request('/graphql', { method: 'GET', headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html.toLowerCase()).toContain('graphiql');
    // Built from the pinned package with its bundle inline, opening on a starter query: no CDN.
    expect(html).toContain(JSON.stringify(GRAPHIQL_STARTER_QUERY).slice(1, 40));
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
  });

  test('a GraphQL query sent by GET still runs, HTML accepted or not', async () => {
    const response = await t.app.request(`/graphql?query=${encodeURIComponent('{ rules { id } }')}`, {
      headers: { accept: 'application/json, text/html' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.rules.length).toBeGreaterThan(0);
  });
});

import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { bearer, createRacer, get, graphqlData, json, objectAll, post, type Json } from './helpers.js';

const MAX_REQUESTS = 2000;

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateGameInput!) {
    createGame(input: $input) {
      game {
        id
        version
        status
        seedCommitment
      }
      seats {
        seat
        token
      }
    }
  }
`;

const GAME_FIELDS = /* GraphQL */ `
  id version status
  standings { lowerIsBetter players { seat rank score } }
  view { __typename ... on CircuitRacerView { phase circuit turn total } }
  legalMoves {
    __typename
    ... on CircuitRacerGearMove { gear shift include payCurrent }
    ... on CircuitRacerAcceptMove { accept }
  }
`;

const GAME = /* GraphQL */ `query Game($id: ID!) { game(id: $id) { ${GAME_FIELDS} } }`;

const MOVE = /* GraphQL */ `
  mutation Move($gameId: ID!, $move: MoveInput!, $expectedVersion: Int, $moveId: String) {
    makeMove(gameId: $gameId, move: $move, expectedVersion: $expectedVersion, moveId: $moveId) {
      version replayed
      events { __typename seq }
      game { ${GAME_FIELDS} }
    }
  }
`;

/** Accept the dice when that is legal, else the highest plain gear; as a `@oneOf` move input. */
function choose(legalMoves: Json[]): Record<string, unknown> {
  if (legalMoves.some((m) => m.__typename === 'CircuitRacerAcceptMove')) return { circuitRacer: { accept: true } };
  const gears = legalMoves.filter(
    (m) => m.__typename === 'CircuitRacerGearMove' && !m.shift && !m.include && m.payCurrent === null,
  );
  if (gears.length === 0) throw new Error(`no plain move among ${JSON.stringify(legalMoves)}`);
  const best = gears.reduce((a, m) => (m.gear > a.gear ? m : a));
  return { circuitRacer: { gear: { gear: best.gear, shift: false, include: false } } };
}

describe('workerd + D1, GraphQL: a whole Circuit Racer game', () => {
  let id = '';
  let token = '';
  let final: Json;
  let moves = 0;
  let replayed: Json;

  beforeAll(async () => {
    const created = await graphqlData(CREATE, { input: { rules: 'circuit-racer', players: [{ name: 'Grace' }] } });
    id = created.createGame.game.id;
    token = created.createGame.seats[0].token;
    for (let requests = 0; ; requests++) {
      if (requests > MAX_REQUESTS) throw new Error('the game did not end within the request budget');
      const { game } = await graphqlData(GAME, { id }, token);
      if (game.status === 'over') {
        final = game;
        break;
      }
      const variables = {
        gameId: id,
        move: choose(game.legalMoves),
        expectedVersion: game.version,
        moveId: `g-${moves}`,
      };
      const { makeMove } = await graphqlData(MOVE, variables, token);
      expect(makeMove.replayed).toBe(false);
      expect(makeMove.version).toBe(game.version + makeMove.events.length);
      if (moves === 0) replayed = { variables, first: makeMove };
      moves++;
    }
  });

  test('the game ends with standings', () => {
    expect(moves).toBeGreaterThan(4);
    expect(final.legalMoves).toEqual([]);
    expect(final.standings).toMatchObject({ lowerIsBetter: true, players: [{ seat: 1, rank: 1 }] });
    expect(final.view.phase).toBe('over');
  });

  test("the game's object holds the tape, one row per version", async () => {
    const [row] = await objectAll(id, 'SELECT count(*) AS n FROM events WHERE game_id = ?', id);
    expect(row.n).toBe(final.version);
  });

  test('a retried moveId answers the first result, long after', async () => {
    const { makeMove } = await graphqlData(MOVE, replayed.variables, token);
    expect(makeMove).toMatchObject({ replayed: true, version: replayed.first.version, events: replayed.first.events });
  });
});

describe('workerd, GraphQL refusals', () => {
  test('a body that is not JSON → 400 malformed-json, as on node, with no internal error in it', async () => {
    const response = await post('/graphql', '{"query": ');
    const text = await response.text();
    expect(response.status, text).toBe(400);
    expect(JSON.parse(text).errors).toEqual([
      expect.objectContaining({ extensions: { code: 'malformed-json', kind: 'malformed', status: 400 } }),
    ]);
    expect(text).not.toMatch(/SyntaxError|originalError/);
  });

  test('no GraphQL request (a mutation over GET, a batch, an unknown member, no query or operation) → REST codes and statuses, as on node', async () => {
    const cases: [Promise<Response>, number, string, string][] = [
      [
        get(`/graphql?query=${encodeURIComponent('mutation { __typename }')}`),
        405,
        'mutation-needs-post',
        'method-not-allowed',
      ],
      [post('/graphql', [{ query: '{ __typename }' }]), 400, 'batch-not-supported', 'malformed'],
      [post('/graphql', { query: '{ __typename }', foo: 1 }), 400, 'invalid-request', 'malformed'],
      [post('/graphql', {}), 400, 'query-required', 'malformed'],
      [post('/graphql', { query: ' \n ' }), 400, 'query-required', 'malformed'],
      [
        post('/graphql', { query: 'query A { __typename } query B { __typename }' }),
        400,
        'operation-not-found',
        'malformed',
      ],
    ];
    for (const [answer, status, code, kind] of cases) {
      const response = await answer;
      const text = await response.text();
      expect(response.status, text).toBe(status);
      expect(response.headers.get('allow')).toBe(status === 405 ? 'POST' : null);
      expect(JSON.parse(text).errors).toEqual([
        {
          message: expect.stringMatching(/"query": |operationName/),
          extensions: expect.objectContaining({ code, kind, status }),
        },
      ]);
      expect(text).not.toMatch(/BAD_REQUEST/);
    }
  });
});

describe('workerd, GraphQL variables that do not fit their types', () => {
  test('→ BAD_USER_INPUT, 400 to a graphql-response+json client and 200 to an application/json one, as on node', async () => {
    const move = 'mutation($m: MoveInput!) { makeMove(gameId: "x", move: $m) { version } }';
    const cases = [
      { m: { circuitRacer: { gear: { gear: 'four' } } } },
      { m: { circuitRacer: { accept: true }, aircargo: { accept: true } } },
      {},
    ];
    for (const variables of cases)
      for (const [accept, status] of [
        ['application/graphql-response+json', 400],
        ['application/json', 200],
      ] as const) {
        const response = await sent({
          method: 'POST',
          headers: { 'content-type': 'application/json', accept },
          body: JSON.stringify({ query: move, variables }),
        });
        const text = await response.text();
        expect(response.status, text).toBe(status);
        const { errors, data } = JSON.parse(text);
        expect(data).toBeUndefined();
        for (const error of errors) expect(error.extensions, text).toEqual({ code: 'BAD_USER_INPUT' });
      }
  });
});

/** `/graphql` asked as given, through the Worker (the helpers' `post` sends JSON only). */
const sent = (init: RequestInit): Promise<Response> =>
  exports.default.fetch(new Request('https://rolltape.test/graphql', init));

describe("workerd, /graphql's methods and media types, as on node", () => {
  test('a move POSTed as a form, as multipart or as application/graphql → 415 unsupported-media-type, and the game does not move', async () => {
    const { id, token, body } = await createRacer();
    const query = `mutation { makeMove(gameId: "${id}", move: {circuitRacer: {gear: {gear: 2}}}) { version } }`;
    const uploads = new FormData();
    uploads.set('operations', JSON.stringify({ query }));
    uploads.set('map', '{}');
    const bodies: [BodyInit, Record<string, string>][] = [
      [new URLSearchParams({ query }), {}],
      [uploads, {}],
      [query, { 'content-type': 'application/graphql' }],
    ];
    const answers: Response[] = [];
    for (const [content, headers] of bodies)
      answers.push(await sent({ method: 'POST', body: content, headers: { ...headers, ...bearer(token) } }));
    expect((await json(await get(`/v1/games/${id}`, bearer(token)))).version).toBe(body.game.version);
    for (const answer of answers) {
      expect(answer.status).toBe(415);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
      expect(await json(answer)).toMatchObject({
        code: 'unsupported-media-type',
        detail: expect.stringMatching(/application\/json/),
      });
    }
  });

  test('HEAD, as any method /graphql does not answer → 405 with Allow: GET, OPTIONS, POST', async () => {
    for (const method of ['HEAD', 'DELETE']) {
      const answer = await sent({ method, headers: { accept: 'text/html' } });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, OPTIONS, POST');
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
      expect(await answer.text()).toMatch(method === 'HEAD' ? /^$/ : /"code":"method-not-allowed"/);
    }
  });
});

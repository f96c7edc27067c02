import type { ExecutionArgs } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp, MAX_BODY_BYTES } from '../../src/api/app.js';
import { MAX_DOCUMENT_DEPTH } from '../../src/api/graphql/document-limits.js';
import { MAX_ALIASES } from '../../src/api/graphql/limits.js';
import type { Services } from '../../src/api/context.js';
import { compiledGraphql } from '../../src/adapter/node/compiled-graphql.js';
import {
  bearer,
  checkedAgainstOpenapi,
  createRacer,
  openTestApp,
  type HttpApp,
  type Json,
  type TestApp,
} from './helpers.js';
import { SseReader } from './sse.js';

// The direct path (src/api/graphql/direct-post.ts) answers JSON queries and mutations without Yoga's
// pipeline. Every answer must be Yoga's, to the byte: two apps over one database, one with the
// direct path and one that sends everything through Yoga (with the same compiled executor), are
// asked the same requests and must answer the same status, headers and body.
let t: TestApp;
let direct: HttpApp;
let yoga: HttpApp;
/** How many operations the direct path ran itself (the executor only it calls). */
let ranDirectly = 0;
let game: { id: string; token: string };

function apps(services: Services): { direct: HttpApp; yoga: HttpApp } {
  const compiled = compiledGraphql();
  const execute = compiled.graphqlExecutor!;
  return {
    direct: checkedAgainstOpenapi(
      createApp(() => services, {
        ...compiled,
        graphqlExecutor: (args: ExecutionArgs) => (ranDirectly++, execute(args)),
      }),
    ),
    yoga: checkedAgainstOpenapi(createApp(() => services, { graphqlPlugins: compiled.graphqlPlugins })),
  };
}

beforeAll(async () => {
  t = await openTestApp();
  ({ direct, yoga } = apps(t.services));
  game = await createRacer(t.app);
});
afterAll(() => t?.database.destroy());

interface Sent {
  readonly body: string;
  readonly headers?: Record<string, string>;
  readonly method?: 'GET' | 'POST';
  readonly path?: string;
}

interface Answer {
  readonly status: number;
  readonly headers: [string, string][];
  readonly body: string;
}

async function ask(app: HttpApp, { body, headers = {}, method = 'POST', path = '/graphql' }: Sent): Promise<Answer> {
  const response = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'POST' ? { body } : {}),
  });
  return { status: response.status, headers: [...response.headers.entries()], body: await response.text() };
}

/** Asks both apps; answers the (equal) answer and whether the direct path ran the operation. */
async function both(
  sent: Sent,
  first: 'direct' | 'yoga' = 'direct',
): Promise<Answer & { direct: boolean; json: Json }> {
  const before = ranDirectly;
  const a = await ask(first === 'direct' ? direct : yoga, sent);
  const b = await ask(first === 'direct' ? yoga : direct, sent);
  const ran = ranDirectly - before;
  expect(ran).toBeLessThanOrEqual(1);
  expect(a).toEqual(b);
  let json: Json = null;
  try {
    json = JSON.parse(a.body);
  } catch {
    // Some refusals are not JSON; the comparison above is what matters.
  }
  return { ...a, direct: ran === 1, json };
}

const op = (query: string, variables?: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ query, variables, ...extra });
const as = (token: string) => bearer(token);

const LEGAL = `legalMoves { __typename ... on CircuitRacerGearMove { gear shift include payCurrent } ... on CircuitRacerRerollMove { include payCurrent } ... on CircuitRacerSelectMove { dice include payCurrent } }`;
const MAKE_MOVE = `mutation Move($id: ID!, $move: MoveInput!, $v: Int, $moveId: String) {
  makeMove(gameId: $id, move: $move, expectedVersion: $v, moveId: $moveId) { game { version status ${LEGAL} } }
}`;
const READ = `query Game($id: ID!) { game(id: $id) { version status ${LEGAL} } }`;

/** A legal move of the game as `MoveInput`, from a GraphQL legal move. */
function asInput(move: Json): Json {
  const { __typename, ...fields } = move;
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
  if (__typename === 'CircuitRacerGearMove') return { circuitRacer: { gear: given } };
  if (__typename === 'CircuitRacerRerollMove') return { circuitRacer: { reroll: given } };
  if (__typename === 'CircuitRacerSelectMove') return { circuitRacer: { select: given } };
  return { circuitRacer: { accept: true } };
}

describe('queries the direct path answers as Yoga does', () => {
  test.each([
    ['a read with variables', () => op(READ, { id: game.id })],
    ['a read with its token', () => op(READ, { id: game.id }), () => as(game.token)],
    ['a literal argument', () => op(`{ game(id: "${game.id}") { version rules } }`)],
    ['__typename only', () => op('{ __typename }')],
    ['the rules list', () => op('{ rules { id name } }')],
    [
      'one of two operations, by name',
      () => op('query A { __typename } query B { rules { id } }', undefined, { operationName: 'B' }),
    ],
    [
      'the other of them',
      () => op('query A { __typename } query B { rules { id } }', undefined, { operationName: 'A' }),
    ],
    [
      'a fragment',
      () => op(`query($id: ID!) { game(id: $id) { ...V } } fragment V on Game { version status }`, { id: game.id }),
    ],
    [
      'null variables and extensions',
      () => JSON.stringify({ query: '{ __typename }', variables: null, extensions: null, operationName: null }),
    ],
    ['extensions', () => JSON.stringify({ query: '{ __typename }', extensions: { persistedQuery: null } })],
    ['introspection', () => op('{ __schema { queryType { name } } __type(name: "MoveInput") { name isOneOf } }')],
    ['an unknown game (a field error)', () => op(READ, { id: 'no-such-game' })],
    [
      `${MAX_ALIASES} aliases (the limit)`,
      () => op(`{ ${Array.from({ length: MAX_ALIASES }, (_, i) => `a${i}: __typename`).join(' ')} }`),
    ],
    ['a missing required variable (coerced before running)', () => op(READ, {})],
    ['a variable of the wrong type', () => op(READ, { id: { not: 'an id' } })],
    [
      'a cost over the limit',
      () =>
        op(`query($id: ID!) { ${Array.from({ length: 6 }, (_, i) => `a${i}: audit(gameId: $id) { ok }`).join(' ')} }`, {
          id: game.id,
        }),
    ],
  ] as [string, () => string, (() => Record<string, string>)?][])('%s', async (_, body, headers) => {
    const answer = await both({ body: body(), headers: headers?.() });
    expect(answer.status).toBeLessThan(500);
    expect(answer.json).not.toBeNull();
  });

  test('a document of two operations runs the one named, whichever ran first (compiled per operation)', async () => {
    const document = 'query A { __typename } query B { rules { id } }';
    expect((await both({ body: op(document, undefined, { operationName: 'A' }) })).json.data).toEqual({
      __typename: 'Query',
    });
    expect((await both({ body: op(document, undefined, { operationName: 'B' }) })).json.data.rules).toContainEqual({
      id: 'circuit-racer',
    });
  });

  test('the operations that run are run by the direct path', async () => {
    expect((await both({ body: op(READ, { id: game.id }) })).direct).toBe(true);
    expect((await both({ body: op('{ __typename }') })).direct).toBe(true);
    expect((await both({ body: op(READ, { id: 'no-such-game' }) })).json.errors[0].extensions.code).toBe(
      'game-not-found',
    );
  });

  test.each([
    ['application/json', 'application/json; charset=utf-8'],
    ['application/graphql-response+json', 'application/graphql-response+json; charset=utf-8'],
    ['application/graphql-response+json, application/json', 'application/graphql-response+json; charset=utf-8'],
    ['application/json;q=0.9, application/graphql-response+json', 'application/json; charset=utf-8'],
    ['*/*', 'application/json; charset=utf-8'],
    ['application/*', 'application/json; charset=utf-8'],
    ['text/html, application/json', 'application/json; charset=utf-8'],
  ])('Accept: %s is answered as %s, for results and for errors', async (accept, type) => {
    for (const body of [op(READ, { id: game.id }), op(READ, { id: 'no-such-game' }), op(READ, {})]) {
      const answer = await both({ body, headers: { accept } });
      expect(answer.direct || answer.json.errors !== undefined).toBe(true);
      expect(answer.headers).toContainEqual(['content-type', type]);
    }
  });

  test('an application/json body with a charset is read the same', async () => {
    const answer = await both({
      body: op(READ, { id: game.id }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(answer.direct).toBe(true);
  });
});

describe('moves: a move answered by one path, its retry (same moveId) by the other', () => {
  test.each(['direct', 'yoga'] as const)('first through %s', async (first) => {
    const { id, token } = await createRacer(t.app);
    for (let step = 0; step < 6; step++) {
      const read = await both({ body: op(READ, { id }), headers: as(token) });
      const current = read.json.data.game;
      if (current.status === 'over') break;
      const move = { id, move: asInput(current.legalMoves[0]), v: current.version, moveId: `m-${first}-${step}` };
      const answer = await both(
        { body: op(MAKE_MOVE, move), headers: as(token) },
        step % 2 === 0 ? first : first === 'direct' ? 'yoga' : 'direct',
      );
      expect(answer.json.errors).toBeUndefined();
      expect(answer.json.data.makeMove.game.version).toBeGreaterThan(current.version);
    }
  });

  test('a new game through createGame', async () => {
    const body = op(
      `mutation { createGame(input: { rules: "circuit-racer", players: [{ name: "Ada" }] }) { game { version status rules ${LEGAL} } } }`,
    );
    const [a, b] = [await ask(direct, { body }), await ask(yoga, { body })];
    expect(a).toEqual(b);
  });
});

describe('refused moves answer the same errors', () => {
  let legal: Json;
  let version: number;
  beforeAll(async () => {
    const read = await both({ body: op(READ, { id: game.id }), headers: as(game.token) });
    legal = asInput(read.json.data.game.legalMoves[0]);
    version = read.json.data.game.version;
  });

  test.each([
    [
      'an illegal move',
      () => ({
        body: op(MAKE_MOVE, { id: game.id, move: { circuitRacer: { gear: { gear: 99 } } } }),
        headers: as(game.token),
      }),
      'bad-move',
    ],
    [
      'a stale version',
      () => ({ body: op(MAKE_MOVE, { id: game.id, move: legal, v: version - 1 }), headers: as(game.token) }),
      'version-conflict',
    ],
    [
      'a wrong token',
      () => ({ body: op(MAKE_MOVE, { id: game.id, move: legal }), headers: as('not-a-seat') }),
      'invalid-token',
    ],
    ['no token', () => ({ body: op(MAKE_MOVE, { id: game.id, move: legal }) }), undefined],
    [
      'two moves in one MoveInput (@oneOf)',
      () => ({
        body: op(MAKE_MOVE, { id: game.id, move: { circuitRacer: { gear: { gear: 2 }, accept: true } } }),
        headers: as(game.token),
      }),
      undefined,
    ],
  ] as [string, () => Sent, string | undefined][])('%s', async (_, sent, code) => {
    const answer = await both(sent());
    expect(answer.json.errors?.length).toBeGreaterThan(0);
    if (code !== undefined) expect(answer.json.errors[0].extensions.code).toBe(code);
    expect((await both({ body: op(READ, { id: game.id }) })).json.data.game.version).toBe(version);
  });

  test('a malformed Authorization header is refused before either path runs: 401 invalid-token, as REST answers it', async () => {
    const answer = await both({
      body: op(MAKE_MOVE, { id: game.id, move: legal }),
      headers: { authorization: 'Basic abc' },
    });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: 'invalid-token' });
  });
});

describe('requests refused before anything runs are left to Yoga, which answers them as before', () => {
  test.each([
    ['malformed JSON', { body: '{"query": "{ __typename }"' }],
    ['a JSON string', { body: '"{ __typename }"' }],
    ['JSON null', { body: 'null' }],
    ['a batch', { body: JSON.stringify([{ query: '{ __typename }' }]) }],
    ['an unexpected parameter', { body: JSON.stringify({ query: '{ __typename }', extra: 1 }) }],
    ['no query', { body: JSON.stringify({ variables: {} }) }],
    ['a query that is not a string', { body: JSON.stringify({ query: 5 }) }],
    ['variables as a list', { body: JSON.stringify({ query: '{ __typename }', variables: [] }) }],
    ['an operationName that is not a string', { body: JSON.stringify({ query: '{ __typename }', operationName: 5 }) }],
    ['a syntax error', { body: op('{ game(id: ') }],
    ['an unknown field', { body: op('{ nothing }') }],
    ['an unknown operation name', { body: op('query A { __typename }', undefined, { operationName: 'B' }) }],
    ['several operations and no name', { body: op('query A { __typename } query B { __typename }') }],
    [
      `more than ${MAX_ALIASES} aliases`,
      { body: op(`{ ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: __typename`).join(' ')} }`) },
    ],
    [
      `a document nested deeper than ${MAX_DOCUMENT_DEPTH}`,
      { body: op(`{ ${'game(id: "x") { '.repeat(MAX_DOCUMENT_DEPTH)} version ${'}'.repeat(MAX_DOCUMENT_DEPTH)} }`) },
    ],
    ['a document of too many tokens', { body: op(`{ ${'__typename '.repeat(6000)} }`) }],
    ['a subscription', { body: op(`subscription { gameUpdated(id: "${'x'}") { version } }`) }],
    ['a body over the size limit', { body: op(`{ __typename } # ${'x'.repeat(MAX_BODY_BYTES)}`) }],
    ['text/plain', { body: op('{ __typename }'), headers: { 'content-type': 'text/plain' } }],
    ['application/graphql', { body: '{ __typename }', headers: { 'content-type': 'application/graphql' } }],
    ['Accept: text/event-stream', { body: op('{ __typename }'), headers: { accept: 'text/event-stream' } }],
    ['an Accept JSON does not match', { body: op('{ __typename }'), headers: { accept: 'text/html' } }],
    [
      'an Accept in another charset',
      { body: op('{ __typename }'), headers: { accept: 'application/json; charset=latin1' } },
    ],
    ['GET', { method: 'GET', path: `/graphql?query=${encodeURIComponent('{ __typename }')}`, body: '' }],
  ] as [string, Sent][])('%s', async (_, sent) => {
    const answer = await both(sent);
    expect(answer.direct).toBe(false);
  });

  test('a repeated syntax error (cached by Yoga) is answered the same again', async () => {
    const body = op('{ rules { ');
    const first = await both({ body });
    expect(await both({ body })).toEqual(first);
  });
});

test('an unexpected failure is masked the same, with no internals in the answer', async () => {
  const failing: Services = {
    ...t.services,
    catalog: {
      ...t.services.catalog,
      listRules: () => {
        throw new Error('the secret internals');
      },
    },
  };
  const pair = apps(failing);
  const body = op('{ rules { id } }');
  const [a, b] = [await ask(pair.direct, { body }), await ask(pair.yoga, { body })];
  expect(a).toEqual(b);
  expect(a.body).not.toContain('secret');
  expect(JSON.parse(a.body).errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
});

test('a subscription POSTed as JSON without asking for a stream (read here, then handed to Yoga) streams, and closing it frees its slot', async () => {
  const limited = await openTestApp({ watchLimits: { perGame: 10, perClient: 1, maxBacklogBytes: 1 << 20 } });
  try {
    const app = apps(limited.services).direct;
    const { id } = await createRacer(limited.app);
    const request = () =>
      app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.9.0.1' },
        body: JSON.stringify({
          query: 'subscription Watch($id: ID!) { gameUpdated(id: $id) { version } }',
          variables: { id },
        }),
      });
    const subscribe = async () => new SseReader(await request());
    const first = await subscribe();
    expect(JSON.parse((await first.next())!.data).data.gameUpdated.version).toBe(1);
    // Refused when subscribing, it is no stream: Yoga answers the error as JSON, since nothing asked for a stream.
    const refused = await request();
    expect((await refused.json()).errors[0].extensions.code).toBe('too-many-streams');
    await first.close();
    await new Promise((done) => setTimeout(done, 20));
    const again = await subscribe();
    expect(JSON.parse((await again.next())!.data).data.gameUpdated.version).toBe(1);
    await again.close();
  } finally {
    limited.database.destroy();
  }
});

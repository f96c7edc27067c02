/**
 * A whole AirCargo game through GraphQL: created with `createGame`, played with the typed
 * `legalMoves` turned into `AircargoMoveInput` until it is over, then audited.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { aircargo } from '../../src/games/aircargo/index.js';
import { graphqlData, openTestApp, type Json, type TestApp } from './helpers.js';

/** The content new games are created under (the current version's). */
const CONTENT = aircargo.board.content;

const MAX_REQUESTS = 600;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const ok = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  graphqlData(t.app, query, variables, token);

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateGameInput!) {
    createGame(input: $input) {
      game {
        id
        rules
        status
        sandbox
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
  standings { lowerIsBetter players { seat rank score title } }
  view {
    __typename
    ... on AircargoView {
      phase end crashed legs legsLeft planRolls planDice maxLeg
      position { key kind name x y }
      airports { id name landingHazard x y status destination }
      beacons { id x y }
      mountains { id x y radius hazard }
      route { leg from { key } to { key } length crossed }
      weather { box crossed d1to4 d5 d6 }
      cargo { id cargoClass classMod weight status inFlight }
      planRerolls { used left boxes } stamina { used left boxes } prayers { used left boxes }
      flight { active destination cargo target checks { kind ref hazard } }
      check { active leg check kind ref hazard classMod weatherDie weather preStamina dice total panicCost prayers }
      log { leg check kind ref total outcome panicCost prayers }
      score { delivered openCargo openAirports points score rank winAt silverAt goldAt }
    }
  }
  legalMoves {
    __typename
    ... on AircargoPlanMove { plan }
    ... on AircargoRerollMove { dice }
    ... on AircargoPlanCargoMove { box use }
    ... on AircargoPlanAirportMove { id order }
    ... on AircargoPrepareFlightMove { dest cargo }
    ... on AircargoFlyLegMove { to }
    ... on AircargoStaminaMove { boxes }
    ... on AircargoPrayMove { dice }
    ... on AircargoPanicMove { panic }
    ... on AircargoStopMove { stop }
  }
`;

const GAME = `query Game($id: ID!) { game(id: $id) { ${GAME_FIELDS} } }`;
const MOVE = `mutation Move($gameId: ID!, $move: MoveInput!) { makeMove(gameId: $gameId, move: $move) { version game { ${GAME_FIELDS} } } }`;

/** A legal move as GraphQL serves it → the `@oneOf` input that makes it. */
function toInput(move: Json): Record<string, unknown> {
  const input = (() => {
    switch (move.__typename) {
      case 'AircargoPlanMove':
        return { plan: true };
      case 'AircargoRerollMove':
        return { reroll: { dice: move.dice } };
      case 'AircargoPlanCargoMove':
        return { planCargo: { box: move.box, use: move.use } };
      case 'AircargoPlanAirportMove':
        return { planAirport: { id: move.id, order: move.order } };
      case 'AircargoPrepareFlightMove':
        return { prepareFlight: { dest: move.dest, cargo: move.cargo } };
      case 'AircargoFlyLegMove':
        return { flyLeg: { to: move.to } };
      case 'AircargoStaminaMove':
        return { stamina: { boxes: move.boxes } };
      case 'AircargoPrayMove':
        return { pray: { dice: move.dice } };
      case 'AircargoPanicMove':
        return { panic: true };
      case 'AircargoStopMove':
        return { stop: true };
      default:
        throw new Error(`unknown move type ${move.__typename}`);
    }
  })();
  return { aircargo: input };
}

/**
 * Deterministic and always ends: plan until a flight is possible (rerolling the first roll once),
 * fly the leg that ends nearest the destination (using the view's coordinates), no stamina except 1
 * on the very first check, pray before panicking, and stop after two deliveries.
 */
function choose(game: Json): Json {
  const { view, legalMoves } = game;
  const of = (name: string) => legalMoves.filter((m: Json) => m.__typename === name);
  switch (view.phase) {
    case 'idle': {
      const delivered = view.cargo.filter((c: Json) => c.status === 'delivered').length;
      if (delivered >= 2) return of('AircargoStopMove')[0];
      return of('AircargoPrepareFlightMove')[0] ?? of('AircargoPlanMove')[0];
    }
    case 'planning': {
      if (view.planRolls === 1 && view.planRerolls.used === 0) return of('AircargoRerollMove')[0];
      const openAirports = view.airports.filter((a: Json) => a.status === 'planned').length;
      const airport = of('AircargoPlanAirportMove')[0];
      const cargo = of('AircargoPlanCargoMove').at(-1);
      return (openAirports === 0 ? (airport ?? cargo) : (cargo ?? airport)) ?? legalMoves[0];
    }
    case 'flight': {
      const dest = view.airports.find((a: Json) => a.destination);
      const at = (key: string) =>
        view.airports.find((a: Json) => String(a.id) === key) ?? view.beacons.find((b: Json) => b.id === key);
      const left = (m: Json) =>
        String(m.to) === String(dest.id) ? -1 : Math.hypot(at(String(m.to)).x - dest.x, at(String(m.to)).y - dest.y);
      return of('AircargoFlyLegMove').reduce((best: Json, m: Json) => (left(m) < left(best) ? m : best));
    }
    case 'stamina':
      return of('AircargoStaminaMove').find((m: Json) => m.boxes === (view.log.length === 0 ? 1 : 0));
    case 'failing':
      return of('AircargoPrayMove').find((m: Json) => m.dice.length === 2) ?? of('AircargoPanicMove')[0];
    default:
      throw new Error(`no choice expected in phase ${view.phase}`);
  }
}

async function create(extra: Record<string, unknown> = {}): Promise<{ id: string; token: string; created: Json }> {
  const data = await ok(CREATE, { input: { rules: 'aircargo', players: [{ name: 'Amelia' }], ...extra } });
  return { id: data.createGame.game.id, token: data.createGame.seats[0].token, created: data.createGame };
}

describe('GraphQL: a whole AirCargo game', () => {
  let id = '';
  let final: Json;
  let first: Json;
  const typesPlayed = new Set<string>();

  beforeAll(async () => {
    const made = await create();
    id = made.id;
    expect(made.created.game).toMatchObject({ rules: 'aircargo', status: 'active', sandbox: false });
    let { game } = await ok(GAME, { id }, made.token);
    first = game;
    for (let requests = 0; game.status !== 'over'; requests++) {
      if (requests > MAX_REQUESTS) throw new Error('the game did not end within the request budget');
      expect(game.view.__typename).toBe('AircargoView');
      const move = choose(game);
      typesPlayed.add(move.__typename);
      game = (await ok(MOVE, { gameId: id, move: toInput(move) }, made.token)).makeMove.game;
    }
    final = game;
  });

  test('the first view carries the map and an empty Pilot Log', () => {
    const v = first.view;
    expect(v).toMatchObject({
      phase: 'idle',
      end: 'none',
      legs: 0,
      legsLeft: 15,
      maxLeg: 300,
      position: { key: 'PDT', kind: 'start', name: 'Pendleton' },
    });
    expect(v.airports).toHaveLength(18);
    expect(v.airports[0]).toEqual({
      id: 41,
      name: 'Seattle',
      landingHazard: 0,
      x: 137.9,
      y: 1066.1,
      status: 'open',
      destination: false,
    });
    expect(v.beacons).toHaveLength(27);
    expect(v.mountains).toHaveLength(20);
    expect(v.weather[0]).toEqual({ box: 1, crossed: false, d1to4: 0, d5: 0, d6: 1 });
    expect(v.cargo[16]).toEqual({
      id: 'c17',
      cargoClass: 'x-heavy',
      classMod: 5,
      weight: 10, // v3 (calibrated); 11 in v2, 12 in v1
      status: 'open',
      inFlight: false,
    });
    expect(v.stamina).toEqual({ used: 0, left: 19, boxes: CONTENT.stamina }); // v3; 20 before
    expect(first.legalMoves).toEqual([
      { __typename: 'AircargoPlanMove', plan: true },
      { __typename: 'AircargoStopMove', stop: true },
    ]);
  });

  test('the game ends with the typed move kinds used', () => {
    for (const type of [
      'AircargoPlanMove',
      'AircargoRerollMove',
      'AircargoPlanCargoMove',
      'AircargoPlanAirportMove',
      'AircargoPrepareFlightMove',
      'AircargoFlyLegMove',
      'AircargoStaminaMove',
    ]) {
      expect(typesPlayed).toContain(type);
    }
    expect(final.status).toBe('over');
    expect(final.legalMoves).toEqual([]);
    expect(final.view.phase).toBe('over');
    expect(final.view.route.length).toBe(final.view.legs);
    expect(final.standings).toEqual({
      lowerIsBetter: false,
      players: [{ seat: 1, rank: 1, score: final.view.score.score, title: expect.any(String) }],
    });
  });

  test('audit is ok with every check passing', async () => {
    const { audit } = await ok(
      `query($id: ID!) { audit(gameId: $id) { ok sandbox version checks { name status detail } } }`,
      { id },
    );
    expect(audit).toMatchObject({ ok: true, sandbox: false, version: final.version });
    for (const check of audit.checks) expect(check.status, `${check.name}: ${check.detail}`).toBe('pass');
  });
});

test('GraphQL sandbox: E5-like flight with a prayer and a panic, then stop', async () => {
  const rolls = {
    'plan.roll1': [4, 1],
    'plan.roll2': [6, 2],
    'leg1.check1.weather': [1],
    'leg1.check1.roll': [6, 6],
    'leg1.check1.prayer1': [6, 6],
    'leg1.check2.weather': [1],
    'leg1.check2.roll': [1, 1],
  };
  const { id, token } = await create({
    sandbox: { rolls: Object.entries(rolls).map(([label, values]) => ({ label, values })) },
  });
  const moves = [
    { plan: true },
    { planAirport: { id: 41, order: 'ab' } },
    { plan: true },
    { planCargo: { box: 'c11', use: 'sum' } },
    { prepareFlight: { dest: 41, cargo: 'c11' } },
    { flyLeg: { to: '41' } },
    { stamina: { boxes: 0 } },
    { pray: { dice: [0, 1] } },
    { panic: true },
    { stamina: { boxes: 1 } },
  ];
  let game: Json;
  for (const move of moves) game = (await ok(MOVE, { gameId: id, move: { aircargo: move } }, token)).makeMove.game;
  expect(game.view.log).toEqual([
    { leg: 1, check: 1, kind: 'mountain', ref: 'M1', total: 18, outcome: 'panic', panicCost: 7, prayers: 1 },
    { leg: 1, check: 2, kind: 'landing', ref: '41', total: 4, outcome: 'passed', panicCost: 0, prayers: 0 },
  ]);
  expect(game.view.route).toEqual([
    { leg: 1, from: { key: 'PDT' }, to: { key: '41' }, length: 215.1, crossed: ['M1'] },
  ]);
  game = (await ok(MOVE, { gameId: id, move: { aircargo: { stop: true } } }, token)).makeMove.game;
  expect(game.status).toBe('over');
  expect(game.view).toMatchObject({
    end: 'stop',
    stamina: { used: 8, left: CONTENT.stamina - 8 },
    score: { delivered: 8, score: 8, rank: 'lost' },
  });
  expect(game.standings.players).toEqual([{ seat: 1, rank: 1, score: 8, title: 'Lost' }]);
  const { audit } = await ok(`query($id: ID!) { audit(gameId: $id) { ok sandbox } }`, { id });
  expect(audit).toEqual({ ok: true, sandbox: true });
});

/**
 * A whole 4-player Goldmine Rumbles game through GraphQL: one human seat played with a simple
 * policy, three bot seats played by this test calling the bot with each seat's own token view (as
 * served by GraphQL) and typed legal moves. Then the view's hidden information and the audit.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decideFromView } from '../../src/games/goldmine-rumbles/bot.js';
import { CONTENT_V1, type GoldmineMove, type GoldmineView } from '../../src/games/goldmine-rumbles/index.js';
import { get, graphqlData, json, openTestApp, type Json, type TestApp } from './helpers.js';

const MAX_REQUESTS = 3000;
const HUMAN = 1;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const ok = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  graphqlData(t.app, query, variables, token);

/** Every move type's fields, as the test selects them (flags select the type name as a field). */
const MOVE_FIELDS: Record<string, string> = {
  chooseStart: 'site',
  placeCubes: 'columns',
  placeCube: 'column',
  buyEssentials: 'breadCount: bread dynamiteCount: dynamite whiskeyCount: whiskey',
  trade: 'item',
  step: 'pos exit bread blunderbuss',
  burrow: 'from to exit',
  dynamite: '',
  rotate: 'pos rotation',
  buyClaim: 'slot',
  takeItems: 'row items matchstick cubeColumn',
  inviteBids: '',
  mineAlone: '',
  bid: 'amount',
  passBid: '',
  acceptBid: 'player',
  partnerDone: '',
  abandon: '',
  abandonClaim: '',
  mine: '',
  takeYield: 'die bible',
  payFee: '',
  fight: 'weapon',
  attack: 'target weapon',
  defend: 'weapon',
  bible: 'dice',
  noBible: '',
  leaf: 'use',
  takeSpoil: 'item',
  useItem: 'item target take mode slots boardRow: row order phase claimSlot moves { from to }',
  discardItems: 'items',
  done: '',
  endTurn: '',
};
/** Aliases this test selects some fields under: the same name has another type in another move type (`bread` is a count here, a flag in `step`). */
const RENAMED: Record<string, string> = {
  breadCount: 'bread',
  dynamiteCount: 'dynamite',
  whiskeyCount: 'whiskey',
  boardRow: 'row',
};
const typename = (type: string) => `GoldmineRumbles${type[0]!.toUpperCase()}${type.slice(1)}Move`;
const MOVES_SELECTION = Object.entries(MOVE_FIELDS)
  .map(([type, fields]) => `... on ${typename(type)} { ${fields || type} }`)
  .join('\n');

const VIEW_SELECTION = /* GraphQL */ `
  ... on GoldmineRumblesView {
    stage length phase phases cubesThisPhase you order papa pileCount
    tiles { pos tile dark rotation tunnels { ports points hazard mouth } }
    points { id site positions pawns papa }
    store { slot price claim { id type top bottom cube } }
    pileTop { id type top bottom cube }
    rumbles { phase tile revealed peeked order }
    supply { item count }
    players { seat colour gold bags injuries bandages poisons blackMarks items { item count } itemCount overLimit
      cubes { column cubes capacity level } placed placing character characterName mission missionItems point lastPos claims peeks }
    turn { seat number step main charges claim ownerRow bids { seat amount } bidder partner partnerTook miners dice waiting hazard visited
      fight { active kind starter fighters { seat weapon injuries out lastScore } papaInjuries lastPapaScore round stage dice askBible spoilFrom spoilers winners losers } }
    routes { to site edges hazards moves { kind pos from exit hazard } }
    history { phase seat main }
    final { seat gold notebooks blackMarkBonus tokenPenalty missionItems mission total }
  }
`;

const GAME_FIELDS = `id version status
  standings { lowerIsBetter players { seat rank score } }
  pending { __typename ... on ChoicePending { players } }
  view { __typename ${VIEW_SELECTION} }
  legalMoves { __typename ${MOVES_SELECTION} }`;

const CREATE = `mutation Create($input: CreateGameInput!) { createGame(input: $input) { game { id rules status } seats { seat token } } }`;
const GAME = `query Game($id: ID!) { game(id: $id) { ${GAME_FIELDS} } }`;
const MOVE = `mutation Move($gameId: ID!, $move: MoveInput!) { makeMove(gameId: $gameId, move: $move) { version game { id status } } }`;

/** A typed legal move as served → the game's move object. */
function toMove(served: Json): GoldmineMove {
  const type = Object.keys(MOVE_FIELDS).find((k) => typename(k) === served.__typename)!;
  if (MOVE_FIELDS[type] === '') return { type } as GoldmineMove;
  const move: Record<string, unknown> = { type };
  for (const [k, v] of Object.entries(served))
    if (k !== '__typename' && v !== null) move[type === 'takeItems' ? k : (RENAMED[k] ?? k)] = v;
  return move as unknown as GoldmineMove;
}

/** A move object → the `@oneOf` input that makes it. */
function toInput(move: GoldmineMove): Record<string, unknown> {
  const { type, ...fields } = move as unknown as Record<string, unknown> & { type: string };
  if (MOVE_FIELDS[type] === '') return { goldmineRumbles: { [type]: true } };
  return { goldmineRumbles: { [type]: fields } };
}

const strip = (value: Json): Json =>
  Array.isArray(value)
    ? value.map(strip)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([k]) => k !== '__typename')
            .map(([k, v]) => [k, strip(v)]),
        )
      : value;

/** The human seat: deterministic and quick (first cube, first start, ends turns, passes, pays). */
const HUMAN_PREFERENCE = [
  'placeCube',
  'chooseStart',
  'endTurn',
  'done',
  'passBid',
  'noBible',
  'payFee',
  'defend',
  'takeYield',
  'takeSpoil',
  'discardItems',
  'mineAlone',
  'mine',
  'partnerDone',
  'abandon',
];
function humanMove(legal: readonly Json[]): Json {
  for (const type of HUMAN_PREFERENCE) {
    const m = legal.find((x) => x.__typename === typename(type));
    if (m !== undefined) return m;
  }
  return legal.find((x) => x.__typename === typename('leaf') && x.use === false) ?? legal[0];
}

describe('GraphQL: a 4-player Goldmine Rumbles game, one human and three bots', () => {
  let id = '';
  let tokens: string[] = [];
  let first: Json;
  let final: Json;
  const seen = new Set<string>();
  const secretsSeen: Json[] = [];

  beforeAll(async () => {
    const data = await ok(CREATE, {
      input: {
        rules: 'goldmine-rumbles',
        players: [{ name: 'Hu' }, { name: 'Bot A' }, { name: 'Bot B' }, { name: 'Bot C' }],
      },
    });
    id = data.createGame.game.id;
    tokens = data.createGame.seats.map((s: Json) => s.token);
    first = (await ok(GAME, { id }, tokens[0])).game;
    let status = 'active';
    for (let requests = 0; status !== 'over'; requests++) {
      if (requests > MAX_REQUESTS) throw new Error('the game did not end within the request budget');
      const spectator = (await ok(GAME, { id })).game;
      const seat: number = spectator.pending.players[0];
      const { game } = await ok(GAME, { id }, tokens[seat - 1]);
      if (requests % 25 === 0) secretsSeen.push({ seat, players: game.view.players });
      let move: GoldmineMove;
      if (seat === HUMAN) {
        move = toMove(humanMove(game.legalMoves));
      } else {
        const view = strip(game.view) as GoldmineView;
        move = decideFromView(CONTENT_V1, view, seat, game.legalMoves.map(toMove));
      }
      seen.add(move.type);
      status = (await ok(MOVE, { gameId: id, move: toInput(move) }, tokens[seat - 1])).makeMove.game.status;
    }
    final = (await ok(GAME, { id }, tokens[0])).game;
  }, 240_000);

  test('the first view: 9 tiles, 28 points, 5 claims on display, own mission only', () => {
    const v = first.view;
    expect(v).toMatchObject({ __typename: 'GoldmineRumblesView', stage: 'start', phases: 3, you: 1 });
    expect(v.tiles).toHaveLength(9);
    expect(v.points).toHaveLength(28);
    expect(v.store.map((s: Json) => s.price)).toEqual([1, 3, 4, 5, 6]);
    expect(v.players[0].mission).toBeGreaterThan(0);
    expect(v.players.slice(1).every((p: Json) => p.mission === 0 && p.missionItems.length === 0)).toBe(true);
    expect(first.legalMoves.map((m: Json) => m.__typename)).toEqual(Array(4).fill('GoldmineRumblesChooseStartMove'));
  });

  test('no seat ever saw another seat’s mission while the game ran', () => {
    for (const { seat, players } of secretsSeen) {
      for (const p of players) if (p.seat !== seat) expect(p.mission).toBe(0);
    }
  });

  test('the game ends after 12 turns with final scores and every mission revealed', () => {
    expect(final.status).toBe('over');
    expect(final.view.history).toHaveLength(12);
    expect(final.view.final).toHaveLength(4);
    expect(final.view.players.every((p: Json) => p.mission > 0)).toBe(true);
    expect(final.standings.players).toHaveLength(4);
    expect(seen.has('placeCube') && seen.has('chooseStart') && seen.has('endTurn')).toBe(true);
    expect(seen.has('buyClaim') || seen.has('attack')).toBe(true);
  });

  test('the exported tape audits clean', async () => {
    const response = await get(t.app, `/v1/games/${id}/audit`);
    expect(response.status).toBe(200);
    expect((await json(response)).ok).toBe(true);
  });
});

/**
 * A whole Carbondale game through GraphQL: created with `createGame`, each seat moving with its own
 * token from the typed `legalMoves` (chosen by the bot from the typed view, turned back into the
 * game's move shape), then audited. Every view and event list served to a seat or a spectator is
 * checked against what that viewer had seen at that version, as in the REST test.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TapeEvent } from '../../src/core/tape.js';
import { decide } from '../../src/games/carbondale/bot.js';
import { carbondale, type CarbondaleMove, type CarbondaleView } from '../../src/games/carbondale/index.js';
import { cardIdsIn } from '../unit/games/carbondale/fixtures.js';
import { seenAlong } from '../unit/games/carbondale/seen.js';
import { get, graphqlData, json, openTestApp, type Json, type TestApp } from './helpers.js';

const MAX_MOVES = 3000;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const ok = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  graphqlData(t.app, query, variables, token);

const CARD = 'id rank suit';
const VIEW = /* GraphQL */ `
  view {
    __typename
    ... on CarbondaleView {
      phase you first active turn handSize goalHigh goalLow drawPileCount sparePiles reshuffles reformCount target
      announced announcedAdd { card { ${CARD} } cell sources pay { ${CARD} } }
      idleTurns stalemateTurns end winner
      duels { turn challenger suit added { ${CARD} } challenge { ${CARD} } success }
      players { seat handCount handVisible hand { ${CARD} } network { card { ${CARD} } x y } faceUp { ${CARD} } faceDownCount faceDown { ${CARD} } hearts diamonds goalMet }
    }
  }
`;
const GAME_FIELDS = /* GraphQL */ `
  id version status
  pending { __typename ... on ChoicePending { players } }
  standings { players { seat rank score title } }
  ${VIEW}
  legalMoves {
    __typename
    ... on CarbondaleAddMove { card cell sources pay }
    ... on CarbondaleCleanMove { cards }
    ... on CarbondaleChallengeMove { card fee }
    ... on CarbondalePassMove { pass }
    ... on CarbondaleDrawMove { from card }
  }
`;
const CREATE = `mutation Create($input: CreateGameInput!) { createGame(input: $input) { game { id } seats { seat token } } }`;
const GAME = `query Game($id: ID!, $at: Int) { game(id: $id, at: $at) { ${GAME_FIELDS} } }`;
const MOVE = `mutation Move($gameId: ID!, $move: MoveInput!) { makeMove(gameId: $gameId, move: $move) { version } }`;
const EVENTS = `query Events($id: ID!) { events(gameId: $id) { version events { __typename seq redacted ... on MoveMadeEvent { player move { __typename } } ... on DeckShuffledEvent { label order } } } }`;

/** A typed GraphQL move as the game's own move object. */
function fromGraphql(m: Json): CarbondaleMove {
  switch (m.__typename) {
    case 'CarbondaleAddMove':
      return { type: 'add', card: m.card, cell: m.cell, sources: m.sources, pay: m.pay };
    case 'CarbondaleCleanMove':
      return { type: 'clean', cards: m.cards };
    case 'CarbondaleChallengeMove':
      return { type: 'challenge', card: m.card, fee: m.fee };
    case 'CarbondalePassMove':
      return { type: 'pass' };
    case 'CarbondaleDrawMove':
      return m.card === null ? { type: 'draw', from: m.from } : { type: 'draw', from: m.from, card: m.card };
    default:
      throw new Error(`unknown move ${m.__typename}`);
  }
}

/** The game's move as the `@oneOf` input. */
function toInput(move: CarbondaleMove): Record<string, unknown> {
  switch (move.type) {
    case 'add':
      return { carbondale: { add: { card: move.card, cell: move.cell, sources: move.sources, pay: move.pay } } };
    case 'pass':
      return { carbondale: { pass: true } };
    case 'clean':
      return { carbondale: { clean: { cards: move.cards } } };
    case 'challenge':
      return { carbondale: { challenge: { card: move.card, fee: move.fee } } };
    case 'draw':
      return {
        carbondale: { draw: move.card === undefined ? { from: move.from } : { from: move.from, card: move.card } },
      };
  }
}

/** The typed GraphQL view is the game's view shape, field for field (both come from its schema). */
function toView(v: Json): CarbondaleView {
  return v as CarbondaleView;
}

describe('GraphQL: a whole Carbondale game, two tokens', () => {
  let id = '';
  let tokens: string[] = [];
  let final: Json;
  const served: { viewer: number | null; version: number; body: unknown }[] = [];
  const typesPlayed = new Set<string>();
  let redactedAdds = 0;

  beforeAll(async () => {
    const { createGame } = await ok(CREATE, {
      input: { rules: 'carbondale', players: [{ name: 'Ada' }, { name: 'Bo' }] },
    });
    id = createGame.game.id;
    tokens = createGame.seats.map((s: Json) => s.token);
    for (let moves = 0; ; moves++) {
      if (moves > MAX_MOVES) throw new Error('the game did not end within the move budget');
      const spectator = (await ok(GAME, { id })).game;
      served.push({ viewer: null, version: spectator.version, body: spectator.view });
      if (spectator.status === 'over') {
        final = spectator;
        break;
      }
      const seat: number = spectator.pending.players[0];
      const { game } = await ok(GAME, { id }, tokens[seat - 1]);
      served.push({ viewer: seat, version: game.version, body: game.view });
      expect(game.view.players[seat - 1].hand).toHaveLength(game.view.players[seat - 1].handCount);
      expect(game.view.players[2 - seat]).toMatchObject({ handVisible: false, hand: [], faceDown: [] });
      if (moves % 9 === 0) {
        const other = 3 - seat;
        const { events } = await ok(EVENTS, { id }, tokens[other - 1]);
        served.push({ viewer: other, version: events.version, body: events.events });
        redactedAdds += events.events.filter(
          (e: Json) => e.__typename === 'MoveMadeEvent' && e.redacted && e.player === seat,
        ).length;
        for (const e of events.events) if (e.__typename === 'DeckShuffledEvent') expect(e.order).toBeNull();
      }
      const legal = game.legalMoves.map(fromGraphql);
      const move = decide(carbondale.content, toView(game.view), seat, legal);
      typesPlayed.add(move.type);
      await ok(MOVE, { gameId: id, move: toInput(move) }, tokens[seat - 1]);
    }
  }, 120_000);

  test('the game is played to the end with every kind of move', () => {
    expect(final.status).toBe('over');
    expect(final.view.__typename).toBe('CarbondaleView');
    for (const type of ['add', 'clean', 'pass', 'draw']) expect(typesPlayed).toContain(type);
    expect(final.standings.players).toHaveLength(2);
    expect(final.legalMoves).toEqual([]);
  });

  test('the opponent’s hidden moves come back as null moves in its event list', () => {
    expect(redactedAdds).toBeGreaterThan(0);
  });

  test('no GraphQL view or event list showed a viewer a card it had not seen, time travel included', async () => {
    const exported = await json(await get(t.app, `/v1/games/${id}/export`));
    const tape = exported.events.map((e: Json) => ({ type: e.type, ...e.data })) as TapeEvent[];
    const seen = seenAlong(tape);
    for (const at of [3, Math.floor(tape.length / 2), tape.length - 2]) {
      for (const viewer of [1, 2, null] as const) {
        const { game } = await ok(GAME, { id, at }, viewer === null ? undefined : tokens[viewer - 1]);
        expect(game.version).toBe(at);
        expect(game.legalMoves).toEqual([]);
        served.push({ viewer, version: at, body: game.view });
      }
    }
    for (const { viewer, version, body } of served) {
      const leaked = cardIdsIn(body).filter((card) => !seen(version, viewer).has(card));
      expect(leaked, `served to ${viewer ?? 'spectator'} at version ${version}`).toEqual([]);
    }
  });

  test('the audit passes every check', async () => {
    const { audit } = await ok(`query($id: ID!) { audit(gameId: $id) { ok checks { name status detail } } }`, { id });
    expect(audit.ok).toBe(true);
    for (const check of audit.checks) expect(check.status, `${check.name}: ${check.detail}`).toBe('pass');
  });
});

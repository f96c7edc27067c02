import { jsonClient } from './http-client.js';
import { playLoop, type PlayersPlan, type PlayersResult } from './http-players.js';

/** What every makeMove asks back: what a frontend needs to draw its next choice. */
const GAME_FIELDS = `version status legalMoves {
  __typename
  ... on CircuitRacerGearMove { gear shift include payCurrent }
  ... on CircuitRacerRerollMove { include payCurrent }
  ... on CircuitRacerSelectMove { dice include payCurrent }
}`;
const MAKE_MOVE = `mutation Move($id: ID!, $move: MoveInput!, $v: Int, $moveId: String) {
  makeMove(gameId: $id, move: $move, expectedVersion: $v, moveId: $moveId) { game { ${GAME_FIELDS} } }
}`;
const GET_GAME = `query Game($id: ID!) { game(id: $id) { ${GAME_FIELDS} } }`;

type LegalMove = { __typename: string } & Record<string, unknown>;
interface GraphqlGame {
  version: number;
  status: string;
  legalMoves: LegalMove[];
}

/** A Circuit Racer legal move as GraphQL lists it, written back as `MoveInput`. */
function asInput(move: LegalMove): Record<string, unknown> {
  const { __typename, ...fields } = move;
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
  switch (__typename) {
    case 'CircuitRacerGearMove':
      return { circuitRacer: { gear: given } };
    case 'CircuitRacerRerollMove':
      return { circuitRacer: { reroll: given } };
    case 'CircuitRacerSelectMove':
      return { circuitRacer: { select: given } };
    case 'CircuitRacerAcceptMove':
      return { circuitRacer: { accept: true } };
    default:
      throw new Error(`not a Circuit Racer move: ${__typename}`);
  }
}

/**
 * The same load as `playGames` (Circuit Racer, one random legal move per request, with
 * `expectedVersion` and `moveId`), but every move is a GraphQL `makeMove` that asks back the game's
 * version, status and legal moves. Games are created over REST: only moves are measured.
 */
export async function playGamesOverGraphql(plan: PlayersPlan): Promise<PlayersResult> {
  const call = jsonClient(plan.url, plan.games);
  const graphql = async <T>(query: string, variables: object, headers: Record<string, string>) => {
    const answer = await call<{ data?: T; errors?: unknown[] }>('POST', '/graphql', { query, variables }, headers);
    return answer.status === 200 && answer.body.errors === undefined ? answer.body.data! : null;
  };
  try {
    return await playLoop<GraphqlGame>(plan, {
      async newGame() {
        const created = await call<{ game: { id: string }; seats: { token: string }[] }>('POST', '/v1/games', {
          rules: 'circuit-racer',
          players: [{ name: 'Bench' }],
        });
        const headers = { authorization: `Bearer ${created.body.seats[0]!.token}` };
        const read = await graphql<{ game: GraphqlGame }>(GET_GAME, { id: created.body.game.id }, headers);
        return { id: created.body.game.id, headers, game: read!.game };
      },
      async move(current, move, moveId) {
        const answer = await graphql<{ makeMove: { game: GraphqlGame } }>(
          MAKE_MOVE,
          { id: current.id, move: asInput(move as LegalMove), v: current.game.version, moveId },
          current.headers,
        );
        return answer === null ? null : answer.makeMove.game;
      },
    });
  } finally {
    await call.close();
  }
}

/** A service error's GraphQL words (`inGraphqlWords`) are what GraphQL answers; REST keeps `message`. */
import { describe, expect, test } from 'vitest';
import { graphqlError } from '../../../src/api/graphql/errors.js';
import { toProblem } from '../../../src/api/problem.js';
import { inGraphqlWords, problem } from '../../../src/service/errors.js';
import { gameStreamsFull } from '../../../src/service/stream-slots.js';

describe('inGraphqlWords', () => {
  test('GraphQL answers its words with the same code and status; REST answers the message, without them', () => {
    const error = inGraphqlWords(problem('not-found', 'x-missing', 'see GET /v1/x', { id: 1 }), 'see the x query');
    const asGraphql = graphqlError(error);
    expect(asGraphql.message).toBe('see the x query');
    expect(asGraphql.extensions).toEqual({ code: 'x-missing', kind: 'not-found', status: 404, id: 1 });
    const asRest = toProblem(error);
    expect(asRest).toMatchObject({ code: 'x-missing', status: 404, detail: 'see GET /v1/x', id: 1 });
    expect(JSON.stringify(asRest)).not.toContain('the x query');
  });

  test('an error without them is answered in its message on both', () => {
    expect(graphqlError(problem('malformed', 'y', 'plain words')).message).toBe('plain words');
  });

  test("game-streams-full tells a GraphQL client to poll the events query, REST the tape's path", () => {
    const full = gameStreamsFull({ perGame: 2, perClient: 1 }, 'g1');
    expect(full.message).toBe('this game already has 2 live streams; poll GET /v1/games/g1/events?after=N meanwhile');
    expect(graphqlError(full).message).toBe(
      'this game already has 2 live streams; poll events(gameId: "g1", after: N) meanwhile',
    );
    expect(graphqlError(full).extensions).toMatchObject({ code: 'game-streams-full', status: 503, retryAfter: 10 });
  });
});

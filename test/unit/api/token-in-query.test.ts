import { describe, expect, test } from 'vitest';
import { tokenInQuery } from '../../../src/api/token-in-query.js';

const code = (path: string, query: string, accept: string | null = null) =>
  tokenInQuery(path, new URLSearchParams(query), accept)?.code ?? null;

describe('a token in the URL', () => {
  test.each([
    ['/v1/games/g1/stream', 'access_token=rt_x', null],
    ['/v1/games/g1/ws', 'access_token=rt_x&after=3', null],
    ['/graphql', 'query=subscription&access_token=rt_x', 'text/event-stream'],
    ['/v1/games/g1', 'after=3', null],
    ['/v1/games/g1', '', null],
  ])('%s?%s (Accept %s) is read or has none: not refused', (path, query, accept) => {
    expect(code(path, query, accept)).toBeNull();
  });

  test.each([
    ['/v1/games/g1', 'access_token=rt_x', null],
    ['/v1/games/g1', 'access_token=', null],
    ['/v1/games/g1/events', 'after=0&access_token=rt_x', null],
    ['/v1/games/g1/stream/x', 'access_token=rt_x', null],
    ['/v1/me', 'access_token=rtp_x', null],
    ['/graphql', 'access_token=rt_x', 'application/json'],
    ['/graphql', 'access_token=rt_x', null],
  ])('%s?%s (Accept %s) → token-in-query, telling to send Authorization', (path, query, accept) => {
    const refused = tokenInQuery(path, new URLSearchParams(query), accept);
    expect(refused).toMatchObject({ kind: 'malformed', code: 'token-in-query' });
    expect(refused?.message).toMatch(/Authorization: Bearer <token>/);
  });
});

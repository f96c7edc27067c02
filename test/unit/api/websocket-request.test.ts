/** The shared reading of `/v1/games/{id}/ws` (both runtimes): path, after, credential, handshake, frame. */
import { describe, expect, test } from 'vitest';
import { MessageAllowance } from '../../../src/adapter/node/message-allowance.js';
import { updateFrame } from '../../../src/api/websocket-frame.js';
import { handshakeRefusal, handshakeRefusalHeaders } from '../../../src/api/websocket-handshake.js';
import { webSocketRequestOf } from '../../../src/api/websocket-request.js';

const read = (path: string, authorization?: string) =>
  webSocketRequestOf(new URL(path, 'http://localhost'), authorization);

describe('webSocketRequestOf', () => {
  test('reads the game id (decoded), after and the credential', () => {
    expect(read('/v1/games/g%201/ws?after=12&access_token=rt_q')).toEqual({
      ok: true,
      value: { gameId: 'g 1', after: 12, token: 'rt_q' },
    });
    expect(read('/v1/games/g1/ws', 'Bearer rt_h')).toEqual({
      ok: true,
      value: { gameId: 'g1', after: undefined, token: 'rt_h' },
    });
    expect(read('/v1/games/g1/ws')).toEqual({ ok: true, value: { gameId: 'g1', after: undefined, token: null } });
  });

  test.each([
    ['/v1/games/%E0%A4%A/ws', undefined, 'game-not-found'],
    ['/v1/games/g1/ws?after=x', undefined, 'bad-after'],
    ['/v1/games/g1/ws', 'Basic QWRh', 'invalid-token'],
    ['/v1/games/g1/ws', 'Bearer rt_a b', 'invalid-token'],
  ])('%s with %s is refused as %s', (path, authorization, code) => {
    expect(read(path, authorization)).toMatchObject({ ok: false, error: { code } });
  });

  test('another path is not a game socket', () => {
    expect(read('/v1/games/g1/stream')).toBeUndefined();
    expect(read('/v1/games/a/b/ws')).toBeUndefined();
  });
});

describe('handshakeRefusal', () => {
  const good: Record<string, string> = {
    upgrade: 'WebSocket',
    connection: 'keep-alive, Upgrade',
    'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
    'sec-websocket-version': '13',
  };
  const check = (headers: Record<string, string | undefined>) => handshakeRefusal((name) => headers[name]);

  test('a handshake ws would accept passes, version 8 too', () => {
    expect(check(good)).toBeNull();
    expect(check({ ...good, 'sec-websocket-version': '8' })).toBeNull();
  });

  test.each([
    [{ upgrade: 'h2c' }, 'websocket-required'],
    [{ upgrade: undefined }, 'websocket-required'],
    [{ connection: 'keep-alive' }, 'bad-websocket-handshake'],
    [{ 'sec-websocket-key': undefined }, 'bad-websocket-handshake'],
    [{ 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ' }, 'bad-websocket-handshake'],
    [{ 'sec-websocket-version': '99' }, 'bad-websocket-version'],
    [{ 'sec-websocket-version': undefined }, 'bad-websocket-version'],
  ])('%o is refused as %s', (change, code) => {
    expect(check({ ...good, ...change })).toMatchObject({ code });
  });

  test('a refused version names the versions spoken in Sec-WebSocket-Version; other refusals add no header', () => {
    expect(handshakeRefusalHeaders(check({ ...good, 'sec-websocket-version': '99' })!)).toEqual({
      'sec-websocket-version': '13, 8',
    });
    expect(handshakeRefusalHeaders(check({ ...good, connection: 'keep-alive' })!)).toEqual({});
  });
});

test('updateFrame is the SSE message as one JSON object, the data not serialized again', () => {
  const json = '{"version":12,"events":[],"game":{"status":"active"}}';
  expect(JSON.parse(updateFrame(12, json))).toEqual({ event: 'update', id: '12', data: JSON.parse(json) });
});

test('MessageAllowance: a burst at once, then as many a second as it is given', () => {
  let now = 0;
  const allowance = new MessageAllowance(3, 1, () => now);
  expect([1, 2, 3, 4].map(() => allowance.take())).toEqual([true, true, true, false]);
  now += 1000;
  expect([allowance.take(), allowance.take()]).toEqual([true, false]);
  now += 60_000;
  expect([1, 2, 3, 4].map(() => allowance.take())).toEqual([true, true, true, false]);
});

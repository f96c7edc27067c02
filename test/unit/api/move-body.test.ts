import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { moveBody, plainMove } from '../../../src/adapter/node/move-body.js';
import { MoveRequest } from '../../../src/api/rest/move-request.js';

/** What the route's validator hands its handler, or null when it refuses the value. */
const viaZod = (value: unknown) => {
  const parsed = MoveRequest.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const member = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, 2 ** 53, -0, 1e300),
  fc.string({ maxLength: 3 }),
  fc.constantFrom('', 'x'.repeat(128), 'x'.repeat(129)),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('type', 'gear'), fc.oneof(fc.string({ maxLength: 4 }), fc.integer())),
);
const body = fc.dictionary(fc.constantFrom('move', 'expectedVersion', 'moveId', 'seat', 'extra', '__proto__'), member, {
  maxKeys: 5,
});

describe('a move body checked by hand (node direct path) answers what MoveRequest does', () => {
  test('whenever the hand check takes a value, zod takes it too and hands over the same members in the same order', () => {
    fc.assert(
      fc.property(fc.oneof(body, member), (value) => {
        // Through JSON, as a body arrives (a `__proto__` member becomes an own member, as JSON.parse makes it).
        const parsed: unknown = JSON.parse(JSON.stringify(value));
        const plain = plainMove(parsed);
        if (plain !== null) expect(JSON.stringify(plain)).toBe(JSON.stringify(viaZod(parsed)));
        const either = moveBody(new TextEncoder().encode(JSON.stringify(value)));
        expect(JSON.stringify(either)).toBe(JSON.stringify(viaZod(parsed)));
      }),
      { numRuns: 2000 },
    );
  });

  test.each([
    ['{"move":{"type":"gear","gear":2}}', { move: { type: 'gear', gear: 2 } }],
    [
      '{"moveId":"m","move":null,"expectedVersion":3,"seat":1}',
      { move: null, expectedVersion: 3, moveId: 'm', seat: 1 },
    ],
  ])('takes the usual body %s by hand', (text, expected) => {
    const plain = plainMove(JSON.parse(text));
    expect(plain).toEqual(expected);
    expect(Object.keys(plain!)).toEqual(Object.keys(expected));
  });

  test.each([
    '{}',
    '[]',
    'null',
    '{"move":{},"expectedVersion":-1}',
    '{"move":{},"expectedVersion":1.5}',
    '{"move":{},"expectedVersion":9007199254740992}',
    '{"move":{},"moveId":""}',
    `{"move":{},"moveId":"${'x'.repeat(129)}"}`,
    '{"move":{},"seat":0}',
    '{"move":{},"other":1}',
    '{"move":{},"__proto__":{}}',
  ])('leaves %s to zod', (text) => {
    expect(plainMove(JSON.parse(text))).toBeNull();
  });

  test('a body that is not JSON, or a byte order mark before it, as Request.text() reads it', () => {
    expect(moveBody(new TextEncoder().encode('{'))).toBeNull();
    expect(moveBody(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"move":1}')]))).toEqual({
      move: 1,
    });
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_MOVES_IN_FLIGHT, SocketMoves, socketMessageOf } from '../../../src/api/websocket-move.js';
import { err, ok } from '../../../src/core/result.js';
import type { MoveResult } from '../../../src/service/answers.js';
import { problem } from '../../../src/service/errors.js';
import { MoveInput } from '../../../src/service/inputs.js';

describe('socketMessageOf: what a client frame asks for', () => {
  test.each([
    ['ping', { kind: 'ping' }],
    [
      '{"type":"move","move":{"type":"accept"},"expectedVersion":3,"moveId":"m"}',
      { kind: 'move', input: { move: { type: 'accept' }, expectedVersion: 3, moveId: 'm' } },
    ],
  ])('%s', (text, expected) => expect(socketMessageOf(text)).toEqual(expected));

  test.each([
    ['{"type":', null, 'malformed-json'],
    ['[1]', null, 'invalid-request'],
    ['"move"', null, 'invalid-request'],
    ['{"type":"resign","moveId":"r"}', 'r', 'unknown-message'],
    ['{"type":"move","moveId":"x"}', 'x', 'invalid-request'],
    ['{"type":"move","move":{},"expectedVersion":-1,"moveId":"v"}', 'v', 'invalid-request'],
    ['{"type":"move","move":{},"extra":1}', null, 'invalid-request'],
    ['{"type":"move","move":{},"moveId":""}', '', 'invalid-request'],
  ])('%s is refused (%s, %s)', (text, moveId, code) => {
    const message = socketMessageOf(text);
    expect(message).toMatchObject({ kind: 'refused', moveId, error: { kind: 'malformed', code } });
  });
});

test('a move frame without its move is told what REST tells a move body without one', () => {
  expect(socketMessageOf('{"type":"move","moveId":"x"}')).toMatchObject({
    kind: 'refused',
    error: {
      code: 'invalid-request',
      message: 'move: expected a move object, e.g. {"type":"accept"}',
      extra: { errors: [{ field: 'move', message: 'expected a move object, e.g. {"type":"accept"}' }] },
    },
  });
});

describe('socketMessageOf: a well-formed move is read without the schema, and answers as the schema would', () => {
  const number = fc.oneof(
    fc.integer({ min: -3, max: 3 }),
    fc.constantFrom(0.5, -0, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e300),
  );
  const value = fc.oneof(number, fc.string({ maxLength: 3 }), fc.constantFrom(null, true, [], {}, 'x'.repeat(129)));
  const frame = fc.record(
    {
      type: fc.oneof(fc.constant('move'), value),
      move: fc.oneof(fc.constant({ type: 'gear', gear: 3 }), value),
      expectedVersion: fc.oneof(number, value),
      moveId: fc.oneof(fc.string({ minLength: 1, maxLength: 4 }), fc.constant('m'.repeat(128)), value),
      seat: fc.oneof(number, value),
      extra: value,
    },
    { requiredKeys: [] },
  );

  test('for any frame of these members, the same message as MoveInput.safeParse gives', () =>
    fc.assert(
      fc.property(frame, (body) => {
        const text = JSON.stringify(body);
        const message = socketMessageOf(text);
        const { type, ...rest } = JSON.parse(text) as Record<string, unknown>;
        const schema = MoveInput.safeParse(rest);
        if (type === 'move' && schema.success && schema.data.move !== undefined)
          expect(message).toEqual({ kind: 'move', input: schema.data });
        else expect(message.kind).toBe('refused');
      }),
      { numRuns: 2000 },
    ));
});

const result = (version: number, seqs: number[], replayed = false): MoveResult =>
  ({ version, events: seqs.map((seq) => ({ seq })), game: { version }, replayed }) as unknown as MoveResult;

describe('SocketMoves', () => {
  test('moves are made one at a time in order, each answered under its id', async () => {
    const made: string[] = [];
    const frames: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const moves = new SocketMoves(
      async (input) => {
        made.push(`start ${input.moveId}`);
        if (input.moveId === 'a') await gate;
        made.push(`end ${input.moveId}`);
        return input.moveId === 'b' ? err(problem('conflict', 'version-conflict', 'moved on')) : ok(result(2, [2]));
      },
      (frame) => frames.push(frame),
      1,
    );
    moves.take({ move: {}, moveId: 'a' });
    moves.take({ move: {}, moveId: 'b' });
    await Promise.resolve();
    expect(made).toEqual(['start a']);
    release();
    await moves.settled();
    expect(made).toEqual(['start a', 'end a', 'start b', 'end b']);
    expect(frames.map((f) => JSON.parse(f))).toMatchObject([
      { event: 'moved', moveId: 'a', data: { version: 2 } },
      { event: 'problem', moveId: 'b', data: { status: 409, code: 'version-conflict' } },
    ]);
  });

  test(`more than ${MAX_MOVES_IN_FLIGHT} waiting moves: the next is refused at once, too-many-moves`, async () => {
    const frames: string[] = [];
    const moves = new SocketMoves(
      async () => ok(result(1, [1])),
      (frame) => frames.push(frame),
    );
    for (let i = 0; i <= MAX_MOVES_IN_FLIGHT; i++) moves.take({ move: {}, moveId: `m${i}` });
    expect(JSON.parse(frames[0]!)).toMatchObject({
      event: 'problem',
      moveId: `m${MAX_MOVES_IN_FLIGHT}`,
      data: { status: 429, code: 'too-many-moves' },
    });
    await moves.settled();
    expect(frames).toHaveLength(MAX_MOVES_IN_FLIGHT + 1);
  });

  test('an answer that continues the client’s tape stands for its update; a gap or a replay does not', async () => {
    const answers = [result(3, [2, 3]), result(6, [5, 6]), result(9, [4, 5], true)];
    const sent: string[] = [];
    const moves = new SocketMoves(
      async () => ok(answers.shift()!),
      (frame) => sent.push(frame.startsWith('{"event":"moved"') ? `answer ${JSON.parse(frame).data.version}` : frame),
    );
    moves.sentUpdate(1);
    expect(moves.hasUpdate(1)).toBe(true);
    expect(moves.hasUpdate(2)).toBe(false);
    moves.take({ move: {} });
    await moves.settled();
    expect(moves.hasUpdate(3)).toBe(true);
    // Event 4 was never sent: the answer at 6 waits for the update that carries it, and cannot stand for it.
    moves.take({ move: {} });
    await moves.settled();
    expect(sent).toEqual(['answer 3']);
    expect(moves.hasUpdate(4)).toBe(false);
    moves.sentUpdate(6);
    expect(sent).toEqual(['answer 3', 'answer 6']);
    moves.take({ move: {} });
    await moves.settled();
    expect(sent).toEqual(['answer 3', 'answer 6', 'answer 9']);
    expect(moves.hasUpdate(7)).toBe(false);
  });

  test('updates heard while the socket’s own move is made wait for its answer: earlier ones first, its own left out', async () => {
    const sent: string[] = [];
    let answer!: (r: MoveResult) => void;
    const moves = new SocketMoves(
      () => new Promise((resolve) => (answer = (r) => resolve(ok(r)))),
      (frame) => sent.push(frame.startsWith('{"event":"moved"') ? 'answer' : frame),
      3,
    );
    moves.update(4, 'update 4');
    moves.take({ move: {}, moveId: 'm' });
    await Promise.resolve();
    // Another seat's move (5), then this socket's own (6, 7), heard from the game before the answer.
    moves.update(5, 'update 5');
    moves.update(7, 'update 7');
    expect(sent).toEqual(['update 4']);
    answer(result(7, [6, 7]));
    await moves.settled();
    expect(sent).toEqual(['update 4', 'update 5', 'answer']);
    // Once answered, updates flow again; one the answer covered is not sent.
    moves.update(7, 'update 7 again');
    moves.update(8, 'update 8');
    expect(sent).toEqual(['update 4', 'update 5', 'answer', 'update 8']);
  });

  test('a refused move lets the updates held meanwhile go, every one of them', async () => {
    const sent: string[] = [];
    let refuse!: () => void;
    const moves = new SocketMoves(
      () => new Promise((resolve) => (refuse = () => resolve(err(problem('rule', 'bad-move', 'no'))))),
      (frame) => sent.push(frame.startsWith('{"event":"problem"') ? 'problem' : frame),
      3,
    );
    moves.take({ move: {}, moveId: 'm' });
    await Promise.resolve();
    moves.update(5, 'update 5');
    refuse();
    await moves.settled();
    expect(sent).toEqual(['update 5', 'problem']);
    expect(moves.hasUpdate(5)).toBe(true);
  });

  test('an answer never overtakes an update the client lacks: it waits for it, the answers after it wait too', async () => {
    const sent: string[] = [];
    const answers = [
      ok(result(7, [6, 7])),
      err(problem('conflict', 'version-conflict', 'moved on')),
      ok(result(8, [8])),
    ];
    const moves = new SocketMoves(
      async () => answers.shift()!,
      (frame) => sent.push(frame.startsWith('{"event":"update"') ? frame : JSON.parse(frame).moveId),
      3,
    );
    // Updates 4 and 5 are still on their way to the client (a slow socket) when its moves are answered.
    moves.take({ move: {}, moveId: 'a' });
    moves.take({ move: {}, moveId: 'b' });
    moves.take({ move: {}, moveId: 'c' });
    await moves.settled();
    expect(sent).toEqual([]);
    expect(moves.answersWaiting).toBe(3);
    expect(moves.hasUpdate(7)).toBe(false);
    moves.sentUpdate(4);
    expect(sent).toEqual([]);
    moves.sentUpdate(5);
    // The client has 5: the answers go, in order; the first stands for the update of 6 and 7, the last for 8.
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(moves.hasUpdate(8)).toBe(true);
  });

  test('an update heard after the answer it should precede (Workers: the object’s message behind its reply) goes first', async () => {
    const sent: string[] = [];
    const moves = new SocketMoves(
      async () => ok(result(7, [6, 7])),
      (frame) => sent.push(frame.startsWith('{"event":"moved"') ? 'answer 7' : frame),
      4,
    );
    moves.take({ move: {}, moveId: 'm' });
    await moves.settled();
    moves.update(5, 'update 5');
    moves.update(7, 'update 7');
    moves.update(8, 'update 8');
    expect(sent).toEqual(['update 5', 'answer 7', 'update 8']);
  });

  test('a socket about to close sends the answers still waiting', async () => {
    const sent: string[] = [];
    const moves = new SocketMoves(
      async () => ok(result(7, [6, 7])),
      (frame) => sent.push(JSON.parse(frame).moveId),
      3,
    );
    moves.take({ move: {}, moveId: 'm' });
    await moves.settled();
    expect(sent).toEqual([]);
    moves.flushAnswers();
    expect(sent).toEqual(['m']);
    expect(moves.answersWaiting).toBe(0);
  });

  test('a socket opened with ?after=N has the tape up to N: an answer from N+1 on stands for its update', async () => {
    const moves = new SocketMoves(
      async () => ok(result(6, [5, 6])),
      () => {},
      4,
    );
    expect(moves.hasUpdate(4)).toBe(true);
    expect(moves.hasUpdate(5)).toBe(false);
    moves.take({ move: {} });
    await moves.settled();
    expect(moves.hasUpdate(6)).toBe(true);
  });
});

import { describe, expect, test } from 'vitest';
import { liveMessage, MessagesBySeat, type GameUpdate } from '../../../src/service/live-message.js';
import type { GameSnapshot } from '../../../src/service/present.js';

const update = (version: number): GameUpdate => ({
  version,
  events: [
    {
      seq: version,
      type: 'MoveMade',
      actor: 1,
      at: '2026-11-27T00:00:00.000Z',
      moveId: null,
      redacted: false,
      data: { note: 'é' },
    },
  ],
  game: { version, view: { name: 'Zoë' } } as unknown as GameSnapshot,
});

describe('live messages', () => {
  test('a message is JSON.stringify of its update, weighed in UTF-8 bytes', () => {
    const message = liveMessage(update(3));
    expect(message.version).toBe(3);
    expect(message.json).toBe(JSON.stringify(update(3)));
    expect(message.bytes).toBe(Buffer.byteLength(message.json));
  });

  test("a seat's message is built once, and only when a subscriber reads it", () => {
    const messages = new MessagesBySeat();
    let builds = 0;
    const build = () => (builds++, update(7));
    const first = messages.get(1, 7, build);
    const second = messages.get(1, 7, build);
    expect(second).toBe(first);
    // Its version is known without building it: a socket whose own move this was skips it by version.
    expect(first.version).toBe(7);
    expect(builds).toBe(0);
    expect(JSON.parse(second.json)).toEqual(update(7));
    expect(first.bytes).toBeGreaterThan(first.json.length); // two characters take two bytes each
    expect(first.update.version).toBe(7);
    expect(builds).toBe(1);
    expect(messages.get(2, 7, build).update.version).toBe(7);
    expect(builds).toBe(2);
  });
});

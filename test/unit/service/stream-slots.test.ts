import { describe, expect, test } from 'vitest';
import { StreamSlots } from '../../../src/service/stream-slots.js';

describe('StreamSlots: caps on open live streams', () => {
  test('a client over its cap gets 429 too-many-streams; a released slot is free again', () => {
    const slots = new StreamSlots({ perGame: 100, perClient: 2 });
    const first = slots.take('g', ['address 10.0.0.1']);
    const second = slots.take('h', ['address 10.0.0.1']);
    expect(first.ok && second.ok).toBe(true);
    const third = slots.take('g', ['address 10.0.0.1']);
    expect(third).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', code: 'too-many-streams', extra: { retryAfter: expect.any(Number) } },
    });
    expect(slots.take('g', ['address 10.0.0.2']).ok).toBe(true);
    if (first.ok) {
      first.value();
      first.value(); // releasing twice frees one slot, not two
    }
    expect(slots.take('g', ['address 10.0.0.1']).ok).toBe(true);
    expect(slots.take('g', ['address 10.0.0.1']).ok).toBe(false);
  });

  test('a game over its cap gets 503 game-streams-full, whoever asks', () => {
    const slots = new StreamSlots({ perGame: 3, perClient: 100 });
    for (let i = 0; i < 3; i++) expect(slots.take('g', [`address 10.0.0.${i}`]).ok).toBe(true);
    expect(slots.take('g', ['address 10.0.0.9'])).toMatchObject({
      ok: false,
      error: { kind: 'unavailable', code: 'game-streams-full' },
    });
    expect(slots.take('other', ['address 10.0.0.9']).ok).toBe(true);
    expect(slots.openFor('g')).toBe(3);
  });

  test('a seat counts as a client of its own', () => {
    const slots = new StreamSlots({ perGame: 100, perClient: 1 });
    expect(slots.take('g', ['address 10.0.0.1', 'seat g#1']).ok).toBe(true);
    expect(slots.take('g', ['address 10.0.0.2', 'seat g#1'])).toMatchObject({
      ok: false,
      error: { code: 'too-many-streams' },
    });
  });
});

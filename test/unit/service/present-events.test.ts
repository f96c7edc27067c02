/** `presentEvents`: what a hidden move still shows of itself. */
import { describe, expect, test } from 'vitest';
import type { StoredEvent, TapeEvent } from '../../../src/core/tape.js';
import type { AnyGame, Seat } from '../../../src/core/types.js';
import { presentEvents } from '../../../src/service/present.js';

const onlyTheMover = {
  eventVisible: (e: TapeEvent, viewer: Seat | null) => e.type !== 'MoveMade' || e.player === viewer,
} as unknown as AnyGame;
const stored = (event: TapeEvent): StoredEvent[] => [{ seq: 5, event, actor: 2, at: 0, moveId: null }];

describe('a hidden move played by the default bot after a deadline', () => {
  const late: TapeEvent = { type: 'MoveMade', player: 1, move: { type: 'secret', card: 'X' }, timeout: true };

  test('still says it was a timeout to the seats that may not see the move', () => {
    expect(presentEvents(onlyTheMover, stored(late), 2, false)[0]).toMatchObject({
      redacted: true,
      data: { player: 1, move: null, timeout: true },
    });
    expect(presentEvents(onlyTheMover, stored(late), null, false)[0]!.data).toEqual({
      player: 1,
      move: null,
      timeout: true,
    });
  });

  test("keeps the flag through a game's own partial view of the move", () => {
    const game = {
      ...onlyTheMover,
      redactEvent: () => ({ player: 1, move: { type: 'secret', card: null } }),
    } as unknown as AnyGame;
    expect(presentEvents(game, stored(late), 2, false)[0]!.data).toEqual({
      player: 1,
      move: { type: 'secret', card: null },
      timeout: true,
    });
  });

  test('an ordinary hidden move gains no flag', () => {
    const { timeout: _timeout, ...ordinary } = late as Extract<TapeEvent, { type: 'MoveMade' }>;
    expect(presentEvents(onlyTheMover, stored(ordinary), 2, false)[0]!.data).toEqual({ player: 1, move: null });
  });
});

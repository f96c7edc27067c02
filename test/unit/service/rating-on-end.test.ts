import { describe, expect, test } from 'vitest';
import type { StoredEvent } from '../../../src/core/tape.js';
import type { FeedItem } from '../../../src/service/game-feed.js';
import type { LoadedGame } from '../../../src/service/loaded-game.js';
import { endOwesRating } from '../../../src/service/ratings/rate-games.js';

const seat = (n: number, playerId?: string | null) => ({
  gameId: 'g',
  seat: n,
  name: `seat ${n}`,
  tokenHash: `hash-${n}`,
  ...(playerId !== undefined && { playerId }),
});
const stored = (seq: number, type: string): StoredEvent =>
  ({ seq, event: { type } as StoredEvent['event'], actor: null, at: 0, moveId: null }) as StoredEvent;
const item = (status: LoadedGame['status'], seats: ReturnType<typeof seat>[], types: string[]): FeedItem => ({
  loaded: { status, seats } as unknown as LoadedGame,
  appended: types.map((type, i) => stored(10 + i, type)),
});

describe('which commits start a rating pass', () => {
  test.each([
    ['a game between players ends', 'over', [seat(1, 'p1'), seat(2, 'p2')], ['MoveMade', 'GameEnded'], true],
    ['one seat bound to a player is enough to look', 'over', [seat(1, 'p1'), seat(2, null)], ['GameEnded'], true],
    ["a guests' game ends (no seat bound to a player)", 'over', [seat(1, null), seat(2)], ['GameEnded'], false],
    ['a move that does not end the game', 'active', [seat(1, 'p1'), seat(2, 'p2')], ['MoveMade'], false],
    ['a commit after the end that is not the end', 'over', [seat(1, 'p1'), seat(2, 'p2')], ['PlayerLeft'], false],
  ] as const)('%s', (_, status, seats, types, owes) => {
    expect(endOwesRating(item(status, [...seats], [...types]))).toBe(owes);
  });
});

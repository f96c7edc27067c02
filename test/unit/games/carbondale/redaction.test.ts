/**
 * Hidden information never leaks: hands, the draw pile's order and face-down cards stay out of every
 * view, event list (as `presentEvents` serves it) and time-travel state of the seats and spectators
 * that have not seen them, until the game is over. Also: `presentEvents` with and without the
 * optional `redactEvent` hook, and the bot deciding from its view alone.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { makeRulebook } from '../../../../src/core/rulebook.js';
import { replay } from '../../../../src/core/replay.js';
import { isGameEvent, type StoredEvent, type TapeEvent } from '../../../../src/core/tape.js';
import type { AnyGame, Seat } from '../../../../src/core/types.js';
import { bot } from '../../../../src/games/carbondale/bot.js';
import { releases, type CarbondaleState } from '../../../../src/games/carbondale/index.js';
import { presentEvents } from '../../../../src/service/present.js';
import { add, after, area, cardIdsIn, type Event, game, made, net, opened } from './fixtures.js';
import { picksArb, playout, seedArb } from './playouts.js';
import { visibleNow } from './seen.js';

const rulebook = makeRulebook([releases]);
const VIEWERS: readonly (Seat | null)[] = [1, 2, null];

const stored = (tape: readonly TapeEvent[]): StoredEvent[] =>
  tape.map((event, i) => ({
    seq: i + 1,
    event,
    actor: event.type === 'MoveMade' ? event.player : null,
    at: 0,
    moveId: null,
  }));

describe('presentEvents and the optional redactEvent hook', () => {
  const hidden = { type: 'MoveMade' as const, player: 1, move: { type: 'secret', card: 'X' } };
  const tape: StoredEvent[] = [{ seq: 2, event: hidden, actor: 1, at: 0, moveId: null }];
  const base = { eventVisible: (_e: unknown, viewer: Seat | null) => viewer === 1 } as unknown as AnyGame;
  test('without the hook a hidden move is served as null (unchanged behaviour)', () => {
    expect(presentEvents(base, tape, 2, false)[0]).toMatchObject({ redacted: true, data: { player: 1, move: null } });
    expect(presentEvents(base, tape, 1, false)[0]).toMatchObject({
      redacted: false,
      data: { player: 1, move: hidden.move },
    });
  });
  test('with the hook the hidden event is served as the game says, still flagged redacted', () => {
    const game = {
      ...base,
      redactEvent: () => ({ player: 1, move: { type: 'secret', card: null } }),
    } as unknown as AnyGame;
    expect(presentEvents(game, tape, 2, false)[0]).toMatchObject({
      redacted: true,
      data: { player: 1, move: { type: 'secret', card: null } },
    });
  });
  test('a hook answering undefined falls back to null, and a finished game shows everything', () => {
    const game = { ...base, redactEvent: () => undefined } as unknown as AnyGame;
    expect(presentEvents(game, tape, 2, false)[0]).toMatchObject({ data: { player: 1, move: null } });
    expect(presentEvents(game, tape, 2, true)[0]).toMatchObject({ redacted: false, data: { move: hidden.move } });
  });
});

describe('Carbondale events as each viewer sees them', () => {
  const seven = area(
    area(opened(), 1, {
      network: net(['AS1', 0, 0], ['2C1', 1, 0], ['7C1', 1, 1]),
      hand: ['7H1', '3S1', '8C1', '5S1', '6S1'],
    }),
    2,
    { hand: ['9H1', '2C2', '3D2', '4D2', '5D2'] },
  );
  const data = (move: unknown, player: Seat, viewer: Seat | null) =>
    presentEvents(game, stored([made(move as never, player)]), viewer, false)[0]!;
  test('a ♣/♠ add, challengeable since v2, shows the opponent and spectators only its suit too', () => {
    const move = add('8C1', [1, 2], [[1, 1]]);
    for (const viewer of [2, null] as const)
      expect(data(move, 1, viewer)).toMatchObject({
        redacted: true,
        data: { move: { type: 'add', suit: 'C', card: null } },
      });
    expect(data(move, 1, 1)).toMatchObject({ redacted: false, data: { move } });
  });
  test('v1 (old games): a ♣/♠ add was public at once, placed and paid face-up as it was made', () => {
    const v1 = releases.find((g) => g.version === 1)!;
    const move = add('8C1', [1, 2], [[1, 1]]);
    expect(presentEvents(v1, stored([made(move, 1)]), 2, false)[0]).toMatchObject({ redacted: false, data: { move } });
  });
  test('a ♡/♢ add shows the opponent and spectators only its suit', () => {
    const move = add('7H1', [1, 2], [[1, 1]], ['3S1']);
    for (const viewer of [2, null] as const) {
      const e = data(move, 1, viewer);
      expect(e).toMatchObject({
        redacted: true,
        data: { player: 1, move: { type: 'add', suit: 'H', card: null, cell: null, sources: null, pay: null } },
      });
      expect(cardIdsIn(e)).toEqual([]);
    }
    expect(data(move, 1, 1)).toMatchObject({ redacted: false, data: { move } });
  });
  test('a clean shows how many cards went face-down, a challenge the card shown but not the fee', () => {
    expect(data({ type: 'clean', cards: ['3S1', '5S1'] }, 1, 2)).toMatchObject({
      redacted: true,
      data: { move: { type: 'clean', count: 2, cards: null } },
    });
    expect(data({ type: 'challenge', card: '9H1', fee: '2C2' }, 2, 1)).toMatchObject({
      redacted: true,
      data: { move: { type: 'challenge', card: '9H1', fee: null } },
    });
  });
  test('draws and passes name nothing hidden and are shown as they are', () => {
    for (const move of [
      { type: 'pass' },
      { type: 'draw', from: 'pile' },
      { type: 'draw', from: 'faceUp', card: '9H1' },
    ])
      expect(data(move, 1, 2)).toMatchObject({ redacted: false, data: { move } });
  });
  test('an announced add is hidden in the view of the opponent while the window is open', () => {
    const s = after(seven, add('7H1', [1, 2], [[1, 1]], ['3S1']), { seat: 1 });
    for (const viewer of [2, null] as const) expect(cardIdsIn(game.view(s, viewer))).not.toContain('7H1');
  });
});

describe('no seat or spectator ever sees a card it has not seen', () => {
  test('views, event lists and time travel, at every prefix of random games', () => {
    fc.assert(
      fc.property(seedArb, picksArb, fc.nat(), (seed, picks, cut) => {
        const { tape } = playout(seed, picks);
        const seen = new Map(VIEWERS.map((v) => [v, new Set<string>()]));
        let state = game.setup({ players: [{ name: 'A' }, { name: 'B' }], options: {} });
        const events = stored(tape);
        for (let i = 1; i < tape.length; i++) {
          const event = tape[i]!;
          if (isGameEvent(event)) state = game.evolve(state, event as Event);
          const over = event.type === 'GameEnded';
          for (const viewer of VIEWERS) {
            const known = seen.get(viewer)!;
            for (const id of visibleNow(state, viewer)) known.add(id);
            const served = cardIdsIn(game.view(state, viewer));
            // An event is served the same way at every later version until the end, so checking it once, now, covers every prefix.
            const list = over
              ? presentEvents(game, events.slice(0, i + 1), viewer, true)
              : presentEvents(game, [events[i]!], viewer, false);
            const leaked = [...served, ...cardIdsIn(list)].filter((id) => !known.has(id));
            if (leaked.length > 0) expect(leaked, `seen by ${viewer} at version ${i + 1}`).toEqual([]);
            // The seat's own hand is in its view (the redaction is not simply hiding everything).
            const missing = viewer === null ? [] : state.players[viewer - 1]!.hand.filter((id) => !served.includes(id));
            if (missing.length > 0) expect(missing, `own hand of ${viewer}`).toEqual([]);
          }
        }
        // Time travel (GET /state?at=N) replays a prefix and serves its view: the same check at a random version.
        const at = 1 + (cut % tape.length);
        const past = replay<CarbondaleState>(rulebook, tape, at);
        if (!past.ok) throw new Error(past.error.message);
        const ended = tape.slice(0, at).some((e) => e.type === 'GameEnded');
        for (const viewer of [1, 2] as const) {
          const others = past.value.state.players[2 - viewer]!;
          const hidden =
            ended || past.value.state.phase === 'over'
              ? []
              : [...others.hand, ...others.faceDown, ...past.value.state.drawPile].filter(
                  (id) => !visibleNow(past.value.state, viewer).includes(id),
                );
          const served = cardIdsIn(game.view(past.value.state, viewer));
          for (const id of hidden) expect(served).not.toContain(id);
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});

describe('the bot decides from its own view only', () => {
  /** The same game as `seat` sees it, with everything hidden from `seat` shuffled about: opponent's hand swapped with pile cards, pile reversed. */
  function disguise(s: CarbondaleState, seat: Seat): CarbondaleState {
    const them = 3 - seat;
    const hand = s.players[them - 1]!.hand;
    if (s.drawPile.length < hand.length) return s;
    const fromPile = s.drawPile.slice(0, hand.length);
    const players = s.players.map((p, i) => (i === them - 1 ? { ...p, hand: fromPile } : p));
    return {
      ...s,
      players,
      drawPile: [...hand, ...s.drawPile.slice(hand.length)].reverse(),
      spares: s.spares.map((pile) => [...pile].reverse()),
    };
  }
  test('a state with different hidden cards but the same view gets the same move', () => {
    let compared = 0;
    fc.assert(
      fc.property(seedArb, picksArb, fc.nat({ max: 200 }), (seed, picks, stop) => {
        let n = 0;
        playout(seed, picks, (s, seat, legal) => {
          if (n++ !== stop) return;
          const other = disguise(s, seat);
          expect(game.view(other, seat)).toEqual(game.view(s, seat));
          const legalThere = game.legalMoves(other, seat);
          expect(legalThere).toEqual(legal);
          expect(bot(other, seat, legalThere)).toEqual(bot(s, seat, legal));
          if (other !== s) compared++;
        });
      }),
      { numRuns: 30 },
    );
    expect(compared).toBeGreaterThan(5);
  }, 120_000);
});

/**
 * The yardstick of the leak tests: every card a viewer has legitimately seen, version by version,
 * rebuilt from the full tape (the export once the game is over). A viewer sees the networks, the
 * face-up piles and the cards every challenge revealed; a seat also its own hand and face-down pile;
 * everyone everything once the game is over. What it once saw stays seen.
 */
import { isGameEvent, type TapeEvent } from '../../../../src/core/tape.js';
import type { Seat } from '../../../../src/core/types.js';
import { CARD_IDS, releases, type CarbondaleState } from '../../../../src/games/carbondale/index.js';
import { type Event, game as fixtureGame } from './fixtures.js';

/** The cards `viewer` may see in this very state. */
export function visibleNow(s: CarbondaleState, viewer: Seat | null): string[] {
  const out: string[] = [];
  for (const p of s.players) out.push(...p.network.map((n) => n.card), ...p.faceUp);
  for (const d of s.duels) out.push(d.added, d.challenge);
  if (viewer !== null) out.push(...s.players[viewer - 1]!.hand, ...s.players[viewer - 1]!.faceDown);
  if (s.phase === 'over') out.push(...CARD_IDS);
  return out;
}

export type Seen = (version: number, viewer: Seat | null) => ReadonlySet<string>;

/** `seen(version, viewer)`: what `viewer` has seen by tape version `version` (the state after that many events). */
export function seenAlong(tape: readonly TapeEvent[]): Seen {
  const viewers: (Seat | null)[] = [1, 2, null];
  const byViewer = new Map(viewers.map((v) => [v, [new Set<string>()] as Set<string>[]]));
  // The tape's own rules version: the server records games under the current one, the fixtures play v2.
  const created = tape[0];
  const game =
    (created?.type === 'GameCreated' ? releases.find((r) => r.version === created.rulesVersion) : undefined) ??
    fixtureGame;
  let state = game.setup({ players: [{ name: 'A' }, { name: 'B' }], options: {} });
  let ended = false;
  for (let version = 1; version <= tape.length; version++) {
    const event = tape[version - 1]!;
    if (version > 1 && isGameEvent(event)) state = game.evolve(state, event as Event);
    if (event.type === 'GameEnded') ended = true;
    for (const v of viewers) {
      const list = byViewer.get(v)!;
      const next = new Set(list[version - 1]);
      for (const id of visibleNow(state, v)) next.add(id);
      if (ended) for (const id of CARD_IDS) next.add(id);
      list[version] = next;
    }
  }
  return (version, viewer) => byViewer.get(viewer)![Math.max(0, Math.min(version, tape.length))]!;
}

/**
 * Each game's rules content (card texts and prices, the map, tiles, tracks, rank tables) for a released
 * version, from the pure `rulesContent` of `src/games/<id>/rules-content.ts` as each game's `hosted`
 * reads it. `GET /v1/rules/{id}` and GraphQL `rules { content }` serve it, so a client never copies it from a spec.
 */
import type { HowToPlay } from './how-to-play.js';
import { HOSTED } from './index.js';

const byId = new Map(HOSTED.map((h) => [h.releases[0]!.id, h]));

/** The rules content of game `id` under rules `version`; undefined for an unknown pair. */
export function rulesContentOf(id: string, version: number): unknown {
  return byId.get(id)?.rulesContent(version);
}

/** How to play game `id`, told briefly; undefined for an unknown game. */
export function howToPlayOf(id: string): HowToPlay | undefined {
  return byId.get(id)?.howToPlay;
}

/**
 * Each game's rules content (card texts and prices, the map, tiles, tracks, rank tables) for a released
 * version, from the pure `rulesContent` of `src/games/<id>/rules-content.ts`. `GET /v1/rules/{id}` and
 * GraphQL `rules { content }` serve it, so a client never copies it from a spec.
 */
import { releases as aircargoReleases } from './aircargo/index.js';
import { rulesContent as aircargoContent } from './aircargo/rules-content.js';
import { releases as carbondaleReleases } from './carbondale/index.js';
import { rulesContent as carbondaleContent } from './carbondale/rules-content.js';
import { CONTENT_V1 as CIRCUIT_RACER_V1 } from './circuit-racer/content.js';
import { rulesContent as circuitRacerContent } from './circuit-racer/rules-content.js';
import { CONTENT_V1 as COAL_V1, CONTENT_V2 as COAL_V2, CONTENT_V3 as COAL_V3 } from './coal-n-write/content.js';
import { rulesContent as coalNWriteContent } from './coal-n-write/rules-content.js';
import { releases as goldmineReleases } from './goldmine-rumbles/index.js';
import { rulesContent as goldmineContent } from './goldmine-rumbles/rules-content.js';

type ContentOf = (version: number) => unknown;

const byVersion = <C>(contents: Readonly<Record<number, C>>, describe: (c: C) => unknown): ContentOf => (version) => {
  const c = contents[version];
  return c === undefined ? undefined : describe(c);
};
const fromReleases = <D extends { readonly version: number }, C>(releases: readonly D[], contentOf: (d: D) => C, describe: (c: C) => unknown): ContentOf => (version) => {
  const d = releases.find((r) => r.version === version);
  return d === undefined ? undefined : describe(contentOf(d));
};

const GAMES: Readonly<Record<string, ContentOf>> = {
  'circuit-racer': byVersion({ 1: CIRCUIT_RACER_V1 }, circuitRacerContent),
  'coal-n-write': byVersion({ 1: COAL_V1, 2: COAL_V2, 3: COAL_V3 }, coalNWriteContent),
  aircargo: fromReleases(aircargoReleases, (d) => d.board.content, aircargoContent),
  carbondale: fromReleases(carbondaleReleases, (d) => d.content, carbondaleContent),
  'goldmine-rumbles': fromReleases(goldmineReleases, (d) => d.content, goldmineContent),
};

/** The rules content of game `id` under rules `version`; undefined for an unknown pair. */
export function rulesContentOf(id: string, version: number): unknown {
  return GAMES[id]?.(version);
}

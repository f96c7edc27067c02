/**
 * The registry: every game this server hosts, one line each. A game is its folder (`src/games/<id>/`);
 * its `index.ts` exports `hosted` (its released versions and their rules content), and listing it
 * here is all the server needs (see docs/adding-a-game.md). Catalog order is this order.
 */
import { makeRulebook, type Rulebook } from '../core/rulebook.js';
import type { HostedGame } from './hosted.js';
import { hosted as aircargo } from './aircargo/index.js';
import { hosted as carbondale } from './carbondale/index.js';
import { hosted as circuitRacer } from './circuit-racer/index.js';
import { hosted as coalNWrite } from './coal-n-write/index.js';
import { hosted as goldmineRumbles } from './goldmine-rumbles/index.js';

export const HOSTED: readonly HostedGame[] = [circuitRacer, coalNWrite, aircargo, goldmineRumbles, carbondale];

/** Every game this server hosts, with every released rules version (old ones replay old games). */
export const rulebook: Rulebook = makeRulebook(HOSTED.map((h) => h.releases));

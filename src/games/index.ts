import { makeRulebook, type Rulebook } from '../core/rulebook.js';
import { releases as aircargoReleases } from './aircargo/index.js';
import { releases as circuitRacerReleases } from './circuit-racer/index.js';
import { releases as coalNWriteReleases } from './coal-n-write/index.js';

/** Every game this server hosts, with every released rules version (old ones replay old games). */
export const rulebook: Rulebook = makeRulebook([circuitRacerReleases, coalNWriteReleases, aircargoReleases]);

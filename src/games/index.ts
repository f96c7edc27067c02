import { makeRulebook, type Rulebook } from '../core/rulebook.js';
import { releases as aircargoReleases } from './aircargo/index.js';
import { releases as carbondaleReleases } from './carbondale/index.js';
import { releases as circuitRacerReleases } from './circuit-racer/index.js';
import { releases as coalNWriteReleases } from './coal-n-write/index.js';
import { releases as goldmineRumblesReleases } from './goldmine-rumbles/index.js';

/** Every game this server hosts, with every released rules version (old ones replay old games). */
export const rulebook: Rulebook = makeRulebook([circuitRacerReleases, coalNWriteReleases, aircargoReleases, goldmineRumblesReleases, carbondaleReleases]);

import { makeRulebook, type Rulebook } from '../core/rulebook.js';
import { releases as circuitRacerReleases } from './circuit-racer/index.js';

/** Every game this server hosts, with every released rules version (old ones replay old games). */
export const rulebook: Rulebook = makeRulebook([circuitRacerReleases]);

/**
 * What a client needs to show AirCargo's rules (served by `GET /v1/rules/aircargo` as `content`): the
 * weather table, the cargo boxes, the map (airports, beacons, mountains) and the rank thresholds. The
 * content is plain data already, so it is served as the rules read it.
 */
import type { AircargoContent } from './content.js';

export type AircargoRulesContent = AircargoContent;

export const rulesContent = (c: AircargoContent): AircargoRulesContent => c;

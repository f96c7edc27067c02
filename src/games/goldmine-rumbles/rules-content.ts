/**
 * What a client needs to show Goldmine Rumbles' rules (served by `GET /v1/rules/goldmine-rumbles` as
 * `content`): mine tiles and their tunnels, claims, items and their supply, characters, missions, the
 * Rumbles orders, columns, fees and bonuses. The content is plain data already, so it is served as the
 * rules read it.
 */
import type { GoldmineContent } from './content-types.js';

export type GoldmineRulesContent = GoldmineContent;

export const rulesContent = (c: GoldmineContent): GoldmineRulesContent => c;

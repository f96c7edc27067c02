/**
 * What clients see, inferred from view-schema.ts ("none" is 0 or '' rather than null).
 * Hidden: other players' missions, cube placements and Detonator peeks, unrevealed Rumbles tiles,
 * and the claim pile below its top.
 */
import type { z } from 'zod';
import type { DeepReadonly } from '../../core/deep-readonly.js';
import type { GoldmineViewSchemas } from './view-schema.js';

export type GoldmineTileView = DeepReadonly<z.infer<GoldmineViewSchemas['goldmineTileView']>>;
export type GoldmineClaimView = DeepReadonly<z.infer<GoldmineViewSchemas['goldmineClaimView']>>;
export type GoldminePlayerView = DeepReadonly<z.infer<GoldmineViewSchemas['goldminePlayerView']>>;
export type GoldmineFighterView = DeepReadonly<z.infer<GoldmineViewSchemas['goldmineFighterView']>>;
export type GoldmineFightView = DeepReadonly<z.infer<GoldmineViewSchemas['goldmineFightView']>>;
export type GoldmineTurnView = DeepReadonly<z.infer<GoldmineViewSchemas['goldmineTurnView']>>;
export type GoldmineRouteView = DeepReadonly<z.infer<GoldmineViewSchemas['goldmineRouteView']>>;
/** The view's type comes from its schema (view-schema.ts), so the two cannot drift apart. */
export type GoldmineView = DeepReadonly<z.infer<GoldmineViewSchemas['goldmineView']>>;

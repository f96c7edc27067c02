/**
 * What clients see, inferred from view-schema.ts ("none" is 0 or '' rather than null).
 * Hidden: other players' missions, cube placements and Detonator peeks, unrevealed Rumbles tiles,
 * and the claim pile below its top.
 */
import type { z } from 'zod';
import type { DeepReadonly } from '../../core/deep-readonly.js';
import type {
  goldmineItemCountView, goldmineColumnView, goldmineTunnelView, goldmineTileView, goldminePointView, goldmineClaimView, goldmineStoreSlotView, goldmineRumbleView, goldminePlayerView, goldmineBidView, goldmineFighterView, goldmineFightView, goldmineTurnView, goldmineRouteView, goldmineRouteMoveView, goldmineHistoryView, goldmineView
} from './view-schema.js';

export type GoldmineItemCountView = DeepReadonly<z.infer<typeof goldmineItemCountView>>;
export type GoldmineColumnView = DeepReadonly<z.infer<typeof goldmineColumnView>>;
export type GoldmineTunnelView = DeepReadonly<z.infer<typeof goldmineTunnelView>>;
export type GoldmineTileView = DeepReadonly<z.infer<typeof goldmineTileView>>;
export type GoldminePointView = DeepReadonly<z.infer<typeof goldminePointView>>;
export type GoldmineClaimView = DeepReadonly<z.infer<typeof goldmineClaimView>>;
export type GoldmineStoreSlotView = DeepReadonly<z.infer<typeof goldmineStoreSlotView>>;
export type GoldmineRumbleView = DeepReadonly<z.infer<typeof goldmineRumbleView>>;
export type GoldminePlayerView = DeepReadonly<z.infer<typeof goldminePlayerView>>;
export type GoldmineBidView = DeepReadonly<z.infer<typeof goldmineBidView>>;
export type GoldmineFighterView = DeepReadonly<z.infer<typeof goldmineFighterView>>;
export type GoldmineFightView = DeepReadonly<z.infer<typeof goldmineFightView>>;
export type GoldmineTurnView = DeepReadonly<z.infer<typeof goldmineTurnView>>;
export type GoldmineRouteView = DeepReadonly<z.infer<typeof goldmineRouteView>>;
export type GoldmineRouteMoveView = DeepReadonly<z.infer<typeof goldmineRouteMoveView>>;
export type GoldmineHistoryView = DeepReadonly<z.infer<typeof goldmineHistoryView>>;
/** The view's type comes from its schema (view-schema.ts), so the two cannot drift apart. */
export type GoldmineView = DeepReadonly<z.infer<typeof goldmineView>>;

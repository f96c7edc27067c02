/**
 * The shapes of Goldmine Rumbles content (spec §2): what `content.ts` holds as frozen data and the
 * rules read. The ids and their types are in `content-ids.ts`.
 */
import type { ClaimType, ColumnId, ItemId, Port } from './content-ids.js';

export type Hazard = 'none' | 'rat' | 'snake';
export type Mouth = '' | 'A' | 'B' | 'C';
export type Row = 'top' | 'bottom';
export type GameLength = 'short' | 'long';
export type ItemGroup = 'essential' | 'flask' | 'harmonica' | 'none';

/** One tunnel of a tile side, in the tile's local frame (spec §2.3). */
export interface Tunnel {
  readonly ports: readonly Port[];
  readonly hazard: Hazard;
  readonly mouth: Mouth;
}

export interface MineTile {
  readonly id: number;
  readonly light: readonly Tunnel[];
  readonly dark: readonly Tunnel[];
}

export interface Claim {
  readonly id: number;
  readonly type: ClaimType;
  readonly top: readonly ItemId[];
  readonly bottom: readonly ItemId[];
  /** The row that also shows a cube icon, or '' for none. */
  readonly cube: Row | '';
}

export interface ItemSpec {
  readonly supply: number;
  readonly group: ItemGroup;
  /** Usable at once even when carrying six (spec §2.5). */
  readonly lightning: boolean;
  /** Usable in the wind-down after mining or a fight (fungus, medical supplies, whiskey). */
  readonly medicinal: boolean;
}

export interface Character {
  readonly id: number;
  readonly name: string;
  readonly item: ItemId;
}

export interface Mission {
  readonly id: number;
  readonly items: readonly ItemId[];
}

export interface ColumnSpec {
  readonly capacity: number;
  /** The effect value by cube count (index 0 = no cubes). */
  readonly levels: readonly number[];
}

export interface GoldmineContent {
  readonly colours: readonly string[];
  readonly startingGold: number;
  readonly startingItems: readonly ItemId[];
  readonly startSites: readonly number[];
  readonly goldPerBag: number;
  readonly injuryLimit: number;
  readonly tokenPenaltyCap: number;
  readonly carryLimit: number;
  readonly essentialPrice: number;
  readonly trade: { readonly need: number; readonly returned: number; readonly gold: number };
  readonly papa: { readonly fightBonus: number; readonly gold: number; readonly reward: number };
  readonly bidSquares: readonly number[];
  readonly storePrices: readonly number[];
  readonly tiles: readonly MineTile[];
  readonly claims: readonly Claim[];
  readonly items: Readonly<Record<ItemId, ItemSpec>>;
  readonly characters: readonly Character[];
  readonly missions: readonly Mission[];
  /** Mission gold by number of its items held (index = count). */
  readonly missionGold: readonly number[];
  /** Turn order colours by Rumbles tile (index = tile − 1); colour index 0 = seat 1. */
  readonly rumbles: readonly (readonly number[])[];
  /** Phases and cubes per phase by game length and player count (spec §2.9). */
  readonly cubesPerPhase: Readonly<Record<GameLength, Readonly<Record<3 | 4, readonly number[]>>>>;
  readonly columns: Readonly<Record<ColumnId, ColumnSpec>>;
  /** Gold taken off the track per Notebooks cube and returned at the end. */
  readonly notebookGold: number;
  /** The yield column of each claim type. */
  readonly yieldColumn: Readonly<Record<ClaimType, ColumnId>>;
  /** Tunnel Plans: the mouth pairs (sorted letters) allowed at each cube count. */
  readonly tunnelPlans: readonly (readonly string[])[];
  readonly hazardFaces: readonly HazardFace[];
  /** Safe passage fee by dense gold rank (index 0 = leader); beyond the table pays 0. */
  readonly fees: readonly number[];
  readonly pickings: { readonly base: number; readonly min: number; readonly max: number };
  /** Phase-start injuries by distance (index = distance) in phase 1 and in later phases. */
  readonly phaseInjuries: { readonly first: readonly number[]; readonly later: readonly number[] };
  /** Fewest-Black-Marks bonus by player count, indexed by how many share the fewest (index 1 = unique). */
  readonly blackMarkBonus: Readonly<Record<3 | 4, readonly number[]>>;
  readonly endTokenPenalty: number;
  readonly blunderbuss: { readonly bonus: number; readonly backfireOn: number; readonly backfireInjuries: number };
  readonly leafBonus: number;
}

export type HazardFace =
  | { readonly kind: 'bread'; readonly bread: number; readonly ignoreAtTonic: number }
  | { readonly kind: 'caveIn'; readonly injuries: number }
  | { readonly kind: 'snake' }
  | { readonly kind: 'papa' };

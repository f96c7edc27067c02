/**
 * What clients see (plain data so GraphQL maps it 1:1; "none" is 0 or '' rather than null).
 * Hidden: other players' missions, cube placements and Detonator peeks, unrevealed Rumbles tiles,
 * and the claim pile below its top.
 */
import type { ClaimType, ColumnId, GameLength, ItemId, Port, Row } from './content.js';
import type { FinalScore } from './scoring.js';
import type { MainAction, Stage, TurnStep, Weapon } from './state.js';

export interface GoldmineItemCountView { readonly item: ItemId; readonly count: number }
export interface GoldmineColumnView { readonly column: ColumnId; readonly cubes: number; readonly capacity: number; readonly level: number }

export interface GoldmineTunnelView {
  readonly ports: readonly Port[];
  /** The point each port opens onto ('' = rock), same order as `ports`. */
  readonly points: readonly string[];
  readonly hazard: 'none' | 'rat' | 'snake';
  readonly mouth: '' | 'A' | 'B' | 'C';
}
export interface GoldmineTileView {
  readonly pos: number;
  readonly tile: number;
  readonly dark: boolean;
  readonly rotation: number;
  readonly tunnels: readonly GoldmineTunnelView[];
}
export interface GoldminePointView {
  readonly id: string;
  /** Claim-site number, 0 for an interior point. */
  readonly site: number;
  readonly positions: readonly number[];
  readonly pawns: readonly number[];
  readonly papa: boolean;
}
export interface GoldmineClaimView {
  /** 0 = none. */
  readonly id: number;
  readonly type: ClaimType | '';
  readonly top: readonly ItemId[];
  readonly bottom: readonly ItemId[];
  readonly cube: Row | '';
}
export interface GoldmineStoreSlotView { readonly slot: number; readonly price: number; readonly claim: GoldmineClaimView }
export interface GoldmineRumbleView {
  readonly phase: number;
  /** 0 while hidden from this viewer. */
  readonly tile: number;
  readonly revealed: boolean;
  readonly peeked: boolean;
  /** The turn order it gives (seats), empty while hidden. */
  readonly order: readonly number[];
}
export interface GoldminePlayerView {
  readonly seat: number;
  readonly colour: string;
  readonly gold: number;
  readonly bags: number;
  readonly injuries: number;
  readonly bandages: number;
  readonly poisons: number;
  readonly blackMarks: number;
  readonly items: readonly GoldmineItemCountView[];
  readonly itemCount: number;
  readonly overLimit: boolean;
  readonly cubes: readonly GoldmineColumnView[];
  /** Cubes placed this phase and not yet revealed (count public, columns own only). */
  readonly placed: number;
  readonly placing: readonly ColumnId[];
  readonly character: number;
  readonly characterName: string;
  /** 0 unless it is the viewer's own or the game is over. */
  readonly mission: number;
  readonly missionItems: readonly ItemId[];
  readonly point: string;
  readonly lastPos: number;
  readonly claims: readonly number[];
  /** Own Detonator peeks only. */
  readonly peeks: readonly number[];
}
export interface GoldmineBidView { readonly seat: number; readonly amount: number }
export interface GoldmineFighterView {
  readonly seat: number;
  readonly weapon: Weapon;
  readonly injuries: number;
  readonly out: boolean;
  /** Last resolved round's score (−1 = none yet). */
  readonly lastScore: number;
}
export interface GoldmineFightView {
  readonly active: boolean;
  readonly kind: 'player' | 'papa' | 'hazard' | '';
  readonly starter: number;
  readonly fighters: readonly GoldmineFighterView[];
  readonly papaInjuries: number;
  readonly lastPapaScore: number;
  readonly round: number;
  readonly stage: string;
  readonly dice: readonly number[];
  readonly askBible: number;
  readonly spoilFrom: number;
  readonly spoilers: readonly number[];
  readonly winners: readonly number[];
  readonly losers: readonly number[];
}
export interface GoldmineTurnView {
  /** 0 outside a turn. */
  readonly seat: number;
  readonly number: number;
  readonly step: TurnStep | '';
  readonly main: MainAction;
  readonly charges: number;
  readonly claim: number;
  readonly ownerRow: Row | '';
  readonly bids: readonly GoldmineBidView[];
  readonly bidder: number;
  readonly partner: number;
  readonly partnerTook: boolean;
  readonly miners: readonly number[];
  readonly dice: readonly number[];
  readonly waiting: readonly number[];
  readonly hazard: number;
  /** Sites the viewer visited this turn (Matchstick picks). */
  readonly visited: readonly number[];
  readonly fight: GoldmineFightView;
}
export interface GoldmineRouteView {
  readonly to: string;
  readonly site: number;
  readonly edges: number;
  readonly hazards: number;
  readonly moves: readonly GoldmineRouteMoveView[];
}
export interface GoldmineRouteMoveView {
  readonly kind: 'step' | 'burrow';
  readonly pos: number;
  readonly from: number;
  readonly exit: Port;
  readonly hazard: 'none' | 'rat' | 'snake';
}
export interface GoldmineHistoryView { readonly phase: number; readonly seat: number; readonly main: MainAction }

export interface GoldmineView {
  readonly stage: Stage;
  readonly length: GameLength;
  readonly phase: number;
  readonly phases: number;
  readonly cubesThisPhase: number;
  readonly you: number;
  readonly order: readonly number[];
  readonly tiles: readonly GoldmineTileView[];
  readonly points: readonly GoldminePointView[];
  readonly papa: string;
  readonly store: readonly GoldmineStoreSlotView[];
  readonly pileTop: GoldmineClaimView;
  readonly pileCount: number;
  readonly rumbles: readonly GoldmineRumbleView[];
  readonly supply: readonly GoldmineItemCountView[];
  readonly players: readonly GoldminePlayerView[];
  readonly turn: GoldmineTurnView;
  /** Cheapest routes (without Dynamite) from the viewer's pawn while the viewer may move. */
  readonly routes: readonly GoldmineRouteView[];
  readonly history: readonly GoldmineHistoryView[];
  readonly final: readonly FinalScore[];
}

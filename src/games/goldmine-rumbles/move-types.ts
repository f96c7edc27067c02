/**
 * Goldmine Rumbles moves (spec §5) as types: one small step each. Written out (not inferred from zod)
 * so they stay plain for the GraphQL layer; `moves.ts` holds the schema that checks them.
 */
import type { ColumnId, ItemId, Port } from './content-ids.js';
import type { Row } from './content-types.js';
import type { Weapon } from './state.js';

/** A seat, or Papa Clayton. */
export type Target = number | 'papa';

export interface ChooseStartMove {
  readonly type: 'chooseStart';
  readonly site: number;
}
/** All of this phase's remaining cubes at once, bottom-up in list order. */
export interface PlaceCubesMove {
  readonly type: 'placeCubes';
  readonly columns: readonly ColumnId[];
}
/** One cube (a small step; `legalMoves` offers these so the set stays small). */
export interface PlaceCubeMove {
  readonly type: 'placeCube';
  readonly column: ColumnId;
}
export interface BuyEssentialsMove {
  readonly type: 'buyEssentials';
  readonly bread?: number;
  readonly dynamite?: number;
  readonly whiskey?: number;
}
export interface TradeMove {
  readonly type: 'trade';
  readonly item: ItemId;
}
export interface StepMove {
  readonly type: 'step';
  readonly pos: number;
  readonly exit: Port;
  readonly bread?: boolean;
  readonly blunderbuss?: boolean;
}
export interface BurrowMove {
  readonly type: 'burrow';
  readonly from: number;
  readonly to: number;
  readonly exit: Port;
}
export interface DynamiteMove {
  readonly type: 'dynamite';
}
export interface RotateMove {
  readonly type: 'rotate';
  readonly pos: number;
  readonly rotation: number;
}
export interface BuyClaimMove {
  readonly type: 'buyClaim';
  readonly slot: number;
}
export interface TakeItemsMove {
  readonly type: 'takeItems';
  readonly row: Row;
  readonly items: readonly ItemId[];
  readonly matchstick?: boolean;
  readonly cubeColumn?: ColumnId;
}
export interface InviteBidsMove {
  readonly type: 'inviteBids';
}
export interface MineAloneMove {
  readonly type: 'mineAlone';
}
export interface BidMove {
  readonly type: 'bid';
  readonly amount: number;
}
export interface PassBidMove {
  readonly type: 'passBid';
}
export interface AcceptBidMove {
  readonly type: 'acceptBid';
  readonly player: number;
}
export interface PartnerDoneMove {
  readonly type: 'partnerDone';
}
export interface AbandonMove {
  readonly type: 'abandon';
}
export interface AbandonClaimMove {
  readonly type: 'abandonClaim';
}
export interface MineMove {
  readonly type: 'mine';
}
export interface TakeYieldMove {
  readonly type: 'takeYield';
  readonly die: number;
  readonly bible?: boolean;
}
export interface PayFeeMove {
  readonly type: 'payFee';
}
export interface FightMove {
  readonly type: 'fight';
  readonly weapon?: Weapon;
}
export interface AttackMove {
  readonly type: 'attack';
  readonly target: Target;
  readonly weapon?: Weapon;
}
export interface DefendMove {
  readonly type: 'defend';
  readonly weapon?: Weapon;
}
export interface BibleMove {
  readonly type: 'bible';
  readonly dice: readonly number[];
}
export interface NoBibleMove {
  readonly type: 'noBible';
}
export interface LeafMove {
  readonly type: 'leaf';
  readonly use: boolean;
}
export interface TakeSpoilMove {
  readonly type: 'takeSpoil';
  readonly item: ItemId;
}
export type ItemMode = 'call' | 'swap' | 'refresh' | 'rearrange' | 'peek' | 'pick';
export interface PipeShift {
  readonly from: ColumnId;
  readonly to: ColumnId;
}
export interface UseItemMove {
  readonly type: 'useItem';
  readonly item: ItemId;
  /** Bacon: the seat or Papa Clayton robbed. */
  readonly target?: Target;
  /** The item taken (Bacon, a Flask/Harmonica swap, a Matchstick pick). */
  readonly take?: ItemId;
  readonly mode?: ItemMode;
  /** Flask refresh: store slots 1–5, distinct. */
  readonly slots?: readonly number[];
  /** Detonator rearrange: board row 0..2 and the new order of its current slots 0..2. */
  readonly row?: number;
  readonly order?: readonly number[];
  /** Detonator peek: the phase whose Rumbles tile is looked at. */
  readonly phase?: number;
  /** Matchstick pick: the store slot of a displayed claim whose site was visited. */
  readonly claimSlot?: number;
  /** Pipe: 1–3 cube moves. */
  readonly moves?: readonly PipeShift[];
}
export interface DiscardItemsMove {
  readonly type: 'discardItems';
  readonly items: readonly ItemId[];
}
export interface DoneMove {
  readonly type: 'done';
}
export interface EndTurnMove {
  readonly type: 'endTurn';
}

export type GoldmineMove =
  | ChooseStartMove
  | PlaceCubesMove
  | PlaceCubeMove
  | BuyEssentialsMove
  | TradeMove
  | StepMove
  | BurrowMove
  | DynamiteMove
  | RotateMove
  | BuyClaimMove
  | TakeItemsMove
  | InviteBidsMove
  | MineAloneMove
  | BidMove
  | PassBidMove
  | AcceptBidMove
  | PartnerDoneMove
  | AbandonMove
  | AbandonClaimMove
  | MineMove
  | TakeYieldMove
  | PayFeeMove
  | FightMove
  | AttackMove
  | DefendMove
  | BibleMove
  | NoBibleMove
  | LeafMove
  | TakeSpoilMove
  | UseItemMove
  | DiscardItemsMove
  | DoneMove
  | EndTurnMove;

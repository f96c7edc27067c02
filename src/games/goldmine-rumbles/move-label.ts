/** A short human label for each Goldmine Rumbles move, so a client can offer choices without the rules. */
import type { ColumnId, ItemId, Port } from './content-ids.js';
import { COLUMN_NAMES, ITEM_NAMES } from './content.js';
import type { GoldmineMove, ItemMode, Target } from './move-types.js';
import type { Weapon } from './state.js';

const itemName = (item: ItemId): string => ITEM_NAMES[item];
const columnName = (column: ColumnId): string => COLUMN_NAMES[column];
/** Tunnel ports as compass points, the way a player reads the board (north up). */
const PORT_WORDS: Readonly<Record<Port, string>> = {
  N: 'north',
  E: 'east',
  S: 'south',
  W: 'west',
  NE: 'north-east',
  SE: 'south-east',
  SW: 'south-west',
  NW: 'north-west',
};
/** What each item mode does, in the words of the item's effect (spec §2.5). */
const MODE_WORDS: Readonly<Record<ItemMode, string>> = {
  call: 'call Papa Clayton',
  swap: 'swap with Papa Clayton',
  refresh: 'refresh claims',
  rearrange: 'rearrange a row',
  peek: 'peek at a Rumbles tile',
  pick: 'pick from a claim',
};
const target = (t: Target): string => (t === 'papa' ? 'Papa Clayton' : `seat ${t}`);
/** No weapon declared takes the better one (spec §4.7); `none` fights bare-handed. */
const withWeapon = (weapon: Weapon | undefined): string =>
  weapon === undefined
    ? ' with the better weapon'
    : weapon === 'none'
      ? ' bare-handed'
      : ` with the ${weapon === 'colt' ? COLUMN_NAMES.colt : ITEM_NAMES.blunderbuss}`;
const list = (xs: readonly string[]): string => (xs.length === 0 ? 'nothing' : xs.join(', '));

export function moveLabel(move: GoldmineMove): string {
  switch (move.type) {
    case 'chooseStart':
      return `Start at claim site ${move.site}`;
    case 'placeCubes':
      return `Place cubes on ${list(move.columns.map(columnName))}`;
    case 'placeCube':
      return `Place a cube on ${columnName(move.column)}`;
    case 'buyEssentials': {
      const bought = (['bread', 'dynamite', 'whiskey'] as const)
        .filter((k) => (move[k] ?? 0) > 0)
        .map((k) => `${move[k]} ${ITEM_NAMES[k]}`);
      return bought.length === 0 ? 'Buy nothing' : `Buy ${bought.join(', ')}`;
    }
    case 'trade':
      return `Trade three ${itemName(move.item)} for gold`;
    case 'step':
      return `Step ${PORT_WORDS[move.exit]} to tile ${move.pos}${move.bread === true ? `, eating ${ITEM_NAMES.bread}` : ''}${move.blunderbuss === true ? `, firing the ${ITEM_NAMES.blunderbuss}` : ''}`;
    case 'burrow':
      return `Burrow ${PORT_WORDS[move.exit]} from tile ${move.from} to tile ${move.to}`;
    case 'dynamite':
      return `Light ${ITEM_NAMES.dynamite}`;
    case 'rotate':
      // The new orientation, in quarter turns clockwise from the tile as printed.
      return `Turn tile ${move.pos} to ${move.rotation * 90}°`;
    case 'buyClaim':
      return `Buy the claim in slot ${move.slot}`;
    case 'takeItems':
      return `Take the ${move.row} row: ${list(move.items.map(itemName))}${move.matchstick === true ? ' (Matchstick)' : ''}${move.cubeColumn !== undefined ? `, cube on ${columnName(move.cubeColumn)}` : ''}`;
    case 'inviteBids':
      return 'Invite bids for a partner';
    case 'mineAlone':
      return 'Mine alone';
    case 'bid':
      return `Bid ${move.amount} gold`;
    case 'passBid':
      return 'Pass on bidding';
    case 'acceptBid':
      return `Accept the bid of seat ${move.player}`;
    case 'partnerDone':
      return 'Done as partner';
    case 'abandon':
      return 'Abandon';
    case 'abandonClaim':
      return 'Abandon the claim';
    case 'mine':
      return 'Mine';
    case 'takeYield':
      return `Take the yield of die ${move.die + 1}${move.bible === true ? ' with the Bible' : ''}`;
    case 'payFee':
      return 'Pay the fee';
    case 'fight':
      return `Fight${withWeapon(move.weapon)}`;
    case 'attack':
      return `Attack ${target(move.target)}${withWeapon(move.weapon)}`;
    case 'defend':
      return `Defend${withWeapon(move.weapon)}`;
    case 'bible':
      return `Use the Bible on dice ${move.dice.map((i) => i + 1).join(', ')}`;
    case 'noBible':
      return 'Do not use the Bible';
    case 'leaf':
      return move.use ? `Use the ${ITEM_NAMES.chippawaLeaf}` : `Keep the ${ITEM_NAMES.chippawaLeaf}`;
    case 'takeSpoil':
      return `Take ${itemName(move.item)} as a spoil`;
    case 'useItem':
      return `Use ${itemName(move.item)}${useItemDetails(move)}`;
    case 'discardItems':
      return `Discard ${list(move.items.map(itemName))}`;
    case 'done':
      return 'Done';
    case 'endTurn':
      return 'End the turn';
    default: {
      const never: never = move;
      return never;
    }
  }
}

/** Every choice a `useItem` move makes, so two different uses of one item never read the same. */
function useItemDetails(move: Extract<GoldmineMove, { type: 'useItem' }>): string {
  const parts = [
    move.mode !== undefined && MODE_WORDS[move.mode],
    move.target !== undefined && `on ${target(move.target)}`,
    move.take !== undefined && `taking ${itemName(move.take)}`,
    move.slots !== undefined && `slots ${move.slots.join(', ')}`,
    move.row !== undefined && `row ${move.row + 1}`,
    move.order !== undefined && `order ${move.order.map((i) => i + 1).join(', ')}`,
    move.phase !== undefined && `phase ${move.phase}`,
    move.claimSlot !== undefined && `claim in slot ${move.claimSlot}`,
    move.moves !== undefined &&
      `moving ${move.moves.map((m) => `${columnName(m.from)} → ${columnName(m.to)}`).join(', ')}`,
  ].filter((p): p is string => p !== false);
  return parts.length === 0 ? '' : `: ${parts.join('; ')}`;
}

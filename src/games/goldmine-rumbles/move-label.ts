/** A short human label for each Goldmine Rumbles move, so a client can offer choices without the rules. */
import type { GoldmineMove, Target } from './moves.js';

const target = (t: Target): string => (t === 'papa' ? 'Papa Clayton' : `seat ${t}`);
/** No weapon declared takes the better one (spec §4.7); `none` fights bare-handed. */
const withWeapon = (weapon: string | undefined): string =>
  weapon === undefined ? ' with the better weapon' : weapon === 'none' ? ' bare-handed' : ` with the ${weapon}`;
const list = (xs: readonly string[]): string => (xs.length === 0 ? 'nothing' : xs.join(', '));

export function moveLabel(move: GoldmineMove): string {
  switch (move.type) {
    case 'chooseStart':
      return `Start at claim site ${move.site}`;
    case 'placeCubes':
      return `Place cubes on ${list(move.columns)}`;
    case 'placeCube':
      return `Place a cube on ${move.column}`;
    case 'buyEssentials': {
      const bought = (['bread', 'dynamite', 'whiskey'] as const)
        .filter((k) => (move[k] ?? 0) > 0)
        .map((k) => `${move[k]} ${k}`);
      return bought.length === 0 ? 'Buy nothing' : `Buy ${bought.join(', ')}`;
    }
    case 'trade':
      return `Trade for ${move.item}`;
    case 'step':
      return `Step to tile ${move.pos} by ${move.exit}${move.bread === true ? ', eating bread' : ''}${move.blunderbuss === true ? ', firing the blunderbuss' : ''}`;
    case 'burrow':
      return `Burrow from tile ${move.from} to tile ${move.to} by ${move.exit}`;
    case 'dynamite':
      return 'Light dynamite';
    case 'rotate':
      return `Rotate tile ${move.pos} to ${move.rotation}`;
    case 'buyClaim':
      return `Buy the claim in slot ${move.slot}`;
    case 'takeItems':
      return `Take the ${move.row} row: ${list(move.items)}${move.matchstick === true ? ' (matchstick)' : ''}${move.cubeColumn !== undefined ? `, cube on ${move.cubeColumn}` : ''}`;
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
      return move.use ? 'Use the Chippawa leaf' : 'Keep the Chippawa leaf';
    case 'takeSpoil':
      return `Take ${move.item} as a spoil`;
    case 'useItem':
      return `Use ${move.item}${useItemDetails(move)}`;
    case 'discardItems':
      return `Discard ${list(move.items)}`;
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
    move.mode !== undefined && move.mode,
    move.target !== undefined && `on ${target(move.target)}`,
    move.take !== undefined && `taking ${move.take}`,
    move.slots !== undefined && `slots ${move.slots.join(', ')}`,
    move.row !== undefined && `row ${move.row + 1}`,
    move.order !== undefined && `order ${move.order.map((i) => i + 1).join(', ')}`,
    move.phase !== undefined && `phase ${move.phase}`,
    move.claimSlot !== undefined && `claim in slot ${move.claimSlot}`,
    move.moves !== undefined && `moving ${move.moves.map((m) => `${m.from} → ${m.to}`).join(', ')}`,
  ].filter((p): p is string => p !== false);
  return parts.length === 0 ? '' : `: ${parts.join('; ')}`;
}

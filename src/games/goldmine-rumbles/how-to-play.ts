/** Goldmine Rumbles told briefly (spec: shared/games/goldmine-rumbles.md, §3, §4, §6). */
import type { HowToPlay } from '../how-to-play.js';

export const howToPlay: HowToPlay = Object.freeze([
  {
    title: 'Setup',
    text: 'Three or four miners, each with 10 gold, a few items and a secret mission, start at the edge of a 3×3 mine of rotated tiles ringed by 16 numbered claim sites. Five claims are for sale in the store; Papa Clayton guards the site of the next one.',
  },
  {
    title: 'Each phase',
    text: 'Everyone secretly places cubes on their dashboard for lasting upgrades. Then a Goldmine Rumbles tile sets the turn order and collapses one mine tile to its dark side, hurting the miners nearby.',
  },
  {
    title: 'A turn',
    text: 'Move through the tunnels (rats and snakes bite; dynamite turns tiles), buy supplies and use items, then take one main action: buy a claim and mine it, alone with one die or with a partner who wins the bidding and rolls a second; or fight Papa Clayton or another miner in one-die duels to four injuries, the winner taking the pickings. After mining, a hazard die may bring hunger, cave-ins, snakes or Papa Clayton.',
  },
  {
    title: 'Scoring',
    text: 'After the last phase, add 5 gold per Notebook cube and the bonus for the fewest Black Marks, take 2 for each Bandage, Poison and Black Mark held, and score your mission by the items you hold. The most gold wins.',
  },
]);

/** Coal n' Write told briefly (spec: shared/games/coal-n-write.md, §3, §4, §6). */
import type { HowToPlay } from '../how-to-play.js';

export const howToPlay: HowToPlay = Object.freeze([
  {
    title: 'Setup',
    text: 'Everyone has a sheet with four mineral veins (Borax, Coal, Tin, Silver), an empty Ore Stash of 30 spaces (36 in games of rules v1) and six burros to load. Boom Town starts with its starter cards and one card from the deck. The game lasts six rounds, one per burro.',
  },
  {
    title: 'A turn',
    text: "Three dice are thrown for everyone, and each player uses the same throw on their own sheet. A die (or the sum of several) at least a cavern's number claims it and writes its ore into your stash; a die can also dig a cavern's bubbles, so that later any die claims it. A pair or trio lets you send one die of it to Boom Town to buy or visit a card. Every throw showing a 1 sends one die to the Bunkhouse.",
  },
  {
    title: 'End of a round',
    text: "With one die left, the Lone Miner throws it up to three times for a bonus you chose, lost if a 1 comes up. Then you load the round's burro from your stash and sell the ore; bandits steal the most valuable kind on a burro unless you shot them with pistols.",
  },
  {
    title: 'Scoring',
    text: 'After the sixth delivery the player with the most cash wins; ties go to the more valuable ore left in the stash. Playing alone, you must fill the whole Ore Stash, and your cash gives your rank.',
  },
]);

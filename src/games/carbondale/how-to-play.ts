/** Carbondale told briefly (spec: shared/games/carbondale.md, §3, §4, §6). */
import type { HowToPlay } from '../how-to-play.js';

export const howToPlay: HowToPlay = Object.freeze([
  {
    title: 'Setup',
    text: 'Two players each have a network of two starting cards on the table and a hidden hand of five. A die decides who starts. Higher cards join the draw pile in stages, from spare piles, as it runs out.',
  },
  {
    title: 'A turn',
    text: "Add one card to your network, or clean your hand. Clubs and spades are the builders: a new card grows from one or two neighbouring builders, and costs cards discarded face up and draws given up, more the further its rank rises above its source's. Hearts grow from clubs, diamonds from spades, and nothing grows from them. You announce the new card's suit; your opponent may challenge with a higher card of that suit, which sends your card to your discards instead. Then draw back up to five, from the pile or from your opponent's face-up discards.",
  },
  {
    title: 'Winning',
    text: 'The first player whose network holds hearts worth 45 and diamonds worth 25 (or diamonds 45 and hearts 25) wins at once. If eight turns pass with no card added, the game stops and the better balance of hearts and diamonds wins.',
  },
]);

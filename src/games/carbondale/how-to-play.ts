/** Carbondale told briefly (spec: shared/games/carbondale.md, §3, §4, §6). */
import type { HowToPlay } from '../how-to-play.js';

export const howToPlay: HowToPlay = Object.freeze([
  {
    title: 'Setup',
    text: 'Two players each have a network of two starting cards on the table and a hidden hand of six (five in games of rules v1 and v2). A die decides who starts. Higher cards join the draw pile in stages as it runs out: the spare pile of fives to sevens, then the one of eights to tens (each split in two piles before v3).',
  },
  {
    title: 'A turn',
    text: "Add one card to your network, or clean your hand. Clubs and spades are the builders: a new card grows from one or two neighbouring builders, and costs cards discarded face up and draws given up, more the further its rank rises above its source's. Hearts grow from clubs, diamonds from spades, and nothing grows from them. You announce the new card's suit; your opponent may challenge with a higher card of that suit, which sends your card to your discards instead. Then draw back up to six (less the draws the card cost), from the pile or from your opponent's face-up discards.",
  },
  {
    title: 'Winning',
    text: 'The first player whose network holds hearts worth 45 and diamonds worth 25 (or diamonds 45 and hearts 25) wins at once. If twelve turns pass with no card added (eight before v3), the game stops and the better balance of hearts and diamonds wins.',
  },
]);

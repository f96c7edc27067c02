/** Circuit Racer told briefly (spec: shared/games/circuit-racer.md, §3, §4, §6). */
import type { HowToPlay } from '../how-to-play.js';

export const howToPlay: HowToPlay = Object.freeze([
  {
    title: 'Setup',
    text: 'You race alone over four circuits, one after another, starting each on the chequered flag. Each circuit gives you 12 turns of time and 17 boxes of damage (15 in games of rules v1).',
  },
  {
    title: 'A turn',
    text: 'Choose a gear from 1 to 6: on the first turn of a circuit any gear, after that one step up or down, never the gear you just used. Six dice are rolled and your car moves one space for every die showing less than your gear. Before accepting the dice you may re-roll them all, re-roll some, count dice equal to your gear too (Include), or jump to any other gear (Shift); each of these is free a few times per game and then costs damage.',
  },
  {
    title: 'Sections and damage',
    text: 'Arrows divide the circuit into sections. For every section you jump over without landing in it, you take damage equal to your gear (the sections either side of the flag are safe). More damage than your track holds puts you out of the circuit: a DNF. Damage boxes you leave unused carry over to pay for special actions later.',
  },
  {
    title: 'Scoring',
    text: 'A circuit ends when you reach the flag (place 0), when its time runs out (place = the spaces still to the flag) or on a DNF (place 20). Add the four places: the lowest total wins.',
  },
]);

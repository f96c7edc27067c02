/**
 * AirCargo told briefly (spec: shared/games/aircargo.md, §3, §4, §6). The counts are read from the
 * content the text is told for, so a calibrated release (v3: Stamina 19, Plan Reroll 10) cannot leave
 * the text telling the last one's.
 */
import type { HowToPlay } from '../how-to-play.js';
import type { AircargoContent } from './content.js';

export const howToPlayFor = (content: AircargoContent): HowToPlay =>
  Object.freeze([
    {
      title: 'Setup',
      text: `You are a cargo pilot starting at ${content.start.name}, with nothing planned, ${content.planRerolls} planning re-rolls, ${content.stamina} Stamina and ${content.prayers} Prayers. At most ${content.weatherBoxes} legs can be flown before the weather closes in.`,
    },
    {
      title: 'Planning',
      text: 'Roll two dice and use them to order a cargo (a weight of either die or their sum) or to plan an airport (the two dice read as its two-digit number). A roll that can be used must be used or re-rolled.',
    },
    {
      title: 'Flying',
      text: "Take one planned cargo to one planned airport, flying straight legs between radio beacons. Each leg crosses off a box of the weather table, which gets worse. Every mountain crossed and every landing is a check: two dice plus weather, hazard and the cargo's class must come to 12 or less. Stamina lowers a check before the roll; Prayer re-rolls dice and Panic saves a failed check. A check you cannot save is a crash, and the game is lost.",
    },
    {
      title: 'Scoring',
      text: `Stop when you choose, or when the legs run out. Score the weight of the cargo delivered, minus 1 for each planned cargo not delivered and each planned airport not visited: ${content.thresholds.win} wins, ${content.thresholds.silver} earns the Silver Wing, ${content.thresholds.gold} the Gold Wing.`,
    },
  ]);

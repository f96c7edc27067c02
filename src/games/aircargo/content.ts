/**
 * AirCargo content: every number the rules read, as frozen data (spec shared/games/aircargo.md §2).
 * The rules are a function of an `AircargoContent`, so a retuned value is a new content object under
 * a new rules version while `CONTENT_V1` stays here to replay old games.
 *
 * (S) = stated by (or decoded from) the rulebook; (R) = reconstruction, a tuning knob.
 * Coordinates are statute miles on the spec's equirectangular projection; the x, y columns are
 * authoritative (the engine never re-projects).
 *
 * Calibration (`npm run calibrate -- aircargo 1000`, heuristic bot of bot.ts): see the notes at
 * `CONTENT_V1`, `CONTENT_V2` and `CONTENT_V3` (the calibrated release) below.
 */

export const CARGO_CLASSES = ['light', 'medium', 'heavy', 'x-heavy'] as const;
export type CargoClass = (typeof CARGO_CLASSES)[number];

export interface CargoBox {
  /** `c1`..`c17`, as on the Pilot Log. */
  readonly id: string;
  readonly cargoClass: CargoClass;
  /** Added to every hazard check flown with this cargo (S). */
  readonly classMod: number;
  /** Victory points when delivered (R). */
  readonly weight: number;
}

export interface Airport {
  /** Two-digit id the planning dice form (S). */
  readonly id: number;
  readonly name: string;
  readonly landingHazard: number;
  readonly x: number;
  readonly y: number;
}

export interface Beacon {
  readonly id: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

export interface Mountain {
  readonly id: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly hazard: number;
}

export interface AircargoContent {
  /** Weather value by column (leg 1..N, index 0 = leg 1) and die row (S, decoded: R1). */
  readonly weather: {
    readonly d1to4: readonly number[];
    readonly d5: readonly number[];
    readonly d6: readonly number[];
  };
  /** Weather boxes = the most legs a game can fly (S: 15). */
  readonly weatherBoxes: number;
  readonly planRerolls: number;
  readonly stamina: number;
  readonly prayers: number;
  /** Longest straight leg in miles (R14). */
  readonly maxLeg: number;
  /** A check passes when its total is at most this (S). */
  readonly passLimit: number;
  readonly cargo: readonly CargoBox[];
  readonly airports: readonly Airport[];
  /** The start airport: no id, never planned or a destination (S). */
  readonly start: { readonly id: string; readonly name: string; readonly x: number; readonly y: number };
  readonly beacons: readonly Beacon[];
  readonly mountains: readonly Mountain[];
  /** Score bands (S): at least `win` wins, `silver` Silver Wing, `gold` Gold Wing. */
  readonly thresholds: { readonly win: number; readonly silver: number; readonly gold: number };
}

const CLASS_MOD: Readonly<Record<CargoClass, number>> = { light: 1, medium: 2, heavy: 3, 'x-heavy': 5 }; // (S)

const box = (n: number, cargoClass: CargoClass, weight: number): CargoBox =>
  Object.freeze({ id: `c${n}`, cargoClass, classMod: CLASS_MOD[cargoClass], weight });
const airport = (id: number, name: string, landingHazard: number, x: number, y: number): Airport =>
  Object.freeze({ id, name, landingHazard, x, y });
const beacon = (id: string, name: string, x: number, y: number): Beacon => Object.freeze({ id, name, x, y });
const mountain = (id: string, name: string, x: number, y: number, hazard: number, radius = 35): Mountain =>
  Object.freeze({ id, name, x, y, radius, hazard });

/** (S) counts and classes; (R) weights containing the legible digits 3, 3, 5, 6, 8, 8, 8, 9. */
const CARGO_V1 = Object.freeze([
  box(1, 'light', 1),
  box(2, 'light', 2),
  box(3, 'light', 3),
  box(4, 'medium', 3),
  box(5, 'medium', 4),
  box(6, 'medium', 4),
  box(7, 'medium', 5),
  box(8, 'medium', 5),
  box(9, 'medium', 6),
  box(10, 'heavy', 7),
  box(11, 'heavy', 8),
  box(12, 'heavy', 8),
  box(13, 'heavy', 8),
  box(14, 'x-heavy', 9),
  box(15, 'x-heavy', 10),
  box(16, 'x-heavy', 11),
  box(17, 'x-heavy', 12),
]);

/** Ids, names and landing hazards (S); positions (R); Salerno and Tillit are invented places. */
const AIRPORTS_V1 = Object.freeze([
  airport(41, 'Seattle', 0, 137.9, 1066.1),
  airport(42, 'Portland', 1, 123.1, 937.7),
  airport(43, 'Helena', 2, 667.6, 1008.1),
  airport(44, 'Silver Springs', 3, 294.8, 510.6),
  airport(45, 'Oakland', 1, 142.6, 394.7),
  airport(46, 'Los Angeles', 0, 337.9, 133.9),
  airport(51, 'Spokane', 2, 383.0, 1077.8),
  airport(52, 'Caldwell', 2, 428.7, 803.2),
  airport(53, 'Crawford', 3, 890.2, 462.3),
  airport(54, 'Big Timber', 3, 770.2, 952.9),
  airport(55, 'Oro Loma', 2, 225.6, 338.1),
  airport(56, 'Salerno', 1, 471.7, 607.2),
  airport(61, 'Tillit', 2, 848.1, 763.1),
  airport(62, 'Christman', 3, 1018.4, 592.7),
  airport(63, 'Denver', 1, 1042.5, 542.3),
  airport(64, 'Fremont', 3, 1019.9, 443.7),
  airport(65, 'La Junta', 2, 1101.9, 417.4),
  airport(66, 'Tucumcari', 1, 1097.3, 219.4),
]);

/** Radio beacons (R): real VOR towns of the region. */
const BEACONS_V1 = Object.freeze([
  beacon('YKM', 'Yakima', 228.7, 1005.3),
  beacon('MFR', 'Medford', 109.2, 715.5),
  beacon('RBL', 'Red Bluff', 141.0, 562.3),
  beacon('BOI', 'Boise', 450.2, 797.6),
  beacon('MSO', 'Missoula', 559.4, 1029.5),
  beacon('IDA', 'Idaho Falls', 663.0, 794.9),
  beacon('LOL', 'Lovelock', 330.7, 556.8),
  beacon('SLC', 'Salt Lake City', 667.6, 606.5),
  beacon('CPR', 'Casper', 950.7, 752.8),
  beacon('CYS', 'Cheyenne', 1035.3, 632.0),
  beacon('GJT', 'Grand Junction', 844.5, 491.3),
  beacon('BIH', 'Bishop', 340.5, 370.5),
  beacon('BFL', 'Bakersfield', 304.6, 236.7),
  beacon('LAS', 'Las Vegas', 505.1, 281.5),
  beacon('ABQ', 'Albuquerque', 943.0, 209.8),
  beacon('LWS', 'Lewiston', 409.2, 991.5),
  beacon('BTM', 'Butte', 641.0, 962.6),
  beacon('BNO', 'Burns', 309.7, 799.7),
  beacon('LMT', 'Klamath Falls', 167.7, 701.0),
  beacon('WMC', 'Winnemucca', 368.7, 614.1),
  beacon('ELY', 'Ely', 521.0, 503.7),
  beacon('CDC', 'Cedar City', 610.2, 393.3),
  beacon('FMN', 'Farmington', 859.9, 327.1),
  beacon('PUB', 'Pueblo', 1051.2, 434.0),
  beacon('FAT', 'Fresno', 270.7, 329.8),
  beacon('RKS', 'Rock Springs', 816.8, 661.7),
  beacon('COD', 'Cody', 819.4, 863.9),
]);

/** Mountain hazard circles (R): radius 35 miles; no airport or beacon within 40 miles of a centre. */
const MOUNTAINS_V1 = Object.freeze([
  mountain('M1', 'Rainier', 166.1, 1024.7, 3),
  mountain('M2', 'St Helens–Adams', 164.1, 979.8, 2),
  mountain('M3', 'Hood', 169.2, 922.5, 2),
  mountain('M4', 'Three Sisters', 164.1, 834.9, 2),
  mountain('M5', 'Shasta', 144.1, 649.3, 3),
  mountain('M6', 'Tahoe', 246.1, 483.0, 2),
  mountain('M7', 'Yosemite', 287.2, 400.2, 2),
  mountain('M8', 'Whitney', 344.1, 316.0, 3),
  mountain('M9', 'Blue Mountains', 358.9, 917.7, 1),
  mountain('M10', 'Bitterroot', 543.5, 979.8, 2),
  mountain('M11', 'Sawtooth', 512.8, 834.9, 2),
  mountain('M12', 'Tetons', 728.1, 810.1, 3),
  mountain('M13', 'Wind River', 789.7, 759.0, 2),
  mountain('M14', 'Uinta', 723.0, 600.3, 2),
  mountain('M15', 'Bighorn', 912.7, 855.6, 1),
  mountain('M16', 'Front Range', 979.4, 552.0, 3),
  mountain('M17', 'Sawatch', 953.8, 489.9, 3),
  mountain('M18', 'San Juans', 892.2, 400.2, 3),
  mountain('M19', 'Sangre de Cristo', 999.9, 386.4, 2),
  mountain('M20', 'Transverse Ranges', 384.6, 165.6, 1),
]);

/**
 * Version 1: the reconstruction of spec §2 as first released, with two (R) counts retuned.
 *
 * Calibration (spec §9 target: median 40–44, crashes ≤ ~10%, 45+ in ~20–30%), heuristic bot of
 * bot.ts, seeds `calibrate-aircargo-{i}`:
 * - spec values (Plan Reroll 6, Stamina 10, Prayer 3, 300-mile legs), 300 games: median 27,
 *   quartiles 22 / 32, crashes 6%, 45+ 1%. Stamina is the binding resource: a Heavy landing at
 *   hazard 2 in early weather fails 58% of the time and a panic costs ~2 boxes on average, so ten
 *   boxes carry only three or four deliveries.
 * - tried (300 games each): Stamina 15 → median 33; Stamina 20 → 39 (crashes 1%); Stamina 15 +
 *   Prayer 5 → 35; Stamina 20 + mountain hazards −1 → 39; Stamina 20 + 350-mile legs → 39;
 *   Stamina 20 + Plan Reroll 10 → 41; Stamina 18 + Plan Reroll 10 + Prayer 4 → 40. Heavier weights
 *   within the classes (Heavy 8,8,9,9, X-Heavy 10–13) moved the median by less than a point.
 * - the first bot (leg and stamina values fixed all day) with Plan Reroll 10, Stamina 20: 10,000
 *   games, median 40, quartiles 35 / 46, crashes 1.6%, 45+ 29.2%. It stopped too early with stamina
 *   to spare, so the bot now values legs and stamina less as the weather boxes run out; that bot
 *   with Plan Reroll 10 scored median 42 with 45+ in 35% (1,000 games), with 8: median 40, 29%.
 * - chosen: Plan Reroll 9, Stamina 20 (everything else as the spec). 1,000 games: median 41,
 *   quartiles 36 / 47, mean 40.1, crashes 3.0%; lost 39.2%, win 14.6%, Silver 10.7%, Gold 32.5%;
 *   10.5 legs and 5.2 deliveries per game; ends: stop 860, weather 96, no valid plan 14, crash 30.
 *   10,000 games: median 41, quartiles 35 / 46, mean 39.9, crashes 3.1%; lost 40.1%, win 14.7%,
 *   Silver 10.0%, Gold 32.1%; ends: stop 8626, weather 856, no valid plan 206, crash 312.
 */
export const CONTENT_V1: AircargoContent = Object.freeze({
  // (S) decoded weather progress table, columns = legs 1..15 (R1).
  weather: Object.freeze({
    d1to4: Object.freeze([0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4]),
    d5: Object.freeze([0, 0, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5, 6]),
    d6: Object.freeze([1, 2, 2, 2, 3, 3, 4, 4, 4, 4, 5, 6, 7, 7, 7]),
  }),
  weatherBoxes: 15, // (S)
  planRerolls: 9, // (R) tuned from the spec's 6 (calibration below)
  stamina: 20, // (R) tuned from the spec's 10 (calibration below)
  prayers: 3, // (R)
  maxLeg: 300, // (R14)
  passLimit: 12, // (S)
  cargo: CARGO_V1,
  airports: AIRPORTS_V1,
  start: Object.freeze({ id: 'PDT', name: 'Pendleton', x: 315.9, y: 945.3 }), // (S) start; (R) position
  beacons: BEACONS_V1,
  mountains: MOUNTAINS_V1,
  thresholds: Object.freeze({ win: 40, silver: 43, gold: 45 }), // (S)
});

/** (S) counts and classes; (R) weights: v1's with the heaviest X-Heavy box 12 → 11 (still holds 3, 3, 5, 6, 8, 8, 8, 9). */
const CARGO_V2 = Object.freeze(CARGO_V1.map((c) => (c.id === 'c17' ? box(17, 'x-heavy', 11) : c)));

/**
 * Version 2: calibrated (spec §9, issue 32). The one knob turned is a cargo weight within its class: the
 * X-Heavy box c17 weighs 11 (was 12), so X-Heavy is 9, 10, 11, 11. With v1 the default bot reached 45+ in
 * 34.5% of 200 games (32.5% of 1,000; target ~20–30%).
 * Measured with the bot of `bot.ts`, `npm run calibrate -- aircargo`: 10,000 games: median 40, quartiles
 * 34 / 45, crashes 3.2%, 45+ in 27.4% (every target met); 1,000 games: median 40, quartiles 34 / 46,
 * crashes 3.7%, 45+ 28.3%; 200 games: median 41, 45+ 34.0% (missed; v1 had 34.5% on those seeds).
 * Why it is tight: a delivery is worth about 8 points (the bot flies Heavy and X-Heavy) and the score
 * follows the number of deliveries (about 4 under 40, 5 in 40–44, 6 at 45+), so the 40–44 window holds
 * only about a quarter of games; a median of at least 40 then needs 45+ in at least ~26% of games, and
 * 45+ at most 30% leaves one or two points of room. Other knobs tried (1,000 games, median / 45+):
 * Plan Reroll 8: 40 / 29.4%; Stamina 19 with Plan Reroll 8: 39 / 25.7%; X-Heavy 9, 10, 10, 11: 40 /
 * 30.3%; with Stamina 19: 39 / 23.0%; (500 games) Stamina 18: 39 / 26.2%; Stamina 19: 40 / 30.4%;
 * Stamina 17 with Plan Reroll 12: 39 / 23.6%; Stamina 19 with Prayer 2: 38 / 24.8%.
 */
export const CONTENT_V2: AircargoContent = Object.freeze({ ...CONTENT_V1, cargo: CARGO_V2 });

/** (R) weights: v1's X-Heavy boxes 9, 10, 11, 12 become 9, 10, 11, 10 (c17 weighs 10). */
const CARGO_V3 = Object.freeze(CARGO_V1.map((c) => (c.id === 'c17' ? box(17, 'x-heavy', 10) : c)));

/**
 * Version 3: calibrated again (spec §9, issue 32), so that every target holds on the first 200 seeds
 * `npm run calibrate -- aircargo 200` plays as well as over 10,000 games. v2 met them over 10,000 games
 * (45+ in 27.4%) but its first 200 seeds gave 45+ in 34.0%, a miss the script printed: its median of 40
 * needed 45+ in at least ~26% of games, which left too little room under 30% for a 200-game sample.
 * Three (R) knobs, searched together over 36 settings (Stamina 19–21, Plan Reroll 8–10, c17 10 or 11,
 * c13 7 or 8), each kept only if it met every target on the first 200 seeds and then on the next 1,000:
 * Stamina 19 (was 20), Plan Reroll 10 (was 9) and the X-Heavy box c17 weighing 10 (v2: 11).
 * Fewer stamina boxes lower the share of long careers (45+); the extra reroll keeps the median at 40.
 * Measured with the bot of `bot.ts`, seeds `calibrate-aircargo-{i}`: 200 games: median 40, quartiles
 * 35 / 45, 45+ 26.0%, crashes 2.5%; 1,000: median 40, 45+ 26.5%, crashes 3.0%; 10,000: median 40,
 * quartiles 34 / 45, 45+ 26.9%, crashes 3.2% (every target met each time). The nearest settings missed:
 * Stamina 19 with Plan Reroll 9 gave a median of 39 over seeds 200–1,199; Stamina 20 with anything tried
 * gave 45+ over 30% on the first 200.
 */
export const CONTENT_V3: AircargoContent = Object.freeze({
  ...CONTENT_V1,
  stamina: 19,
  planRerolls: 10,
  cargo: CARGO_V3,
});

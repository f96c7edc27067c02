/**
 * The AirCargo view as a zod schema: the one source of its TypeScript type (view-types.ts), its JSON
 * Schema (OpenAPI, `GET /v1/rules/aircargo`) and its GraphQL type. Nothing is hidden in this game, so
 * a seat and a spectator get the same view.
 */
import { z } from 'zod';
import { CARGO_CLASSES } from './content.js';
import { PILOT_RANKS } from './score.js';
import { once } from '../../core/once.js';

/**
 * Every schema of the view, built on first use (the API documents, GraphQL, `GET /v1/rules/{id}`) and
 * kept: playing never reads them, and building them at import was a share of a Worker's start.
 */
function build() {
  const int = z.number().int();
  const checkKind = z
    .enum(['mountain', 'landing'])
    .meta({ id: 'AircargoCheckKind', description: 'A mountain crossing or the landing.' });

  const aircargoPointView = z
    .object({
      key: z.string().describe('`PDT` (start), an airport id as a string (`41`) or a beacon id (`BNO`).'),
      kind: z.enum(['start', 'airport', 'beacon']).meta({ id: 'AircargoPointKind', description: 'What the point is.' }),
      name: z.string().describe('Its name on the map.'),
      x: z.number().describe('Miles east on the map projection.'),
      y: z.number().describe('Miles north on the map projection.'),
    })
    .strict()
    .meta({ id: 'AircargoPoint', description: 'A point a leg can start or end at.' });

  const aircargoAirportView = z
    .object({
      id: int.describe('The airport id.'),
      name: z.string().describe('Its name.'),
      landingHazard: int.describe('Hazard of the landing check there.'),
      x: z.number().describe('Miles east.'),
      y: z.number().describe('Miles north.'),
      status: z
        .enum(['open', 'planned', 'visited'])
        .meta({ id: 'AircargoAirportStatus', description: 'Open, planned on the flight plan, or visited.' }),
      destination: z.boolean().describe('The destination of the flight in progress.'),
    })
    .strict()
    .meta({ id: 'AircargoAirport', description: 'An airport.' });

  const aircargoBeaconView = z
    .object({
      id: z.string().describe('The beacon id, e.g. `BNO`.'),
      name: z.string().describe('Its name.'),
      x: z.number().describe('Miles east.'),
      y: z.number().describe('Miles north.'),
    })
    .strict()
    .meta({ id: 'AircargoBeacon', description: 'A radio beacon: a waypoint.' });

  const aircargoMountainView = z
    .object({
      id: z.string().describe('The mountain id.'),
      name: z.string().describe('Its name.'),
      x: z.number().describe('Miles east.'),
      y: z.number().describe('Miles north.'),
      radius: z.number().describe('Miles: a leg passing closer crosses it.'),
      hazard: int.describe('Hazard of its check.'),
    })
    .strict()
    .meta({ id: 'AircargoMountain', description: 'A mountain: crossing it is a check.' });

  const aircargoLegView = z
    .object({
      leg: int.describe('The weather box this leg crossed (1-based).'),
      from: aircargoPointView,
      to: aircargoPointView,
      length: z.number().describe('Miles, to 0.1.'),
      crossed: z.array(z.string()).describe('Mountain ids crossed, in order.'),
    })
    .strict()
    .meta({ id: 'AircargoLeg', description: 'A leg flown.' });

  const aircargoWeatherBoxView = z
    .object({
      box: int.describe('Column = leg number (1-based).'),
      crossed: z.boolean().describe('Used by a leg.'),
      d1to4: int.describe('Weather value for a weather die of 1–4.'),
      d5: int.describe('Weather value for a weather die of 5.'),
      d6: int.describe('Weather value for a weather die of 6.'),
    })
    .strict()
    .meta({ id: 'AircargoWeatherBox', description: 'A box of the weather track.' });

  const aircargoCargoView = z
    .object({
      id: z.string().describe('The cargo box, c1..c17.'),
      cargoClass: z.enum(CARGO_CLASSES).describe('Its class: light, medium, heavy or x-heavy.'),
      classMod: int.describe('What the class adds to each check.'),
      weight: int.describe('Points when delivered.'),
      status: z
        .enum(['open', 'planned', 'delivered'])
        .meta({ id: 'AircargoCargoStatus', description: 'Open, planned or delivered.' }),
      inFlight: z.boolean().describe('The load of the flight in progress.'),
    })
    .strict()
    .meta({ id: 'AircargoCargo', description: 'A cargo box.' });

  const aircargoTrackView = z
    .object({
      used: int.describe('Boxes used.'),
      left: int.describe('Boxes left.'),
      boxes: int.describe('Boxes on the track.'),
    })
    .strict()
    .meta({ id: 'AircargoTrack', description: 'A track of boxes on the Pilot Log.' });

  const aircargoCheckView = z
    .object({
      kind: checkKind,
      ref: z.string().describe('Mountain id or airport id as a string.'),
      hazard: int.describe('Hazard of the check.'),
    })
    .strict()
    .meta({ id: 'AircargoCheck', description: 'A check of the leg in progress.' });

  const aircargoCurrentCheckView = z
    .object({
      active: z.boolean().describe('A check is in progress (everything else is zero or empty when false).'),
      leg: int.describe('The leg.'),
      check: int.describe("1-based within the leg; the leg's checks are `flight.checks`."),
      kind: checkKind,
      ref: z.string().describe('Mountain id or airport id as a string.'),
      hazard: int.describe('Hazard of the check.'),
      classMod: int.describe('What the cargo class adds.'),
      weatherDie: int.describe('0 until rolled.'),
      weather: int.describe('The weather value it gives.'),
      preStamina: int.describe('Stamina spent before the roll.'),
      dice: z.array(int).describe('Hazard dice; empty until rolled.'),
      total: int.describe('Dice + weather + hazard + class − pre-roll stamina; 0 until rolled.'),
      panicCost: int.describe('Stamina a panic would cost now; 0 unless the check is failing.'),
      prayers: int.describe('Prayers used on this check.'),
    })
    .strict()
    .meta({
      id: 'AircargoCurrentCheck',
      description: 'The check in progress (all zero or empty when `active` is false).',
    });

  const aircargoFlightView = z
    .object({
      active: z.boolean().describe('A flight is in progress.'),
      destination: int.describe('Destination airport id; 0 = none.'),
      cargo: z.string().describe("Cargo box in flight; '' = none."),
      checks: z.array(aircargoCheckView).describe('Checks of the leg in progress, in order.'),
      target: z.string().describe("The leg's end point key; '' between legs."),
    })
    .strict()
    .meta({ id: 'AircargoFlight', description: 'The flight in progress.' });

  const aircargoLogEntryView = z
    .object({
      leg: int.describe('The leg.'),
      check: int.describe('1-based within the leg.'),
      kind: checkKind,
      ref: z.string().describe('Mountain id or airport id as a string.'),
      hazard: int.describe('Hazard of the check.'),
      weatherDie: int.describe('The weather die.'),
      weather: int.describe('The weather value.'),
      classMod: int.describe('What the cargo class added.'),
      stamina: int.describe('Stamina spent.'),
      dice: z.array(int).describe('The hazard dice.'),
      total: int.describe('The check total.'),
      prayers: int.describe('Prayers used.'),
      panicCost: int.describe('Stamina the panic cost; 0 without one.'),
      outcome: z
        .enum(['passed', 'panic', 'crash'])
        .meta({ id: 'AircargoCheckOutcome', description: 'How the check ended.' }),
    })
    .strict()
    .meta({ id: 'AircargoLogEntry', description: 'A check resolved, as logged.' });

  const aircargoScoreView = z
    .object({
      delivered: int.describe('Weight delivered.'),
      openCargo: int.describe('Weight of cargo still open.'),
      openAirports: int.describe('Airports still open.'),
      points: int.describe('Points on the sheet: delivered − open cargo − open airports.'),
      score: int.describe('Recorded score: points, or 0 after a crash.'),
      rank: z.enum(PILOT_RANKS).describe('The pilot rank: crashed, lost, win, silver-wing or gold-wing.'),
      winAt: int.describe('Points for a win.'),
      silverAt: int.describe('Points for the Silver Wing.'),
      goldAt: int.describe('Points for the Gold Wing.'),
    })
    .strict()
    .meta({ id: 'AircargoScore', description: 'The score so far.' });

  const aircargoSpentRollView = z
    .object({
      dice: z.array(int).describe('Its dice; empty before any roll is used.'),
      use: z
        .enum(['', 'a', 'b', 'sum', 'ab', 'ba'])
        .describe("How: die a, die b or their sum for a cargo; digits ab or ba for an airport; '' before any."),
      planned: z.string().describe("What it planned: a cargo box (`c7`) or an airport id as a string; '' before any."),
    })
    .strict()
    .meta({
      id: 'AircargoSpentRoll',
      description: 'The last planning roll used to plan a cargo or an airport (kept once the dice leave the table).',
    });

  const aircargoView = z
    .object({
      phase: z
        .enum(['idle', 'planRoll', 'planning', 'flight', 'weatherRoll', 'stamina', 'checkRoll', 'failing', 'over'])
        .meta({ id: 'AircargoPhase', description: 'The step the game is at.' }),
      end: z
        .enum(['none', 'crash', 'no-valid-plan', 'stop', 'weather'])
        .describe('How the game ended: none, crash, no-valid-plan, stop or weather.'),
      crashed: z.boolean().describe('The plane crashed (score 0).'),
      position: aircargoPointView,
      start: aircargoPointView,
      maxLeg: z.number().describe('Miles a leg may be at most.'),
      airports: z.array(aircargoAirportView).describe('Every airport.'),
      beacons: z.array(aircargoBeaconView).describe('Every beacon.'),
      mountains: z.array(aircargoMountainView).describe('Every mountain.'),
      route: z.array(aircargoLegView).describe('The legs flown, in order.'),
      weather: z.array(aircargoWeatherBoxView).describe('The weather track.'),
      legs: int.describe('Weather boxes crossed = legs flown.'),
      legsLeft: int.describe('Legs left before the weather ends the game.'),
      cargo: z.array(aircargoCargoView).describe('Every cargo box.'),
      planRerolls: aircargoTrackView,
      stamina: aircargoTrackView,
      prayers: aircargoTrackView,
      planRolls: int.describe('Planning rolls made so far.'),
      planDice: z.array(int).describe('Planning dice on the table (phase planning); empty otherwise.'),
      lastPlan: aircargoSpentRollView,
      flight: aircargoFlightView,
      check: aircargoCurrentCheckView,
      log: z.array(aircargoLogEntryView).describe('Every check resolved, in order.'),
      score: aircargoScoreView,
    })
    .strict()
    .meta({ id: 'AircargoView', description: 'An AirCargo map and Pilot Log. Nothing is hidden in this game.' });
  return {
    aircargoPointView,
    aircargoAirportView,
    aircargoBeaconView,
    aircargoMountainView,
    aircargoLegView,
    aircargoWeatherBoxView,
    aircargoCargoView,
    aircargoTrackView,
    aircargoCheckView,
    aircargoCurrentCheckView,
    aircargoFlightView,
    aircargoLogEntryView,
    aircargoScoreView,
    aircargoSpentRollView,
    aircargoView,
  };
}

/** The view's parts by name: `z.infer<AircargoViewSchemas['aircargoPointView']>` is the type of one. */
export type AircargoViewSchemas = ReturnType<typeof build>;
export const aircargoViewSchemas: () => AircargoViewSchemas = once(build);
/** The schema of the whole view: the game's `viewSchema`. */
export const aircargoView = (): AircargoViewSchemas['aircargoView'] => aircargoViewSchemas().aircargoView;

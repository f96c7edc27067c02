/**
 * The shapes of the AirCargo view (view.ts builds them): plain data only, so GraphQL maps them 1:1.
 */
import type { CargoClass } from './content.js';
import type { PointKind } from './map.js';
import type { PilotRank } from './score.js';
import type { AirportStatus, CargoStatus, CheckOutcome, EndReason, Phase } from './state.js';

export type AircargoPhase = Phase;
export type AircargoEndReason = EndReason;
export type AircargoPilotRank = PilotRank;
export type AircargoCargoClass = CargoClass;
export type AircargoCargoStatus = CargoStatus;
export type AircargoAirportStatus = AirportStatus;
export type AircargoCheckOutcome = CheckOutcome;
export type AircargoPointKind = PointKind;
export type AircargoCheckKind = 'mountain' | 'landing';

export interface AircargoPointView {
  /** `PDT` (start), an airport id as a string (`41`) or a beacon id (`BNO`). */
  readonly key: string;
  readonly kind: AircargoPointKind;
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

export interface AircargoAirportView {
  readonly id: number;
  readonly name: string;
  readonly landingHazard: number;
  readonly x: number;
  readonly y: number;
  readonly status: AircargoAirportStatus;
  /** The destination of the flight in progress. */
  readonly destination: boolean;
}

export interface AircargoBeaconView {
  readonly id: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

export interface AircargoMountainView {
  readonly id: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly hazard: number;
}

export interface AircargoLegView {
  /** The weather box this leg crossed (1-based). */
  readonly leg: number;
  readonly from: AircargoPointView;
  readonly to: AircargoPointView;
  /** Miles. */
  readonly length: number;
  /** Mountain ids crossed, in order. */
  readonly crossed: readonly string[];
}

export interface AircargoWeatherBoxView {
  /** Column = leg number (1-based). */
  readonly box: number;
  readonly crossed: boolean;
  /** Weather value for a weather die of 1–4, 5, 6. */
  readonly d1to4: number;
  readonly d5: number;
  readonly d6: number;
}

export interface AircargoCargoView {
  readonly id: string;
  readonly cargoClass: AircargoCargoClass;
  readonly classMod: number;
  readonly weight: number;
  readonly status: AircargoCargoStatus;
  /** The load of the flight in progress. */
  readonly inFlight: boolean;
}

export interface AircargoTrackView {
  readonly used: number;
  readonly left: number;
  readonly boxes: number;
}

export interface AircargoCheckView {
  readonly kind: AircargoCheckKind;
  /** Mountain id or airport id as a string. */
  readonly ref: string;
  readonly hazard: number;
}

/** The check in progress (all zero / empty when `active` is false). */
export interface AircargoCurrentCheckView {
  readonly active: boolean;
  readonly leg: number;
  /** 1-based within the leg; the leg's checks are `flight.checks`. */
  readonly check: number;
  readonly kind: AircargoCheckKind;
  readonly ref: string;
  readonly hazard: number;
  readonly classMod: number;
  /** 0 until rolled. */
  readonly weatherDie: number;
  readonly weather: number;
  readonly preStamina: number;
  /** Hazard dice; empty until rolled. */
  readonly dice: readonly number[];
  /** Dice + weather + hazard + class − pre-roll stamina; 0 until rolled. */
  readonly total: number;
  /** Stamina a panic would cost now; 0 unless the check is failing. */
  readonly panicCost: number;
  readonly prayers: number;
}

export interface AircargoFlightView {
  readonly active: boolean;
  /** Destination airport id; 0 = none. */
  readonly destination: number;
  /** Cargo box in flight; '' = none. */
  readonly cargo: string;
  /** Checks of the leg in progress, in order. */
  readonly checks: readonly AircargoCheckView[];
  /** The leg's end point key; '' between legs. */
  readonly target: string;
}

export interface AircargoLogEntryView {
  readonly leg: number;
  readonly check: number;
  readonly kind: AircargoCheckKind;
  readonly ref: string;
  readonly hazard: number;
  readonly weatherDie: number;
  readonly weather: number;
  readonly classMod: number;
  readonly stamina: number;
  readonly dice: readonly number[];
  readonly total: number;
  readonly prayers: number;
  readonly panicCost: number;
  readonly outcome: AircargoCheckOutcome;
}

export interface AircargoScoreView {
  readonly delivered: number;
  readonly openCargo: number;
  readonly openAirports: number;
  /** Points on the sheet: delivered − open cargo − open airports. */
  readonly points: number;
  /** Recorded score: points, or 0 after a crash. */
  readonly score: number;
  readonly rank: AircargoPilotRank;
  readonly winAt: number;
  readonly silverAt: number;
  readonly goldAt: number;
}

export interface AircargoView {
  readonly phase: AircargoPhase;
  readonly end: AircargoEndReason;
  readonly crashed: boolean;
  readonly position: AircargoPointView;
  readonly start: AircargoPointView;
  readonly maxLeg: number;
  readonly airports: readonly AircargoAirportView[];
  readonly beacons: readonly AircargoBeaconView[];
  readonly mountains: readonly AircargoMountainView[];
  readonly route: readonly AircargoLegView[];
  readonly weather: readonly AircargoWeatherBoxView[];
  /** Weather boxes crossed = legs flown. */
  readonly legs: number;
  readonly legsLeft: number;
  readonly cargo: readonly AircargoCargoView[];
  readonly planRerolls: AircargoTrackView;
  readonly stamina: AircargoTrackView;
  readonly prayers: AircargoTrackView;
  /** Planning rolls made so far. */
  readonly planRolls: number;
  /** Planning dice on the table (phase planning); empty otherwise. */
  readonly planDice: readonly number[];
  readonly flight: AircargoFlightView;
  readonly check: AircargoCurrentCheckView;
  readonly log: readonly AircargoLogEntryView[];
  readonly score: AircargoScoreView;
}


/**
 * The shapes of the AirCargo view (view.ts builds them), inferred from view-schema.ts.
 */
import type { z } from 'zod';
import type { DeepReadonly } from '../../core/deep-readonly.js';
import type { CargoClass } from './content.js';
import type { PointKind } from './map.js';
import type { PilotRank } from './score.js';
import type {
  aircargoPointView, aircargoAirportView, aircargoBeaconView, aircargoMountainView, aircargoLegView, aircargoWeatherBoxView, aircargoCargoView, aircargoTrackView, aircargoCheckView, aircargoCurrentCheckView, aircargoFlightView, aircargoLogEntryView, aircargoScoreView, aircargoView
} from './view-schema.js';
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

export type AircargoPointView = DeepReadonly<z.infer<typeof aircargoPointView>>;
export type AircargoAirportView = DeepReadonly<z.infer<typeof aircargoAirportView>>;
export type AircargoBeaconView = DeepReadonly<z.infer<typeof aircargoBeaconView>>;
export type AircargoMountainView = DeepReadonly<z.infer<typeof aircargoMountainView>>;
export type AircargoLegView = DeepReadonly<z.infer<typeof aircargoLegView>>;
export type AircargoWeatherBoxView = DeepReadonly<z.infer<typeof aircargoWeatherBoxView>>;
export type AircargoCargoView = DeepReadonly<z.infer<typeof aircargoCargoView>>;
export type AircargoTrackView = DeepReadonly<z.infer<typeof aircargoTrackView>>;
export type AircargoCheckView = DeepReadonly<z.infer<typeof aircargoCheckView>>;
export type AircargoCurrentCheckView = DeepReadonly<z.infer<typeof aircargoCurrentCheckView>>;
export type AircargoFlightView = DeepReadonly<z.infer<typeof aircargoFlightView>>;
export type AircargoLogEntryView = DeepReadonly<z.infer<typeof aircargoLogEntryView>>;
export type AircargoScoreView = DeepReadonly<z.infer<typeof aircargoScoreView>>;
/** The view's type comes from its schema (view-schema.ts), so the two cannot drift apart. */
export type AircargoView = DeepReadonly<z.infer<typeof aircargoView>>;

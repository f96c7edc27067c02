/**
 * The shapes of the AirCargo view (view.ts builds them), inferred from view-schema.ts.
 */
import type { z } from 'zod';
import type { DeepReadonly } from '../../core/deep-readonly.js';
import type { CargoClass } from './content.js';
import type { PointKind } from './map.js';
import type { PilotRank } from './score.js';
import type { AircargoViewSchemas } from './view-schema.js';
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

export type AircargoPointView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoPointView']>>;
export type AircargoAirportView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoAirportView']>>;
export type AircargoBeaconView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoBeaconView']>>;
export type AircargoMountainView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoMountainView']>>;
export type AircargoLegView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoLegView']>>;
export type AircargoWeatherBoxView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoWeatherBoxView']>>;
export type AircargoCargoView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoCargoView']>>;
export type AircargoTrackView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoTrackView']>>;
export type AircargoCheckView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoCheckView']>>;
export type AircargoCurrentCheckView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoCurrentCheckView']>>;
export type AircargoFlightView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoFlightView']>>;
export type AircargoLogEntryView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoLogEntryView']>>;
export type AircargoScoreView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoScoreView']>>;
/** The view's type comes from its schema (view-schema.ts), so the two cannot drift apart. */
export type AircargoView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoView']>>;

/**
 * The shapes of the AirCargo view (view.ts builds them), inferred from view-schema.ts.
 */
import type { z } from 'zod';
import type { DeepReadonly } from '../../core/deep-readonly.js';
import type { AircargoViewSchemas } from './view-schema.js';

export type AircargoPointView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoPointView']>>;
export type AircargoAirportView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoAirportView']>>;
export type AircargoTrackView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoTrackView']>>;
/** The view's type comes from its schema (view-schema.ts), so the two cannot drift apart. */
export type AircargoView = DeepReadonly<z.infer<AircargoViewSchemas['aircargoView']>>;

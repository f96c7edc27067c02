/**
 * The shape clients see, inferred from its schema (view-schema.ts) so the two cannot drift apart.
 * Hidden lists are empty with a visible count beside them; "none" is 0 or '' for scalars and null
 * for the announced add.
 */
import type { z } from 'zod';
import type { DeepReadonly } from '../../core/deep-readonly.js';
import type { CarbondaleViewSchemas } from './view-schema.js';

export type CarbondaleCardView = DeepReadonly<z.infer<CarbondaleViewSchemas['carbondaleCardView']>>;
export type CarbondalePlayerView = DeepReadonly<z.infer<CarbondaleViewSchemas['carbondalePlayerView']>>;
export type CarbondaleAnnouncedAddView = DeepReadonly<z.infer<CarbondaleViewSchemas['carbondaleAnnouncedAddView']>>;
export type CarbondaleView = DeepReadonly<z.infer<CarbondaleViewSchemas['carbondaleView']>>;

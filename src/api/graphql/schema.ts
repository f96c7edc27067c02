import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.js';
import './types/rules.js';
import './types/game-operations.js';
import './types/challenges.js';
import './types/lobby.js';
import './types/live.js';
import './types/leaderboard-live.js';
import './types/commitments.js';
import './types/players.js';

/** The executable schema. Importing the type modules registers them with the builder. */
export const schema = builder.toSchema();

/** The SDL committed as `schema/schema.graphql` (a test fails when it drifts). */
export const printedSchema = (): string => printSchema(lexicographicSortSchema(schema));

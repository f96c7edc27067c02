import SchemaBuilder from '@pothos/core';
import type { Services } from '../context.js';

/** Per request: the service functions and the caller's bearer token (null = spectator). */
export interface GraphqlContext {
  readonly services: Services;
  readonly token: string | null;
  /** Where the request came from (for the per-client cap on streams), when the runtime says. */
  readonly client?: string;
  /** Closes the connection (a subscription whose client reads nothing is hung up on once it is dropped). */
  readonly hangUp?: () => void;
}

export const builder = new SchemaBuilder<{
  Context: GraphqlContext;
  Scalars: {
    DateTime: { Input: string; Output: string };
    StringOrInt: { Input: string | number; Output: string | number };
    MoveInputValue: { Input: unknown; Output: unknown };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  // Fields are non-null unless marked otherwise: clients should not have to null-check a sheet.
  defaultFieldNullability: false,
});

builder.scalarType('DateTime', {
  description: 'An ISO 8601 UTC timestamp.',
  serialize: (value) => value,
  parseValue: (value) => String(value),
});

builder.scalarType('JSON', {
  description:
    "Any JSON value. Used only where a document's shape is not GraphQL's to choose: a game's rules content (`Rules.content`), each game's own, and an export file (`GameExport.json`), the same one REST serves.",
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.queryType({ description: 'Read games, rules, tapes and audits.' });
builder.mutationType({
  // Every mutation field is nullable: one that fails is null with its error in `errors`, and the
  // mutations before it in the same document keep their answers (a created game's tokens are delivered).
  description:
    'Create games and make moves. A mutation that fails answers null with its error in `errors`; the others of the document keep their answers.',
});
builder.subscriptionType({ description: 'Live updates, over Server-Sent Events (`Accept: text/event-stream`).' });

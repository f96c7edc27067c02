import { z } from '@hono/zod-openapi';

/**
 * A named component, or null. Not `.nullable()`: on a named component the generator writes
 * `allOf: [{ $ref }, { type: [object, null] }]`, which no value satisfies when null (the `$ref` still
 * applies), so typed clients read the field as never null. A union is written `anyOf: [{ $ref }, { type: null }]`.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

/**
 * zod's ahead-of-time compiler (`z.compile`, core/compile.js) and `z.fromJSONSchema`
 * (classic/from-json-schema.js) as the Worker bundles them: absent. wrangler.toml aliases zod's own
 * `./compile.js` and `./from-json-schema.js` here. Nothing in Rolltape calls either; zod keeps them in
 * every bundle only because `z` re-exports them (11 KiB gzip). The compiler could not run in a Worker
 * anyway (it generates code with `new Function`, which Workers refuse; zod's own schemas check
 * `allowsEval` and never reach it). Calling one here throws instead of quietly doing something else.
 */
const absent = (name: string) => (): never => {
  throw new Error(`zod's ${name} is not in the Worker bundle (wrangler.toml [alias])`);
};

/** The same registry symbol as zod's (its parser mirrors it as `Symbol.for`). */
export const INVALID = Symbol.for('zod.compile.invalid');
export class ZodCompileAsyncError extends Error {}
export class ZodCompileUnsupportedError extends Error {}
export const compile = absent('z.compile');
export const withParser = absent('withParser');
export const compileFn = absent('compileFn');
export const fromJSONSchema = absent('z.fromJSONSchema');

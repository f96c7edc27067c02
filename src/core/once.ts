/**
 * `build()` on the first call, that same value on every call after: for derived data that only some
 * requests read (a game's view schema, the API contracts), so a Worker does not build it at start.
 * The value must be a pure function of code and content, never of input: it is shared by every caller.
 *
 * @example
 * const viewSchema = once(() => z.object({ step: z.string() }).meta({ id: 'ExampleView' }));
 * viewSchema() === viewSchema(); // true: built once, so its registry id is registered once
 */
export function once<T>(build: () => T): () => T {
  let built: { readonly value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

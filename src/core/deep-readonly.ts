/**
 * A type made read-only all the way down. View types are inferred from their zod schemas (which give
 * mutable arrays) and served from state that is read-only, so the inferred type is wrapped in this.
 */
export type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

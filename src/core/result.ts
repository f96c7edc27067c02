/**
 * The outcome of checking untrusted input: either a value or a stable error.
 * Rules return these instead of throwing, so a bad move can never half-apply.
 *
 * @example
 * const r = validate(state, 1, move);
 * if (!r.ok) return problem(r.error.code);
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** The `Result<void>` of a check that passed; shared so validators allocate nothing. */
export const OK: Result<void, never> = Object.freeze({ ok: true as const, value: undefined });

import { err, type Result } from './result.js';

/** A rule broken by a move. `code` is stable; `message` is for humans and may change. */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

export const ruleError = (code: string, message: string): RuleError => ({ code, message });

/** Shorthand for validators: `return reject('same-gear', 'gear must change every turn')`. */
export const reject = (code: string, message: string): Result<never, RuleError> => err(ruleError(code, message));

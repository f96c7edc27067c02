import { err, type Result } from './result.js';

/**
 * Codes every game shares. Each game adds its own codes (`same-gear`, `cannot-pay`, ...);
 * all of them are stable strings that clients may switch on.
 */
export const COMMON_RULE_CODES = [
  'bad-move',
  'not-your-choice',
  'roll-pending',
  'shuffle-pending',
  'game-over',
] as const;
export type CommonRuleCode = (typeof COMMON_RULE_CODES)[number];

/** A rule broken by a move. `code` is stable; `message` is for humans and may change. */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

export const ruleError = (code: string, message: string): RuleError => ({ code, message });

/** Shorthand for validators: `return reject('same-gear', 'gear must change every turn')`. */
export const reject = (code: string, message: string): Result<never, RuleError> => err(ruleError(code, message));

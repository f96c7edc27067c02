/** What the player reads when a call fails: the server's own words (a problem's `detail`), as a sentence. */
import { RolltapeError } from '../client/index.js';

/** `text` with a capital first and a full stop last. */
export const sentence = (text: string): string => {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/**
 * A refusal's `detail` ("The handle "Ada" is taken…"), never its code nor an object; the browser's own
 * refusal of a passkey prompt, which says little, in words.
 */
export function errorText(error: unknown): string {
  if (error instanceof RolltapeError) return sentence(error.problem.detail);
  if (error instanceof Error && error.name === 'NotAllowedError') return 'The passkey prompt was closed or timed out.';
  return error instanceof Error ? error.message : String(error);
}

import { err, ok, type Result } from '../core/result.js';
import { replaceConfusables } from './confusables.js';
import { problem, type ServiceError } from './errors.js';

/** The longest name, counted after normalization (NFKC can lengthen a string). */
export const MAX_NAME_LENGTH = 40;

/**
 * Characters a name may not hold: controls, format characters (zero-width spaces and joiners,
 * bidi marks and overrides), everything else Unicode says renders as nothing, line and paragraph
 * separators, private-use, surrogate and unassigned code points. Each lets one person show up as
 * another, or as several people under one look.
 */
const REFUSED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/u;

/**
 * A player name or challenge handle as it will be stored and shown: NFKC-normalized (so full-width
 * and other compatibility forms become the plain letters they look like), trimmed, runs of spaces
 * made one. Refused (`invalid-name`, 400) when it holds a character that can hide or disguise it.
 */
export function normalizeName(raw: string): Result<string, ServiceError> {
  const composed = raw.normalize('NFKC');
  // Checked before trimming, which would quietly drop a leading BOM or a trailing line separator.
  const bad = REFUSED.exec(composed);
  if (bad !== null) {
    const code = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return err(
      problem(
        'malformed',
        'invalid-name',
        `names may not hold control, format, bidi or invisible characters (U+${code} at position ${bad.index + 1})`,
      ),
    );
  }
  const name = composed.trim().replace(/\s+/gu, ' ');
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) {
    return err(
      problem(
        'malformed',
        'invalid-name',
        `a name has 1 to ${MAX_NAME_LENGTH} characters once normalized (NFKC); this one has ${name.length}`,
      ),
    );
  }
  return ok(name);
}

/**
 * The key two names are compared by: equal when they look alike. It is the UTS #39 skeleton
 * (decompose, map every confusable to its prototype from Unicode's confusables.txt, decompose again),
 * taken again after lower-casing so case does not matter: "Ada", "ada" and "Аda" (a Cyrillic А)
 * are one player. Give it a name that went through `normalizeName`.
 */
export function nameKey(name: string): string {
  const skeleton = (s: string): string => replaceConfusables(s.normalize('NFD')).normalize('NFD');
  return skeleton(skeleton(name).toLowerCase());
}

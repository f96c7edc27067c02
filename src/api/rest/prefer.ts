/**
 * Whether a `Prefer` header (RFC 7240) asks for `return=minimal`. Preferences are comma-separated,
 * names and the token value case-insensitive, the value possibly quoted, and a preference may carry
 * parameters after `;`. Preferences the server does not know are ignored, as the RFC says; so is a
 * header it cannot read (the full answer is never wrong).
 */
export function prefersMinimal(header: string | undefined): boolean {
  if (header === undefined) return false;
  for (const preference of header.split(',')) {
    const [nameValue = ''] = preference.split(';');
    const equals = nameValue.indexOf('=');
    if (equals < 0) continue;
    const name = nameValue.slice(0, equals).trim().toLowerCase();
    const value = nameValue
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    if (name === 'return') return value === 'minimal';
  }
  return false;
}

/**
 * The bytes an export's signature covers: the document without its `signature` member, in RFC 8785
 * (JSON Canonicalization Scheme) form. Key order, spacing and number spelling drop out, so a file
 * re-indented or re-saved by any JSON tool still verifies, and any change to a value does not.
 */
import canonicalize from 'canonicalize';

const encoder = new TextEncoder();

/** RFC 8785 bytes of `document` minus its `signature` member. */
export function signedBytes(document: Readonly<Record<string, unknown>>): Uint8Array<ArrayBuffer> {
  const { signature: _signature, ...signed } = document;
  const text = canonicalize(signed);
  if (text === undefined) throw new Error('an export must be a JSON object');
  return encoder.encode(text);
}

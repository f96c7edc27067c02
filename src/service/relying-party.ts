import { err, ok, type Result } from '../core/result.js';
import { problem, type ServiceError } from './errors.js';

/** Who passkeys are made for: the site's host name (WebAuthn's RP ID) and the origin its pages are served from. */
export interface RelyingParty {
  readonly id: string;
  readonly origin: string;
}

/**
 * The relying party of a ceremony: the configured origin (`ROLLTAPE_ORIGIN`, e.g.
 * `https://play.example.com`) when there is one, else the origin the request reached (right for a
 * local server and a Worker on its own domain; wrong behind a proxy that rewrites the host, hence the
 * setting). A passkey is bound to the host name: one made for another host never signs in here.
 */
export function relyingParty(
  configured: string | undefined,
  requestOrigin: string,
): Result<RelyingParty, ServiceError> {
  const origin = parseOrigin(configured ?? requestOrigin);
  if (origin === undefined)
    return err(
      problem(
        'unavailable',
        'passkeys-unconfigured',
        `no usable origin for passkeys (ROLLTAPE_ORIGIN="${configured ?? ''}")`,
      ),
    );
  return ok(origin);
}

/** `https://host[:port]` as a relying party, or `undefined` for anything that is not an http(s) origin. */
export function parseOrigin(text: string): RelyingParty | undefined {
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return { id: url.hostname, origin: url.origin };
  } catch {
    return undefined;
  }
}

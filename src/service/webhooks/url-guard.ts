import { err, ok, type Result } from '../../core/result.js';
import { problem, type ServiceError } from '../errors.js';
import { forbiddenAddress, isCloudMetadata, parseIpv4, parseIpv6 } from './address-guard.js';

/** Every address a host name resolves to (node: `dns.lookup` with `all`); absent where the runtime cannot resolve (Workers). */
export type ResolveHost = (hostname: string) => Promise<readonly string[]>;

export interface UrlPolicy {
  /** `ROLLTAPE_WEBHOOKS_ALLOW_PRIVATE=on`: any address may be reached (tests, private deployments). */
  readonly allowPrivate: boolean;
  readonly resolve?: ResolveHost;
}

export const MAX_URL_LENGTH = 2048;

/** Cloud metadata services' names (GCP's): refused even where private addresses are allowed. */
const METADATA_NAMES = /^(metadata\.google\.internal|metadata\.goog|metadata)$/i;

/** Names that always mean this machine or its private network, whatever a resolver says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

const notAllowed = (url: string, why: string): ServiceError =>
  problem('malformed', 'webhook-url-not-allowed', `${url} is not allowed as a webhook: ${why}`);

/**
 * A webhook URL the server may post to: `http` or `https`, no credentials in it, and a host that is
 * not (and does not resolve to) a private, loopback, link-local, unique-local, metadata or
 * otherwise special address (`address-guard.ts`). Checked when the webhook is registered and again
 * before each delivery, since what a name resolves to can change (DNS rebinding); the node
 * transport also checks the address it actually connects to.
 */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<Result<URL, ServiceError>> {
  const syntax = webhookUrlSyntax(raw);
  if (!syntax.ok) return syntax;
  const url = syntax.value;
  const host = hostOf(url);
  // The metadata service is refused whatever the policy (node's transport also refuses connecting to it).
  if (METADATA_NAMES.test(host) || isCloudMetadata(host))
    return err(notAllowed(url.href, `${host} is a cloud metadata service`));
  if (policy.allowPrivate) return syntax;
  const literal = isIpLiteral(host);
  if (literal) {
    const why = forbiddenAddress(host);
    return why === null ? ok(url) : err(notAllowed(url.href, `${host} is a ${why} address`));
  }
  if (LOCAL_NAMES.test(host) || !host.includes('.'))
    return err(notAllowed(url.href, `${host} names a local or private host`));
  if (policy.resolve === undefined) return ok(url);
  let addresses: readonly string[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    return err(problem('malformed', 'webhook-url-unresolvable', `${host} does not resolve to any address`));
  }
  if (addresses.length === 0)
    return err(problem('malformed', 'webhook-url-unresolvable', `${host} does not resolve to any address`));
  for (const address of addresses) {
    const why = forbiddenAddress(address);
    if (why !== null) return err(notAllowed(url.href, `${host} resolves to ${address}, a ${why} address`));
  }
  return ok(url);
}

/** The URL's shape alone: absolute, `http(s)`, no user or password, not too long. */
export function webhookUrlSyntax(raw: string): Result<URL, ServiceError> {
  const invalid = (why: string) => err(problem('malformed', 'invalid-webhook-url', `webhook url: ${why}`));
  if (raw.length > MAX_URL_LENGTH) return invalid(`at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return invalid(`"${raw}" is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid('must be http or https');
  if (url.username !== '' || url.password !== '') return invalid('must not carry a user name or password');
  if (url.hash !== '') return invalid('must not have a #fragment');
  return ok(url);
}

/**
 * The host without IPv6 brackets or a final dot (`localhost.` is `localhost` to a resolver). WHATWG
 * URL has already turned `0x7f.1` and `2130706433` into dotted quads and lowered the case.
 */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');

export const isIpLiteral = (host: string): boolean => parseIpv4(host) !== undefined || parseIpv6(host) !== undefined;

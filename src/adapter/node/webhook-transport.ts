import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { promises as dns } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { forbiddenAddress, isCloudMetadata } from '../../service/webhooks/address-guard.js';
import type { PostOutcome, WebhookTransport } from '../../service/webhooks/delivery.js';
import type { ResolveHost } from '../../service/webhooks/url-guard.js';

/** Every address `hostname` resolves to, as the system resolver (and so `http.request`) sees it. */
export const resolveHost: ResolveHost = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Why a connection to `address` is refused, or `null`: with private addresses allowed, only the cloud metadata service is. */
type Refusal = (address: string) => string | null;

const refuseMetadata: Refusal = (address) => (isCloudMetadata(address) ? 'cloud metadata' : null);

/**
 * A `lookup` for sockets that refuses to connect to a refused address: the check made at the
 * moment of connecting, on the address connected to, so a name that resolves elsewhere between the
 * URL's check and the connection (DNS rebinding) still reaches nothing private.
 */
const guardedLookup =
  (refuse: Refusal): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as LookupAddress[];
      for (const a of list) {
        const why = refuse(a.address);
        if (why !== null) {
          const refused = Object.assign(new Error(`${hostname} resolves to ${a.address}, a ${why} address`), {
            code: 'EWEBHOOKADDRESS',
          });
          return callback(refused, '', 4);
        }
      }
      if ((options as LookupOptions).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (first === undefined) return callback(new Error(`${hostname} resolves to no address`), '', 4);
      callback(null, first.address, first.family);
    });
  };

/**
 * Deliveries over node's http(s) with kept-alive connections. Redirects are never followed (node's
 * request does not), so a 3xx is an answer like any other non-2xx: retried, never a hop elsewhere.
 * Every connection goes through `guardedLookup`: with private addresses allowed, it still refuses the metadata service.
 */
export function nodeWebhookTransport(options: { readonly allowPrivate: boolean }): WebhookTransport & {
  close(): void;
} {
  const lookup = guardedLookup(options.allowPrivate ? refuseMetadata : forbiddenAddress);
  const agents = {
    'http:': new HttpAgent({ keepAlive: true, maxSockets: 64, lookup }),
    'https:': new HttpsAgent({ keepAlive: true, maxSockets: 64, lookup }),
  };
  return {
    post(url, headers, body, timeoutMs) {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      return new Promise<PostOutcome>((settle) => {
        let settled = false;
        const done = (outcome: PostOutcome) => {
          if (settled) return;
          settled = true;
          settle(outcome);
        };
        const req = send(
          url,
          {
            method: 'POST',
            agent: agents[url.protocol as 'http:' | 'https:'],
            headers: { ...headers, 'content-length': Buffer.byteLength(body) },
            lookup,
            timeout: timeoutMs,
          },
          (res) => {
            // The body is not read for anything; draining it frees the connection for the next delivery.
            res.resume();
            res.on('end', () => done({ status: res.statusCode ?? 0 }));
            res.on('error', () => done({ status: res.statusCode ?? 0 }));
          },
        );
        const timer = setTimeout(() => {
          req.destroy(new Error(`no answer within ${timeoutMs} ms`));
        }, timeoutMs);
        req.on('close', () => clearTimeout(timer));
        req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        req.on('error', (error) => done({ error: error.message }));
        req.end(body);
      });
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

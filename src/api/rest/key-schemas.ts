import { z } from '@hono/zod-openapi';

/** The signing keys' answer (`GET /.well-known/rolltape-keys.json`), named components in openapi.yaml. */

/** A JWK of `GET /.well-known/rolltape-keys.json`: public parts only. */
const PublishedKey = z
  .object({
    kty: z.literal('OKP'),
    crv: z.literal('Ed25519'),
    x: z.string().openapi({ description: 'The public key, base64url.' }),
    kid: z.string().openapi({ description: 'The key id an export’s `signature.kid` names.' }),
    alg: z.literal('EdDSA'),
    use: z.literal('sig'),
    notBefore: z.string().openapi({ description: 'When this key started signing exports (ISO 8601).' }),
    retiredAt: z
      .string()
      .optional()
      .openapi({ description: 'When it stopped (ISO 8601); absent for the key that signs now.' }),
  })
  .strict()
  .openapi('PublishedKey');

export const SigningKeySet = z
  .object({
    keys: z.array(PublishedKey).readonly().openapi({
      description:
        'The current key first, then the retired ones: an export signed by any of them is genuine (`rolltape audit --keys`).',
    }),
  })
  .openapi('SigningKeySet');

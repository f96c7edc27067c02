import { z } from '@hono/zod-openapi';

/**
 * The shapes of the passkey routes (rest/passkeys.ts). The options and the authenticator's answers
 * are WebAuthn's own JSON forms (`PublicKeyCredentialCreationOptionsJSON` and friends, as
 * @simplewebauthn/browser takes and gives them): the fields we read are named, the rest pass through.
 */

const base64url = (what: string) =>
  z
    .string()
    .min(1)
    .max(16_384)
    .openapi({ description: `${what}, base64url.` });

export const RegistrationOptions = z
  .object({
    challenge: base64url('The challenge to sign (single use, 5 minutes)'),
    rp: z.object({ name: z.string(), id: z.string().optional() }).passthrough(),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }).passthrough(),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() }).passthrough()),
  })
  .passthrough()
  .openapi('PasskeyRegistrationOptions', {
    description: 'PublicKeyCredentialCreationOptionsJSON: hand it to `startRegistration({ optionsJSON })`.',
  });

export const AuthenticationOptions = z
  .object({ challenge: base64url('The challenge to sign (single use, 5 minutes)'), rpId: z.string().optional() })
  .passthrough()
  .openapi('PasskeyAuthenticationOptions', {
    description: 'PublicKeyCredentialRequestOptionsJSON: hand it to `startAuthentication({ optionsJSON })`.',
  });

const credential = {
  id: base64url("The credential's id"),
  rawId: base64url("The credential's id"),
  type: z.literal('public-key'),
  clientExtensionResults: z.object({}).passthrough(),
  authenticatorAttachment: z.string().optional(),
};

export const RegistrationAnswer = z
  .object({
    response: z
      .object({
        ...credential,
        response: z
          .object({ clientDataJSON: base64url('clientDataJSON'), attestationObject: base64url('attestationObject') })
          .passthrough(),
      })
      .passthrough()
      .openapi({ description: 'RegistrationResponseJSON, as `startRegistration()` answers it.' }),
  })
  .strict()
  .openapi('PasskeyRegistration');

export const AuthenticationAnswer = z
  .object({
    response: z
      .object({
        ...credential,
        response: z
          .object({
            clientDataJSON: base64url('clientDataJSON'),
            authenticatorData: base64url('authenticatorData'),
            signature: base64url('signature'),
          })
          .passthrough(),
      })
      .passthrough()
      .openapi({ description: 'AuthenticationResponseJSON, as `startAuthentication()` answers it.' }),
  })
  .strict()
  .openapi('PasskeyAuthentication');

export const RegistrationOptionsInput = z
  .object({
    handle: z
      .string()
      .min(1)
      .max(200)
      .describe("the new player's handle: 1–40 characters once normalized (NFKC); unique by how it looks"),
  })
  .strict()
  .openapi('PasskeyRegistrationOptionsInput');

const Player = z.object({ id: z.string(), handle: z.string() });

export const SignedIn = z
  .object({
    player: Player,
    token: z.string().openapi({
      description: 'A new personal token (`rtp_…`) for this sign-in: scopes `play` and `read`. Shown once.',
    }),
  })
  .openapi('PasskeySignIn');

export const Passkey = z
  .object({
    id: z.string().openapi({ description: "The credential's id (base64url)." }),
    backedUp: z.boolean().openapi({ description: "Whether the platform syncs it to the player's other devices." }),
    createdAt: z.string().openapi({ description: 'ISO 8601, UTC.' }),
    lastUsedAt: z
      .union([z.string(), z.null()])
      .openapi({ description: 'The last sign-in with it (ISO 8601), or null.' }),
  })
  .openapi('Passkey');

export const Passkeys = z.object({ passkeys: z.array(Passkey) }).openapi('Passkeys');

/**
 * The X.509 and ASN.1 libraries @simplewebauthn/server reads attestation certificates with, as the
 * Worker bundles them: absent (wrangler.toml [alias]; the Node server keeps the real ones). Together
 * with what they pull in (asn1js, reflect-metadata, tsyringe) they were two thirds of the library's
 * 312 KiB and most of its startup.
 *
 * Rolltape asks for `attestation: 'none'`, so a browser answers with the `none` format or a packed
 * self-attestation (WebAuthn §5.1.3): neither carries a certificate, and both still verify here.
 * An authenticator that sends a certificate chain anyway (packed with `x5c`, `tpm`, `android-key`, `apple`, …)
 * is refused on Workers with this message, as a 400 `passkey-not-verified`, instead of being read.
 * The one ASN.1 structure every sign-in needs, an ECDSA signature, is read by ec2-signature.ts.
 */
const REFUSED =
  'attestation certificates are not read on Workers (Rolltape asks browsers for attestation "none"): use a passkey without one';

function refuse(): never {
  throw new Error(REFUSED);
}

/** Stands for every parsed ASN.1 or X.509 type: making one refuses. */
class Refused {
  constructor() {
    refuse();
  }
}

export const AsnParser = { parse: refuse };
export {
  Refused as AuthorityKeyIdentifierExtension,
  Refused as BasicConstraints,
  Refused as Certificate,
  Refused as CRLDistributionPointsExtension,
  Refused as ECDSASigValue,
  Refused as ECParameters,
  Refused as ExtendedKeyUsage,
  Refused as KeyDescription,
  Refused as OctetString,
  Refused as RSAPublicKey,
  Refused as SubjectAlternativeName,
  Refused as SubjectKeyIdentifierExtension,
  Refused as X509Certificate,
  Refused as X509ChainBuilder,
  Refused as X509Crl,
};

// Object identifiers the library compares certificates' fields with: never reached without a certificate.
export const id_ce_basicConstraints = '2.5.29.19';
export const id_ce_extKeyUsage = '2.5.29.37';
export const id_ce_subjectAltName = '2.5.29.17';
export const id_ce_keyDescription = '1.3.6.1.4.1.11129.2.1.17';
export const id_ecPublicKey = '1.2.840.10045.2.1';
export const id_secp256r1 = '1.2.840.10045.3.1.7';
export const id_secp384r1 = '1.3.132.0.34';
export const id_ecdsaWithSHA256 = '1.2.840.10045.4.3.2';
export const id_ecdsaWithSHA384 = '1.2.840.10045.4.3.3';
export const id_ecdsaWithSHA512 = '1.2.840.10045.4.3.4';
export const id_rsaEncryption = '1.2.840.113549.1.1.1';
export const id_sha1WithRSAEncryption = '1.2.840.113549.1.1.5';
export const id_sha256WithRSAEncryption = '1.2.840.113549.1.1.11';
export const id_sha384WithRSAEncryption = '1.2.840.113549.1.1.12';
export const id_sha512WithRSAEncryption = '1.2.840.113549.1.1.13';
export const id_ml_dsa_44 = '2.16.840.1.101.3.4.3.17';
export const id_ml_dsa_65 = '2.16.840.1.101.3.4.3.18';
export const id_ml_dsa_87 = '2.16.840.1.101.3.4.3.19';

// The attestation formats that are nothing but a certificate chain (the library's verifiers, by the
// names verifyRegistrationResponse imports), refused before anything is parsed.
export const verifyAttestationTPM = refuse;
export const verifyAttestationAndroidKey = refuse;
export const verifyAttestationAndroidSafetyNet = refuse;
export const verifyAttestationApple = refuse;
export const verifyAttestationFIDOU2F = refuse;

// The root certificates those formats chain to (PEM, 12 KiB that gzip cannot shrink): none.
export const Google_Hardware_Attestation_Root_1 = '';
export const Google_Hardware_Attestation_Root_2 = '';
export const Google_Hardware_Attestation_Root_3 = '';
export const Google_Hardware_Attestation_Root_4 = '';
export const GlobalSign_Root_CA = '';
export const Apple_WebAuthn_Root_CA = '';
export const GlobalSign_Root_CA_R3 = '';
export const GlobalSign_Root_R46 = '';

/** The test-only signing keys (test/fixtures/signing-keys.json) as configuration text, and signers over them. */
import fixture from '../fixtures/signing-keys.json';
import { signerFrom } from '../../src/provenance/export-signer.js';

/** What test servers sign with: the current key `test-2026-06`, and `test-2026-01` retired (public part only). */
export const TEST_SIGNING_KEYS = JSON.stringify(fixture.servers);
/** `test-2026-01` as configured while it was current, with its private part: it signs as the server did before rotating. */
export const RETIRED_SIGNING_KEYS = JSON.stringify(fixture.retired);
/** A key no test server publishes: a forger's. */
export const STRANGER_SIGNING_KEYS = JSON.stringify(fixture.stranger);

export const testSigner = () => signerFrom(TEST_SIGNING_KEYS, 'test keys');

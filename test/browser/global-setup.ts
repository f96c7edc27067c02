/** Builds the web client once before the browser tests, so they test the code as it is now. */
import { buildWebClient } from '../../scripts/build-web-client.js';

export default async function setup(): Promise<void> {
  await buildWebClient();
}

/**
 * Loaded before every node test file (vitest.config.ts `setupFiles`). `@hono/zod-openapi` gives zod's
 * schemas their `.openapi()` only to schemas made after it is loaded, as the server's entry points load
 * it (through the app's routes) before the service's schemas. A fork runs file after file with the
 * modules already loaded: a file that loaded the service's schemas first (through the web client's
 * words, say) left them without `.openapi()`, and every later file in that fork that built the app failed
 * ("CreateGameInput.openapi is not a function"). Loaded here, the order is the entry points' in every fork.
 */
import '@hono/zod-openapi';

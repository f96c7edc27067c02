import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      ROLLTAPE_SECRET: string;
      /** The test key set of test/fixtures/signing-keys.json (vitest.config.ts). */
      ROLLTAPE_SIGNING_KEYS: string;
      /** The game objects (wrangler.toml). */
      GAMES: DurableObjectNamespace<import('../../src/worker.js').GameObject>;
      /** The challenge objects: live leaderboards (wrangler.toml). */
      CHALLENGES: DurableObjectNamespace<import('../../src/worker.js').ChallengeObject>;
      /** The SQL migrations, read by vitest.config.ts in Node. */
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      /** Types `exports` of cloudflare:workers: the Worker's default export. */
      mainModule: typeof import('../../src/worker.js');
    }
  }
}

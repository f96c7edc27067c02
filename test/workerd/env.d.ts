import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      ROLLTAPE_SECRET: string;
      /** The game objects (wrangler.toml). */
      GAMES: DurableObjectNamespace<import('../../src/worker.js').GameObject>;
      /** The SQL migrations, read by vitest.config.ts in Node. */
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      /** Types `exports` of cloudflare:workers: the Worker's default export. */
      mainModule: typeof import('../../src/worker.js');
    }
  }
}

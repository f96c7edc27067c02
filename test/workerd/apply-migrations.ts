import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Each test file gets its own D1 storage; bring it to the current schema, as
// `wrangler d1 migrations apply` does (already-applied migrations are skipped).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

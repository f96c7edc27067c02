import { describe, expect, test } from 'vitest';
import { bearer, get, json, post } from './helpers.js';

/**
 * Webhooks are not delivered on Workers yet (docs/webhooks.md: Where it runs): their routes say so
 * with a 503 rather than accept endpoints nothing would ever call, and the player is told plainly.
 */
describe('workerd: webhooks', () => {
  test('answer 503 webhooks-unavailable on every route', async () => {
    const made = await json(await post('/v1/players', { handle: 'HookOnEdge' }));
    const auth = bearer(made.token);
    for (const response of [
      await post('/v1/me/webhooks', { url: 'https://hooks.example.com/', events: ['turn'] }, auth),
      await get('/v1/me/webhooks', auth),
      await get('/v1/me/webhooks/wh_x/deliveries', auth),
    ]) {
      expect(response.status).toBe(503);
      expect((await json(response)).code).toBe('webhooks-unavailable');
    }
  });
});

/**
 * zod's locales as the Worker bundles them: English only. wrangler.toml aliases zod's own
 * `../locales/index.js` here. Its forty-odd other languages were a fifth of the bundle and most of
 * zod's start-up, and the API words its errors in English anyway. zod registers English as its
 * default from `classic/schemas.js`, so `z.locales.en` is all a Worker can lose.
 */
export { default as en } from 'zod/v4/locales/en.js';

import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
const r = await build({ entryPoints: ['src/worker.ts'], bundle: true, minify: false, format: 'esm', platform: 'browser', conditions: ['workerd', 'worker', 'browser'], target: 'es2022', write: false, outfile: 'x.js', logLevel: 'silent',
  external: ['cloudflare:*', 'node:*'], plugins: [{ name: 'locales', setup(b) { b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, () => ({ path: resolve('src/edge/zod-locales.ts') })); b.onResolve({ filter: /^\.\.\/landing-page-html\.js$/ }, () => ({ path: resolve('src/edge/yoga-landing-page.ts') })); } }], define: { 'process.env.NODE_ENV': '"production"' } });
const stub = 'data:text/javascript,' + encodeURIComponent('export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }');
writeFileSync('/tmp/i20/wu.mjs', r.outputFiles[0].text.replaceAll('"cloudflare:workers"', JSON.stringify(stub)));

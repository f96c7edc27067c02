import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
const base = { entryPoints: ['src/worker.ts'], bundle: true, minify: true, format: 'esm', platform: 'browser', conditions: ['workerd', 'worker', 'browser'], target: 'es2022', write: false, outfile: 'x.js', logLevel: 'silent',
  external: ['cloudflare:*', 'node:*'], plugins: [{ name: 'locales', setup(b) { b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, () => ({ path: resolve('src/edge/zod-locales.ts') })); } }], define: { 'process.env.NODE_ENV': '"production"' } };
const size = async (extra = []) => { const r = await build({ ...base, external: [...base.external, ...extra] }); const c = r.outputFiles[0].contents; return [c.length, gzipSync(c, { level: 6 }).length]; };
const [raw, gz] = await size();
console.log('all', (raw / 1024).toFixed(0), 'KiB raw', (gz / 1024).toFixed(1), 'KiB gzip');
for (const pkg of process.argv.slice(2)) { const [r, g] = await size(pkg.split(',')); console.log(pkg.padEnd(50), '-', ((raw - r) / 1024).toFixed(0), 'raw', ((gz - g) / 1024).toFixed(1), 'gzip'); }

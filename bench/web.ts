import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebClient } from '../scripts/build-web-client.js';
import { verdict } from './stats.js';

const root = resolve(import.meta.dirname, '..');
const KIB = 1024;
/** Budget for the first page's JavaScript, gzip (issue 18). */
const FIRST_PAGE_GZIP_BUDGET = 120 * KIB;

export interface WebBench {
  readonly firstPageGzipBytes: number;
  readonly firstPageRawBytes: number;
  /** Every script of the build (the replay page's rules core is loaded only when opened). */
  readonly allGzipBytes: number;
}

/**
 * The web client's weight: builds it (esbuild, as `npm run build:web`) and adds up the gzip size of
 * the scripts the first page loads (the entry and the chunks it imports statically), against the
 * whole build, whose remainder loads only on the replay page.
 */
export async function benchWeb(): Promise<WebBench> {
  const out = mkdtempSync(join(tmpdir(), 'rolltape-web-bench-'));
  try {
    const { metafile } = await buildWebClient(out);
    const outputs = metafile.outputs;
    const entry = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === 'src/web/main.tsx')!;
    const firstPage = new Set<string>();
    const visit = (file: string) => {
      if (firstPage.has(file)) return;
      firstPage.add(file);
      for (const i of outputs[file]!.imports) if (i.kind === 'import-statement') visit(i.path);
    };
    visit(entry);
    const gzip = (file: string) => gzipSync(readFileSync(resolve(root, file)), { level: 9 }).length;
    const scripts = Object.keys(outputs).filter((f) => f.endsWith('.js'));
    const result = {
      firstPageGzipBytes: [...firstPage].reduce((a, f) => a + gzip(f), 0),
      firstPageRawBytes: [...firstPage].reduce((a, f) => a + outputs[f]!.bytes, 0),
      allGzipBytes: scripts.reduce((a, f) => a + gzip(f), 0),
    };
    console.log('web client (esbuild, minified)');
    console.log(
      `  first page JS: ${(result.firstPageGzipBytes / KIB).toFixed(1)} KiB gzip (${(result.firstPageRawBytes / KIB).toFixed(1)} KiB raw, ${firstPage.size} files); target < ${FIRST_PAGE_GZIP_BUDGET / KIB} KiB gzip: ${verdict(result.firstPageGzipBytes < FIRST_PAGE_GZIP_BUDGET)}`,
    );
    console.log(
      `  all scripts: ${(result.allGzipBytes / KIB).toFixed(1)} KiB gzip; first page / all = ${(result.firstPageGzipBytes / result.allGzipBytes).toFixed(2)} (the rest is the replay page's rules core, loaded on demand)`,
    );
    return result;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

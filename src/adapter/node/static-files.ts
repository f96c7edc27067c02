/** Reads the built front-end files (dist/web) from disk for the node server. */
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { ReadAsset } from '../../api/web-assets.js';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** A reader of files under `dir`; a path that would leave it (`..`) is simply not found. */
export function diskAssets(dir: string): ReadAsset {
  const root = resolve(dir);
  return async (path) => {
    try {
      const file = resolve(root, `.${decodeURIComponent(path)}`);
      if (!file.startsWith(root + sep)) return null;
      const body = await readFile(file);
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      return new Response(body, {
        headers: {
          'content-type': type,
          'cache-control': type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600',
        },
      });
    } catch {
      return null;
    }
  };
}

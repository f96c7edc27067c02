import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';

const src = resolve(import.meta.dirname, '../..');

/** What decides a fold and how it is saved: the rules core, every game, and src/service/loaded-game.ts. */
const FOLD_SOURCES = ['core', 'games', 'service/loaded-game.ts'];

/**
 * A hash of the source the server folds tapes with (its build is made from these files; tests and
 * `npm run dev` run them through tsx). Saved folds are
 * stamped with it and read only under the same hash, so after any edit to a game's rules or state a
 * saved fold from the old code is ignored (and replaced) instead of served.
 */
export async function rulesBuild(): Promise<string> {
  return typeof ROLLTAPE_RULES_BUILD === 'string' ? ROLLTAPE_RULES_BUILD : hashFoldSources();
}

/**
 * Set by scripts/build-server.ts in the server's build (dist/server.mjs): the hash of the sources it was
 * bundled from, which may have been edited since. Run from source, it is not defined.
 */
declare const ROLLTAPE_RULES_BUILD: string | undefined;

/** The hash of the fold's sources as they are now on disk. */
export async function hashFoldSources(): Promise<string> {
  const files = (await Promise.all(FOLD_SOURCES.map((source) => sourceFiles(resolve(src, source))))).flat().sort();
  const texts = await Promise.all(files.map((file) => readFile(file)));
  const hash = createHash('sha256');
  files.forEach((file, i) => hash.update(relative(src, file)).update('\0').update(texts[i]!).update('\0'));
  return hash.digest('hex').slice(0, 32);
}

async function sourceFiles(path: string): Promise<string[]> {
  if (/\.tsx?$/.test(path)) return [path];
  const names = await readdir(path, { recursive: true });
  return names.filter((name) => /\.tsx?$/.test(name)).map((name) => resolve(path, name));
}

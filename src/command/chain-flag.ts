/** `--chain FILE`, shared by `rolltape audit` and `rolltape-audit`: a saved `GET /v1/challenges/chain`. */
import { parseChain, type PublishedChain } from '../core/chain-format.js';
import { readJsonFile } from './read-export.js';

/** The seed chain in `path`, or an error naming the file when it is not one. */
export function chainFlag(path: string | undefined): PublishedChain | undefined {
  if (path === undefined) return undefined;
  const chain = parseChain(readJsonFile(path));
  if (typeof chain === 'string') throw new Error(`${path === '-' ? 'standard input' : path}: ${chain}`);
  return chain;
}

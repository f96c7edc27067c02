/** `--keys FILE`, shared by `rolltape audit` and `rolltape-audit`: the server's published key set. */
import { readJsonFile } from './read-export.js';

/** The key set a file holds (`GET /.well-known/rolltape-keys.json`, saved); its shape is checked by the audit. */
export const keysFlag = (path: string | undefined): unknown => (path === undefined ? undefined : readJsonFile(path));

/**
 * Runs a documentation TypeScript example as written, inside this test process: its imports of the
 * client (`rolltape-client`, or `rolltape/client` inside the repository) get this repository's client,
 * its base URL is swapped for a test server's, and what it logs is collected for the test to check.
 */
import { transform } from 'esbuild';
import * as clientModule from 'rolltape/client';

const CLIENT_IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'rolltape(?:-client|\/client)';$/gm;
const DOCS_URL = 'http://127.0.0.1:8787';

/** Answers the example's logged lines (each `console.log` call's arguments, JSON-encoded when not strings). */
export async function runTsExample(code: string, baseUrl: string): Promise<string[]> {
  if (!code.includes(DOCS_URL)) throw new Error(`the example does not use ${DOCS_URL}, the URL npm start serves`);
  const bound = code
    .replaceAll(DOCS_URL, baseUrl)
    .replace(CLIENT_IMPORT, (_, typeOnly: string | undefined, names: string) => {
      if (typeOnly !== undefined) return '';
      const values = names
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '' && !name.startsWith('type '));
      return `const { ${values.join(', ')} } = clientModule;`;
    });
  if (/^import\s/m.test(bound)) throw new Error('the example imports something other than the client');
  const { code: js } = await transform(`async function example(clientModule, console) {\n${bound}\n}`, {
    loader: 'ts',
  });
  const example = new Function(`${js}\nreturn example;`)() as (
    module: typeof clientModule,
    console: Pick<Console, 'log'>,
  ) => Promise<void>;
  const logged: string[] = [];
  const log = (...args: unknown[]) =>
    logged.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  await example(clientModule, { log });
  return logged;
}

/**
 * The README and the docs/ pages as a reader follows them: each page's shell blocks run in order in
 * one bash (a variable set in one block is there in the next, as in a reader's terminal), in a fresh
 * folder, against a real server on a free port (`localhost:8787` becomes its address), with curl
 * failing on any HTTP error; each TypeScript block runs with the repository's client. A block that
 * cannot run as written is marked `<!-- not run: reason -->` just before it, and nothing else is
 * left out. Every relative link of these pages leads to a file, and every `#anchor` to a heading.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer } from '../../src/server.js';
import { codeBlocks, RUNNABLE, type CodeBlock } from '../support/markdown-blocks.js';
import { runTsExample } from '../support/run-ts-example.js';

const root = resolve(import.meta.dirname, '../..');
const PAGES = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** What each page's shell blocks must print, besides exiting 0: the flows' own proof that they did their job. */
const SHELL_OUTPUT: Record<string, readonly RegExp[]> = {
  'README.md': [/\{"gameId":"[^"]+","version":\d+,"ok":true,/, /^pass +ending /m, /^ok: \d+ events audited$/m],
  'docs/audit.md': [
    /^pass +signature +signed by key [\w-]+, the current key \(signing since \d{4}-\d\d-\d\d\)$/m,
    /^pass +order +the seed was committed to at .+, before the client seed arrived at /m,
    /^ok: \d+ events audited$/m,
  ],
  'docs/challenges.md': [
    /"entry":\{[^}]*"gameId":"/,
    /HTTP\/1\.1 304 Not Modified/,
    /^from \d{4}-\d{2}-\d{2}: \d{4} [0-9a-f]{16}…, \d{4} [0-9a-f]{16}…$/m,
    /^skip +chain +the export names no chain for /m,
  ],
  'docs/live-play.md': [/^\{"kind":"join","openSeats":\[2,3\]\}$/m, /"seat":\{"seat":2,"name":"Bo","token":"rt_/],
  'docs/players.md': [
    /"games":\[\{"id":"[^"]+","rules":"carbondale","status":"active","seat":2,"yourTurn":/,
    // The new token's secret works: GET /v1/me with it names the token it is.
    /\{"player":\{"id":"[^"]+","handle":"Bo"\},"token":\{"id":"[^"]+","name":"dashboard","scopes":\["read"\]/,
  ],
};

/** What each page's TypeScript blocks must log between them, besides running: their flows' proof, as above. */
const TS_OUTPUT: Record<string, readonly RegExp[]> = {
  // A whole game over GraphQL, refusals with REST's code and status, the export and the server's audit.
  'docs/api.md': [
    /^carbondale over at version \d+: \[\{"seat":\d,"rank":1,"score":/m,
    /^version-conflict 409$/m,
    /^export: \d+ events; the server's audit: ok true$/m,
    // The player's dashboard: the bound game, the tokens, the revoked one refused.
    /^carbondale: seat 1, your turn: (true|false)$/m,
    /^first token \[play read webhooks\], dashboard \[read\]$/m,
    /^invalid-token 401$/m,
    /^Dee 0 ratings; \{"current":0,"longest":0\}$/m,
    /^0 webhooks$/m,
  ],
};

let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rolltape-docs-'));
  server = await startServer({ port: 0, dataDir, secret: 'a-test-secret-for-the-docs-examples' });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Any HTTP error fails the example (the problem document goes to stderr); the echo names each block.
const PRELUDE = 'set -euo pipefail\ncurl() { command curl --fail-with-body --show-error "$@"; }\n';

/** Runs a page's shell blocks in one bash, in a folder under .tmp/ (so `npx rolltape` is this repository's). */
async function runShell(blocks: readonly CodeBlock[]): Promise<{ stdout: string; stderr: string }> {
  const host = new URL(server.url).host;
  const script =
    PRELUDE + blocks.map((b) => `echo '--- ${b.where}' >&2\n${b.code.replaceAll('localhost:8787', host)}`).join('\n');
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const cwd = mkdtempSync(join(root, '.tmp/docs-'));
  try {
    return await promisify(execFile)('bash', ['-c', script], { cwd, maxBuffer: 64 << 20, timeout: 240_000 });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`a shell block failed; its stderr ends with:\n${stderr?.slice(-3000)}`, { cause: error });
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

describe.each(PAGES)('%s', (page) => {
  const blocks = codeBlocks(root, page).filter((b) => RUNNABLE.has(b.lang));
  const toRun = blocks.filter((b) => b.notRun === null);

  test('its shell blocks run in order against a real server', async () => {
    const shell = toRun.filter((b) => b.lang !== 'ts');
    const expected = SHELL_OUTPUT[page] ?? [];
    // A page with expectations must still have blocks to run (marking them all "not run" fails here).
    if (expected.length > 0) expect(shell.length, page).toBeGreaterThan(0);
    if (shell.length === 0) return;
    const { stdout } = await runShell(shell);
    for (const pattern of expected) expect(stdout, `${page} printed`).toMatch(pattern);
  }, 300_000);

  test('its TypeScript blocks run as written against a real server', async () => {
    const logged: string[] = [];
    for (const block of toRun.filter((b) => b.lang === 'ts')) {
      const lines = await runTsExample(block.code, server.url);
      expect(lines.length, block.where).toBeGreaterThan(0);
      logged.push(...lines);
    }
    for (const pattern of TS_OUTPUT[page] ?? []) expect(logged.join('\n'), `${page} logged`).toMatch(pattern);
  }, 120_000);

  test('its relative links lead to files and its anchors to headings', () => {
    const text = readFileSync(join(root, page), 'utf8').replace(/```[\s\S]*?```/g, '');
    const broken = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1]!)
      .filter((href) => !/^[a-z]+:/.test(href))
      .filter((href) => {
        const [path, anchor] = href.split('#') as [string, string | undefined];
        const target = path === '' ? join(root, page) : resolve(root, dirname(page), path);
        if (!existsSync(target)) return true;
        return anchor !== undefined && !headingAnchors(readFileSync(target, 'utf8')).has(anchor);
      });
    expect(broken).toEqual([]);
  });
});

test('every block names its language, so no shell example escapes the run by leaving it out', () => {
  const unnamed = PAGES.flatMap((page) => codeBlocks(root, page)).filter((b) => b.lang === '');
  expect(unnamed.map((b) => b.where)).toEqual([]);
});

test('the README stays a front page (under 200 lines); the reference lives in docs/', () => {
  expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThan(200);
});

test('a block left out says why, in words, and names what covers it or what it needs', () => {
  const marked = PAGES.flatMap((page) => codeBlocks(root, page)).filter((b) => RUNNABLE.has(b.lang) && b.notRun);
  for (const block of marked) expect(block.notRun!.split(' ').length, block.where).toBeGreaterThan(4);
});

/** GitHub's anchors of a Markdown file's headings: lower case, punctuation dropped, spaces as dashes. */
function headingAnchors(markdown: string): Set<string> {
  const headings = markdown.replace(/```[\s\S]*?```/g, '').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((h) =>
      h
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replaceAll(' ', '-'),
    ),
  );
}

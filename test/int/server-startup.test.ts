/**
 * A server that cannot start says why in one line on stderr and exits non-zero, for `npm start`
 * (its build of src/server.ts) and `rolltape serve` alike: no stack trace for a port in use or a short secret.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtServer } from '../support/server-build.js';

const root = resolve(import.meta.dirname, '../..');
/** The node arguments of each way to start a server: `npm start` runs the build, the CLI its TypeScript through tsx. */
const ENTRIES = {
  'npm start': async () => ['--enable-source-maps', await builtServer()],
  'rolltape serve': async () => ['--import', 'tsx', 'src/cli.ts', 'serve'],
} as const;

let dir: string;
let busy: Server;
let busyPort: number;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-startup-'));
  busy = createServer();
  await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
  busyPort = (busy.address() as { port: number }).port;
});
afterAll(() => {
  busy?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(
  entry: () => Promise<string[]>,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const args = await entry();
  return new Promise((done) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ROLLTAPE_DATA_DIR: dir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    // A server that did start would listen forever: stop it so the test fails instead of hanging.
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => (clearTimeout(timer), done({ code, stderr, stdout })));
  });
}

const oneLine = (stderr: string) => stderr.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('npm warn'));

// Each test starts a whole server process (tsx, migrations, threads): slow on a busy machine.
describe.each(Object.entries(ENTRIES))('%s', { timeout: 90_000 }, (_name, entry) => {
  test('a port already in use: one clear line, exit 1', async () => {
    const { code, stderr } = await run(entry, { PORT: String(busyPort) });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual([
      `rolltape: port ${busyPort} on 127.0.0.1 is already in use (is another server running? set PORT to another port, or 0 for any free one)`,
    ]);
  });

  test('a short ROLLTAPE_SECRET: one clear line, exit 1', async () => {
    const { code, stderr } = await run(entry, { PORT: '0', ROLLTAPE_SECRET: 'too-short' });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual(['rolltape: ROLLTAPE_SECRET must be at least 16 characters']);
  });

  test('a malformed limit variable: one clear line naming it, exit 1', async () => {
    const { code, stderr } = await run(entry, { PORT: '0', ROLLTAPE_RATE_LIMIT_MOVE: 'lots' });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual([expect.stringMatching(/^rolltape: ROLLTAPE_RATE_LIMIT_MOVE must be/)]);
  });
});

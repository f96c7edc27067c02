import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { builtServer } from './server-build.js';

const root = resolve(import.meta.dirname, '../..');

/**
 * The server as `npm start` runs it (its build, dist/server.mjs, made from the sources as they are) as
 * its own process on a random port (so a test can kill -9 it), with `env` over the test's own; resolves
 * with its URL once it listens, and fails with its output if it exits first.
 */
export async function spawnServer(
  env: Readonly<Record<string, string>>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--enable-source-maps', await builtServer()], {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) done({ child, url: match[1]! });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => fail(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

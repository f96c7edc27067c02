import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer } from '../../scripts/build-server.js';

const root = resolve(import.meta.dirname, '../..');
const builds = join(root, '.tmp');
let built: Promise<string> | undefined;

/**
 * The server as `npm start` runs it (scripts/build-server.ts), built once per test process from the
 * sources as they are, into a folder of its own under .tmp/ named by the process's id (so parallel
 * test files never read a build another is writing); resolves with its `server.mjs`. Vitest ends its
 * workers without their `exit` handlers, so each build first removes those of processes gone.
 */
export function builtServer(): Promise<string> {
  built ??= (async () => {
    mkdirSync(builds, { recursive: true });
    for (const name of readdirSync(builds)) {
      const pid = /^server-build-(\d+)$/.exec(name)?.[1];
      if (pid !== undefined && !running(Number(pid))) rmSync(join(builds, name), { recursive: true, force: true });
    }
    const dir = join(builds, `server-build-${process.pid}`);
    await buildServer(dir);
    return join(dir, 'server.mjs');
  })();
  return built;
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

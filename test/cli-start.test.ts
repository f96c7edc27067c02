import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '..');

// What `npx rolltape` costs before it does anything: its help, version and usage mistakes answer at once,
// and no command waits for tsx to compile and load the sources one module at a time (bin/rolltape.mjs).
describe('rolltape CLI start', { timeout: 120_000 }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rolltape-cli-start-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the CLI of the checkout at `checkout`; every module any of its processes loads is listed in `loads`. */
  function cli(checkout: string, args: readonly string[], loads?: string) {
    const env = { ...process.env };
    if (loads !== undefined) {
      // A loader hook, in every node started (NODE_OPTIONS), that writes down each module loaded.
      const hook = join(dir, 'log-loads.mjs');
      writeFileSync(
        hook,
        `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`import { appendFileSync } from 'node:fs';
export async function load(url, context, next) { appendFileSync(${JSON.stringify(loads)}, url + '\\\\n'); return next(url, context); }\`));
`,
      );
      env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --import ${hook}`;
    }
    return spawnSync(process.execPath, [join(checkout, 'bin/rolltape.mjs'), ...args], {
      cwd: checkout,
      encoding: 'utf8',
      env,
    });
  }

  /** What `rolltape <args>` loads: the file: URLs of every module, the logging hook's aside. */
  function loadsOf(args: readonly string[], status: number): string[] {
    const loads = join(dir, `loads-${args.join('-')}.txt`);
    rmSync(loads, { force: true });
    const run = cli(root, args, loads);
    expect(run.status).toBe(status);
    return readFileSync(loads, 'utf8')
      .split('\n')
      .filter((url) => url.startsWith('file:') && !url.endsWith('/log-loads.mjs'));
  }

  test('the help, the version and usage mistakes load neither tsx nor zod nor the rules, and little else', () => {
    // Until the bundle is built and known to be fresh: a run after a source changed builds it (with
    // esbuild), and so does the next when a source was saved too close to the build to be sure of it.
    for (let tries = 0; tries < 5 && loadsOf(['--version'], 0).some((url) => url.includes('/esbuild/')); tries++)
      spawnSync('sleep', ['1']);
    const commands = [
      [['--help'], 0],
      [['--version'], 0],
      [['nope'], 2],
      [['audit'], 2],
      [['replay'], 2],
    ] as const;
    for (const [args, status] of commands) {
      const files = loadsOf(args, status);
      // A second node with tsx, which then loaded every game's rules, took 2.5 s of CPU for the help.
      const rules = files.filter(
        (url) =>
          /\/node_modules\/(tsx|zod|esbuild)\/|\/src\/games\//.test(url) ||
          readFileSync(new URL(url), 'utf8').includes('// src/games/'),
      );
      expect(rules, args.join(' ')).toEqual([]);
      const bytes = files.reduce((sum, url) => sum + readFileSync(new URL(url)).length, 0);
      expect(bytes, files.join('\n')).toBeLessThan(128_000);
    }
  });

  describe('in a copy of the checkout', () => {
    let copy: string;
    beforeAll(() => {
      copy = join(dir, 'checkout');
      mkdirSync(copy);
      for (const part of ['bin', 'scripts', 'src', 'package.json', 'tsconfig.json'])
        cpSync(join(root, part), join(copy, part), { recursive: true, preserveTimestamps: true });
      symlinkSync(realpathSync(join(root, 'node_modules')), join(copy, 'node_modules'));
    });

    test('the bundle is built once, and again after a source is edited, with the edit in it', () => {
      expect(cli(copy, ['--help']).stdout).toMatch(/^Usage: rolltape <command>/);
      const built = statSync(join(copy, 'dist/cli.mjs'));
      expect(cli(copy, ['--help']).stdout).toMatch(/^Usage: rolltape <command>/);
      expect(statSync(join(copy, 'dist/cli.mjs'))).toMatchObject({ ino: built.ino, mtimeMs: built.mtimeMs });
      const source = join(copy, 'src/cli.ts');
      writeFileSync(
        source,
        readFileSync(source, 'utf8').replace('Usage: rolltape <command>', 'Usage: edited <command>'),
      );
      expect(cli(copy, ['--help']).stdout).toMatch(/^Usage: edited <command>/);
      expect(cli(copy, ['--help']).stdout).toMatch(/^Usage: edited <command>/);
    });

    test('where it cannot build (dist/ is a file), it runs from the sources', () => {
      rmSync(join(copy, 'dist'), { recursive: true, force: true });
      writeFileSync(join(copy, 'dist'), 'not a folder');
      const run = cli(copy, ['nope']);
      expect(run.stderr).toMatch(/^rolltape: unknown command 'nope'/);
      expect(run.status).toBe(2);
      expect(cli(copy, ['--version']).stdout).toBe(
        `rolltape ${JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version}\n`,
      );
    });
  });
});

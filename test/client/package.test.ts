/**
 * The rolltape-client package as a stranger gets it: built and packed by `npm run build:client` from
 * the repository root, installed by the tarball's absolute path into an empty folder elsewhere (the
 * command its README gives; no server dependencies come along), then `rolltape-audit` audits an
 * honest and a tampered export, and TypeScript files (the README's example among them) type-check
 * against the installed types. Before publishing: `npm publish --dry-run` corrects nothing in the
 * manifest, and @arethetypeswrong/cli finds no problem for ESM consumers.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestApp } from '../support/database.js';
import { codeBlocks } from '../support/markdown-blocks.js';

const root = resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let dir: string;
const clientManifest = () =>
  JSON.parse(readFileSync(join(root, 'packages/client/package.json'), 'utf8')) as Record<string, any>;
let honest: { events: { seq: number; type: string; data: Record<string, unknown> }[] };

/** A finished one-seat Circuit Racer game's export, made through the services over a real database. */
async function finishedExport(): Promise<typeof honest> {
  const { services, database } = await openTestApp();
  try {
    const created = await services.games.createGame({ rules: 'circuit-racer', players: [{ name: 'Pack' }] });
    if (!created.ok) throw new Error(created.error.message);
    const { id } = created.value.game;
    const token = created.value.seats[0]!.token;
    for (let step = 0; step < 2000; step++) {
      const game = await services.games.getGame(id, token);
      if (!game.ok || game.value.status === 'over') break;
      const accept = game.value.legalMoves.find((m) => (m as { type: string }).type === 'accept');
      await services.games.makeMove(id, token, {
        move: accept ?? game.value.legalMoves[game.value.legalMoves.length - 1],
      });
    }
    const result = await services.games.exportGame(id, null);
    if (!result.ok) throw new Error(result.error.message);
    return result.value as typeof honest;
  } finally {
    database.destroy();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-package-'));
  honest = await finishedExport();
  writeFileSync(join(dir, 'game.json'), JSON.stringify(honest));
  const tampered = structuredClone(honest);
  const roll = tampered.events.find((e) => e.type === 'DiceRolled')!;
  roll.data.values = (roll.data.values as number[]).map((v) => (v % 6) + 1);
  writeFileSync(join(dir, 'tampered.json'), JSON.stringify(tampered));

  const built = execFileSync(npm, ['run', 'build:client'], { cwd: root, encoding: 'utf8' });
  // The install command build:client prints, run as printed.
  const install = /^install it in your project with: npm install (\S+\.tgz)$/m.exec(built)![1]!;
  expect(install).toBe(join(root, 'packages/client', `rolltape-client-${clientManifest().version}.tgz`));
  const app = join(dir, 'app');
  execFileSync('mkdir', [app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'auditor', private: true, type: 'module' }));
  // From the local npm cache when it has zod and @noble/hashes; else from the registry.
  execFileSync(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', install], {
    cwd: app,
    stdio: 'pipe',
  });
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const audit = (...args: string[]) =>
  spawnSync(join(dir, 'app/node_modules/.bin/rolltape-audit'), args, { cwd: join(dir, 'app'), encoding: 'utf8' });

describe('the rolltape-client package', () => {
  test('installs with only its own two dependencies, none of the server’s', () => {
    const modules = join(dir, 'app/node_modules');
    const installed = readdirSync(modules)
      .filter((n) => !n.startsWith('.'))
      .flatMap((n) => (n.startsWith('@') ? readdirSync(join(modules, n)).map((m) => `${n}/${m}`) : [n]));
    expect(installed.sort()).toEqual(['@noble/hashes', 'rolltape-client', 'zod']);
    const manifest = JSON.parse(readFileSync(join(modules, 'rolltape-client/package.json'), 'utf8'));
    expect(manifest.license).toBe('MIT');
    expect(readdirSync(join(modules, 'rolltape-client'))).toContain('LICENSE');
  });

  test('rolltape-audit passes an honest export (exit 0) and names the tampered event (exit 1)', () => {
    const ok = audit(join(dir, 'game.json'));
    expect(ok.stdout).toMatch(new RegExp(`^ok: ${honest.events.length} events audited$`, 'm'));
    expect(ok.status).toBe(0);
    const bad = audit(join(dir, 'tampered.json'));
    const seq = honest.events.find((e) => e.type === 'DiceRolled')!.seq;
    expect(bad.stdout).toMatch(
      new RegExp(`^FAILED at event ${seq}: roll ".+" differs from the dice derived from the seed$`, 'm'),
    );
    expect(bad.status).toBe(1);
  });

  test('rolltape-audit follows the conventions: --help, --version, unreadable input, usage errors', () => {
    const help = audit('--help');
    expect(help.stdout).toMatch(/^Usage: rolltape-audit <export.json\|->/);
    expect(help.status).toBe(0);
    expect(audit('--version').stdout.trim()).toBe(`rolltape-audit ${clientManifest().version}`);
    const missing = audit('nowhere.json');
    expect(missing.stderr.trim()).toBe('rolltape-audit: cannot read nowhere.json: no such file (ENOENT)');
    expect(missing.status).toBe(1);
    const usage = audit();
    expect(usage.stderr).toMatch(/missing the export file[\s\S]*--help/);
    expect(usage.status).toBe(2);
    expect(audit('--frobnicate').stderr).toMatch(/unknown option --frobnicate/);
  });

  test('the module imports in node and audits offline; its types narrow per game', () => {
    const script = `import { auditVerdict, firstFailure, RolltapeClient } from 'rolltape-client';
      import { readFileSync } from 'node:fs';
      const client = new RolltapeClient({ baseUrl: 'http://127.0.0.1:9' });
      const report = await client.auditOffline(readFileSync('../game.json', 'utf8'));
      const tampered = await client.auditOffline(readFileSync('../tampered.json', 'utf8'));
      console.log(JSON.stringify({
        ok: report.ok, events: report.events, verdict: auditVerdict(report), first: firstFailure(report) ?? null,
        tampered: auditVerdict(tampered), tamperedFirst: firstFailure(tampered)?.name,
      }));`;
    writeFileSync(join(dir, 'app/check.mjs'), script);
    const out = JSON.parse(execFileSync(process.execPath, ['check.mjs'], { cwd: join(dir, 'app'), encoding: 'utf8' }));
    const seq = honest.events.find((e) => e.type === 'DiceRolled')!.seq;
    expect(out).toEqual({
      ok: true,
      events: honest.events.length,
      // The verdicts rolltape audit and the replay page state, exported with the client (docs/audit.md).
      verdict: { outcome: 'verified' },
      first: null,
      tampered: { outcome: 'failed', failure: expect.objectContaining({ name: 'dice', status: 'fail', seq }) },
      tamperedFirst: 'dice',
    });

    writeFileSync(
      join(dir, 'app/typed.ts'),
      `import { auditVerdict, firstFailure, RolltapeClient, verifyWebhook, type AuditCheck, type AuditVerdict, type Game, type PlayerGame } from 'rolltape-client';
      export async function hand(client: RolltapeClient, id: string, token: string): Promise<number> {
        const game: Game<'carbondale'> = await client.get<'carbondale'>(id, token);
        const wrong: string = game.view; // must not compile: a view is not a string
        return game.legalMoves.length + wrong.length;
      }
      export async function dashboard(client: RolltapeClient, token: string, body: string, headers: Record<string, string>) {
        const games: readonly PlayerGame[] = await client.myGames(token, 'active');
        const hook = await client.registerWebhook(token, { url: 'https://bot.example.com/rolltape', events: ['turn'] });
        const { event } = await verifyWebhook(hook.secret, body, headers);
        return games.filter((g) => g.yourTurn).length + (event.type === 'turn' ? event.data.seat : 0);
      }
      export async function said(client: RolltapeClient, file: string): Promise<string> {
        const report = await client.auditOffline(file);
        const verdict: AuditVerdict = auditVerdict(report);
        const first: AuditCheck | undefined = firstFailure(report);
        if (verdict.outcome === 'failed') return verdict.failure.detail + (first?.seq ?? '');
        return verdict.outcome === 'verified' ? 'ok' : verdict.skipped.detail;
      }`,
    );
    // The README's whole-game example, as a consumer would paste it (test/client/package-readme.test.ts runs it).
    const [example] = codeBlocks(root, 'packages/client/README.md').filter((b) => b.lang === 'ts');
    writeFileSync(join(dir, 'app/readme-example.ts'), example!.code);
    writeFileSync(
      join(dir, 'app/tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'ESNext',
          moduleResolution: 'Bundler',
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['typed.ts', 'readme-example.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
      cwd: join(dir, 'app'),
      encoding: 'utf8',
    });
    // Exactly the one planted error: the package's own declarations and the README's example check
    // clean, and the view is typed.
    expect(tsc.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        /typed\.ts\(4,15\): error TS2322: Type '(CarbondaleView|{ readonly phase: .*)' is not assignable to type 'string'/,
      ),
    ]);
  }, 300_000);

  test('the module a browser loads imports nothing of node (only its two dependencies and its own chunks)', () => {
    const dist = join(dir, 'app/node_modules/rolltape-client/dist');
    const modules = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.js') && f !== 'rolltape-audit.js',
    );
    expect(modules).toContain('index.js');
    // Static imports and re-exports (at a line's start, as esbuild writes them) and dynamic import()s.
    const specifiers = (code: string) =>
      [
        ...code.matchAll(/^(?:import|export)\b[^;]*?["']([^"']+)["'];?$/gm),
        ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
      ].map((m) => m[1]!);
    const imported = modules.flatMap((f) => specifiers(readFileSync(join(dist, f), 'utf8')));
    expect(imported).toEqual(expect.arrayContaining(['zod']));
    expect(imported.filter((s) => !s.startsWith('./') && !/^(zod|@noble\/hashes)(\/|$)/.test(s))).toEqual([]);
  });

  test('npm publish --dry-run takes the manifest as it is: nothing to correct, nothing missing', () => {
    const publish = spawnSync(npm, ['publish', '--dry-run'], { cwd: join(root, 'packages/client'), encoding: 'utf8' });
    expect(publish.status).toBe(0);
    // The only warning a dry run may give is that nobody is logged in to the registry.
    const warnings = publish.stderr.split('\n').filter((line) => /\bwarn\b/i.test(line));
    expect(warnings.filter((line) => !/requires you to be logged in/.test(line))).toEqual([]);
    const manifest = clientManifest();
    expect(Object.keys(manifest)).toEqual(expect.arrayContaining(['files', 'exports', 'types', 'engines']));
    expect(manifest.engines.node).toBe(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node);
  }, 120_000);

  test('@arethetypeswrong/cli: no problem for ESM consumers (node16 from ESM, bundlers)', () => {
    // From node_modules/.bin, as npm scripts find it (a dev dependency); the machine's PATH after it.
    const attw = spawnSync('attw', ['--pack', 'packages/client', '--profile', 'esm-only', '--format', 'json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
    });
    expect(attw.error).toBeUndefined();
    const report = JSON.parse(attw.stdout) as { analysis: { problems: unknown[] } };
    expect(report.analysis.problems.filter(esmProblem)).toEqual([]);
    expect(attw.status).toBe(0);
  }, 120_000);
});

/** attw's problems that the esm-only profile counts (it ignores those of the node10 and node16-cjs resolutions). */
function esmProblem(problem: unknown): boolean {
  const { resolutionKind } = problem as { resolutionKind?: string };
  return resolutionKind !== 'node10' && resolutionKind !== 'node16-cjs';
}

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestApp } from './support/database.js';

const root = resolve(import.meta.dirname, '..');
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [resolve(root, 'bin/rolltape.mjs'), ...args], { cwd: root, encoding: 'utf8' });

// Each test starts the CLI, which compiles the TypeScript it runs: seconds alone, over 30 s beside other work on
// this 2-core machine, so a hang is caught at 2 minutes rather than a slow start failed.
describe('rolltape CLI on an exported game', { timeout: 120_000 }, () => {
  let dir: string;
  let exported: { events: { type: string; data: Record<string, unknown> }[] };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rolltape-cli-'));
    const { services, database } = await openTestApp();
    const created = await services.games.createGame({ rules: 'circuit-racer', players: [{ name: 'Cli' }] });
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
    exported = result.value as typeof exported;
    writeFileSync(join(dir, 'game.json'), JSON.stringify(exported));
    database.destroy();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A running Carbondale game as its first seat exports it (the others' hands and the decks hidden), saved as `name`. */
  async function runningCarbondale(name: string) {
    const { services, database } = await openTestApp();
    try {
      const created = await services.games.createGame({
        rules: 'carbondale',
        players: [{ name: 'Ada' }, { name: 'Bo', bot: 'default' }],
      });
      if (!created.ok) throw new Error(created.error.message);
      const result = await services.games.exportGame(created.value.game.id, created.value.seats[0]!.token);
      if (!result.ok) throw new Error(result.error.message);
      const running = result.value as { status: string; events: { seq: number; redacted: boolean }[] };
      const hidden = running.events.filter((e) => e.redacted).map((e) => e.seq);
      expect(running.status).toBe('active');
      expect(hidden[0]).toBeGreaterThan(1);
      writeFileSync(join(dir, name), JSON.stringify(running));
      return { running, hidden };
    } finally {
      database.destroy();
    }
  }

  test('audit passes an honest export and exits 0', () => {
    const run = cli('audit', join(dir, 'game.json'));
    expect(run.stdout).toMatch(/^ok: \d+ events audited/m);
    expect(run.status).toBe(0);
  });

  test('audit fails a tampered export and exits 1', () => {
    const tampered = structuredClone(exported);
    const roll = tampered.events.find((e) => e.type === 'DiceRolled')!;
    roll.data.values = (roll.data.values as number[]).map((v) => (v % 6) + 1);
    writeFileSync(join(dir, 'tampered.json'), JSON.stringify(tampered));
    const run = cli('audit', join(dir, 'tampered.json'));
    expect(run.stdout).toMatch(/^fail\s+dice/m);
    const seq = tampered.events.indexOf(roll) + 1;
    expect(run.stdout).toMatch(
      new RegExp(`^FAILED at event ${seq}: roll ".+" differs from the dice derived from the seed$`, 'm'),
    );
    expect(run.status).toBe(1);
  });

  test('replay refuses a tampered export, naming the check the audit fails, and prints no view', () => {
    const tampered = structuredClone(exported);
    const roll = tampered.events.find((e) => e.type === 'DiceRolled')!;
    roll.data.values = (roll.data.values as number[]).map((v) => (v % 6) + 1);
    writeFileSync(join(dir, 'tampered-replay.json'), JSON.stringify(tampered));
    const run = cli('replay', join(dir, 'tampered-replay.json'));
    const seq = tampered.events.indexOf(roll) + 1;
    expect(run.stderr).toMatch(
      new RegExp(`^rolltape: .+: the dice check fails at event ${seq}: roll ".+" differs`, 'm'),
    );
    expect(run.stdout).toBe('');
    expect(run.status).toBe(1);
  });

  test('--commitment must be 64 hex digits: anything else is a usage mistake (exit 2)', () => {
    for (const bad of ['zz', 'ab'.repeat(31)]) {
      const run = cli('audit', join(dir, 'game.json'), '--commitment', bad);
      expect(run.stderr).toMatch(/^rolltape: --commitment must be a seedCommitment: 64 hex digits \(sha256\)/);
      expect(run.stdout).toBe('');
      expect(run.status).toBe(2);
    }
  });

  test('--commitment of the right form goes on to the audit, which checks it against the file', () => {
    const run = cli('audit', join(dir, 'game.json'), '--commitment', 'AB'.repeat(32));
    expect(run.stdout).toMatch(/^fail\s+order\s+a commitment was expected, but the game was not created with one/m);
    expect(run.status).toBe(1);
  });

  test('options may come before the file, as the README writes `rolltape audit --keys keys.json game.json`', () => {
    const run = cli('audit', '--commitment', 'AB'.repeat(32), join(dir, 'game.json'));
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^fail\s+order\s+a commitment was expected/m);
    expect(run.status).toBe(1);
    const seat = execFileSync(
      process.execPath,
      [resolve(root, 'bin/rolltape.mjs'), 'replay', '--seat', '1', '--at', '1', join(dir, 'game.json')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(JSON.parse(seat)).toMatchObject({ version: 1, seat: 1 });
  });

  test('audit names a truncated tape', () => {
    writeFileSync(join(dir, 'cut.json'), JSON.stringify({ ...exported, events: exported.events.slice(0, -3) }));
    const run = cli('audit', join(dir, 'cut.json'));
    expect(run.stdout).toMatch(
      /^FAILED at event \d+: the export says version \d+ but holds \d+ events: the tape was cut$/m,
    );
    expect(run.status).toBe(1);
  });

  test("audit of a running game's export with hidden cards: the file checked, nothing failed, exit 0", async () => {
    const { running, hidden } = await runningCarbondale('running.json');
    const run = cli('audit', join(dir, 'running.json'));
    expect(run.stdout).toMatch(
      new RegExp(
        `^skip\\s+export\\s+the file holds events 1 to ${running.events.length}, .* events? ${hidden[0]}\\b.* hidden from you until the game is over`,
        'm',
      ),
    );
    expect(run.stdout).toMatch(
      /^ok so far: the file is whole and nothing failed; its tape is audited once nothing in it is hidden$/m,
    );
    expect(run.stdout).not.toMatch(/^fail/m);
    expect(run.status).toBe(0);
  });

  test("audit of a running game's export with nothing hidden: ok so far, its rolls not yet re-derived from the seed, exit 0", async () => {
    const { services, database } = await openTestApp();
    try {
      const created = await services.games.createGame({ rules: 'circuit-racer', players: [{ name: 'Ada' }] });
      if (!created.ok) throw new Error(created.error.message);
      const { id } = created.value.game;
      const token = created.value.seats[0]!.token;
      const game = await services.games.getGame(id, token);
      if (!game.ok) throw new Error(game.error.message);
      await services.games.makeMove(id, token, { move: game.value.legalMoves[0] });
      const result = await services.games.exportGame(id, token);
      if (!result.ok) throw new Error(result.error.message);
      const running = result.value as { status: string; events: { redacted: boolean }[] };
      expect(running.status).toBe('active');
      expect(running.events.filter((e) => e.redacted)).toEqual([]);
      writeFileSync(join(dir, 'running-open.json'), JSON.stringify(running));
      const run = cli('audit', join(dir, 'running-open.json'));
      expect(run.stdout).toMatch(/^skip\s+commitment\s+the game is still running; its seed is revealed when it ends$/m);
      expect(run.stdout).toMatch(
        new RegExp(
          `^ok so far: ${running.events.length} events audited and nothing failed; the rolls and shuffles are re-derived from the seed once it is revealed$`,
          'm',
        ),
      );
      expect(run.stdout).not.toMatch(/^fail|^ok: /m);
      expect(run.status).toBe(0);
    } finally {
      database.destroy();
    }
  });

  test("replay of a running game's export draws the versions before its first hidden event and refuses later ones, naming it (exit 3: not yet)", async () => {
    const { running, hidden } = await runningCarbondale('running-replay.json');
    const file = join(dir, 'running-replay.json');
    const first = hidden[0]!;
    const drawn = cli('replay', file, '--at', String(first - 1), '--seat', '1');
    expect(drawn.stderr).toBe('');
    expect(JSON.parse(drawn.stdout)).toMatchObject({ version: first - 1, seat: 1, pending: {}, view: {} });
    expect(drawn.status).toBe(0);
    const drawable = first === 2 ? 'Version 1 replays' : `Versions 1 to ${first - 1} replay`;
    for (const [args, version] of [[['--at', String(first)], first] as const, [[], running.events.length] as const]) {
      const refused = cli('replay', file, ...args);
      expect(refused.stderr.trim()).toBe(
        `rolltape: ${file}: Version ${version} cannot be drawn from this file: event ${first} is hidden from you until the game is over. ` +
          `${drawable} from it (--at ${first - 1}); export it again once it is over to replay the rest.`,
      );
      expect(refused.stdout).toBe('');
      // Not yet, rather than a failure: a script tells the two apart (rolltape --help, docs/audit.md).
      expect(refused.status).toBe(3);
    }
    // The same running export, cut: a failure, exit 1, whatever version is asked for.
    writeFileSync(join(dir, 'running-cut.json'), JSON.stringify({ ...running, events: running.events.slice(0, -1) }));
    for (const args of [['--at', String(first)], ['--at', '1'], []]) {
      const cut = cli('replay', join(dir, 'running-cut.json'), ...args);
      expect(cut.stderr).toMatch(/^rolltape: .+running-cut\.json: the export check fails/);
      expect(cut.stdout).toBe('');
      expect(cut.status).toBe(1);
    }
  });

  test('replay prints the view at a version, for a seat or a spectator', () => {
    const out = execFileSync(
      process.execPath,
      [resolve(root, 'bin/rolltape.mjs'), 'replay', join(dir, 'game.json'), '--at', '1', '--seat', '1'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toMatchObject({
      version: 1,
      seat: 1,
      pending: { kind: 'choice' },
      view: { circuit: 1, position: 0 },
    });
    const end = JSON.parse(
      execFileSync(process.execPath, [resolve(root, 'bin/rolltape.mjs'), 'replay', join(dir, 'game.json')], {
        cwd: root,
        encoding: 'utf8',
      }),
    );
    expect(end).toMatchObject({ version: exported.events.length, seat: null, pending: { kind: 'over' } });
  });

  test('replay refuses a version or seat the game does not have as a usage mistake (exit 2), naming the valid ones', () => {
    const last = exported.events.length;
    for (const at of [String(last + 1), '0']) {
      const past = cli('replay', join(dir, 'game.json'), '--at', at);
      expect(past.stderr).toBe(
        `rolltape: --at: this game has versions 1 to ${last}\nRun 'rolltape --help' for usage.\n`,
      );
      expect(past.stdout).toBe('');
      expect(past.status).toBe(2);
    }
    const seat = cli('replay', join(dir, 'game.json'), '--seat', '2');
    expect(seat.stderr).toMatch(/^rolltape: --seat: this game has one seat, 1$/m);
    expect(seat.stderr).toMatch(/Run 'rolltape --help' for usage/);
    expect(seat.stdout).toBe('');
    expect(seat.status).toBe(2);
    const typo = cli('replay', join(dir, 'game.json'), '--version', '3');
    expect(typo.stderr).toMatch(/unknown option --version/);
    expect(typo.status).toBe(2);
  });

  test('an unknown command is named on stderr with a pointer to --help, and exits 2', () => {
    const run = cli('nope');
    expect(run.stderr).toMatch(/^rolltape: unknown command 'nope' \(commands: serve, audit, replay, signing-key\)$/m);
    expect(run.stderr).toMatch(/Run 'rolltape --help' for usage/);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(2);
    expect(cli().stderr).toMatch(/missing a command/);
    expect(cli().status).toBe(2);
  });

  test('--help prints the usage to stdout and exits 0; --version prints the version', () => {
    for (const flag of ['--help', '-h']) {
      const help = cli(flag);
      expect(help.stdout).toMatch(/^Usage: rolltape <command>/);
      // Every exit status, the replay's "not yet" among them.
      expect(help.stdout).toMatch(
        /^Exit status: 0 success; 1 failure .+; 2 wrong usage \(replay: also a version or seat the game does not have.+\);\s+3 replay: not yet \(/ms,
      );
      expect(help.stderr).toBe('');
      expect(help.status).toBe(0);
    }
    expect(cli('audit', '--help').stdout).toMatch(/^Usage: rolltape/);
    const version = cli('--version');
    expect(version.stdout.trim()).toBe(
      `rolltape ${JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version}`,
    );
    expect(version.status).toBe(0);
  });

  test('an unreadable file is named, with the reason, and exits 1', () => {
    const missing = cli('audit', join(dir, 'missing.json'));
    expect(missing.stderr.trim()).toBe(`rolltape: cannot read ${join(dir, 'missing.json')}: no such file (ENOENT)`);
    expect(missing.status).toBe(1);
    expect(cli('audit', dir).stderr.trim()).toBe(`rolltape: cannot read ${dir}: it is a directory (EISDIR)`);
    writeFileSync(join(dir, 'broken.json'), '{"format": ');
    expect(cli('replay', join(dir, 'broken.json')).stderr).toMatch(
      new RegExp(`^rolltape: ${join(dir, 'broken.json')} is not JSON: `),
    );
    writeFileSync(join(dir, 'other.json'), '{"hello": 1}');
    expect(cli('audit', join(dir, 'other.json')).stderr.trim()).toBe(
      `rolltape: ${join(dir, 'other.json')}: not a Rolltape export (format rolltape.export/1)`,
    );
    expect(cli('audit').stderr).toMatch(/audit: missing the export file/);
  });
});

/**
 * packages/client/README.md as a stranger reads it: its TypeScript example (create, legal moves, live
 * updates, moves to the end, export, offline audit) runs as written against a real server, and every
 * other block says why it is not run here.
 */
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { codeBlocks, RUNNABLE } from '../support/markdown-blocks.js';
import { runTsExample } from '../support/run-ts-example.js';
import { clientServer } from './harness.js';

const harness = clientServer();
const root = resolve(import.meta.dirname, '../..');
const blocks = codeBlocks(root, 'packages/client/README.md');

describe('the client package README', () => {
  test('every shell block is run elsewhere, and says where', () => {
    const shell = blocks.filter((b) => b.lang !== 'ts');
    expect(shell.length).toBeGreaterThan(0);
    for (const block of shell) {
      expect(RUNNABLE.has(block.lang), block.where).toBe(true);
      expect(block.notRun, block.where).toMatch(/test\/client\/package\.test\.ts/);
    }
  });

  test('its whole-game example runs as written: legal moves, live updates, a finished game, an audit that holds', async () => {
    const examples = blocks.filter((b) => b.lang === 'ts');
    expect(examples).toHaveLength(1);
    expect(examples[0]!.notRun).toBeNull();
    expect(examples[0]!.code).toMatch(/^import \{ RolltapeClient \} from 'rolltape-client';$/m);
    const logged = await runTsExample(examples[0]!.code, harness.url);

    const labels = JSON.parse(logged[0]!) as string[];
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(/^[A-Z]/);
    const updates = logged.filter((line) => /^version \d+: \d+ new events$/.test(line));
    expect(updates.length).toBeGreaterThan(0);
    const summary = logged.find((line) => line.startsWith('standings '))!;
    expect(summary).toMatch(/^standings \{"lowerIsBetter":(true|false),"players":\[\{"seat":1,"rank":1,/);
    expect(summary).toMatch(new RegExp(`updates received ${updates.length}$`));
    expect(logged.at(-1)).toMatch(/^audit ok: \d+ events$/);
  }, 120_000);
});

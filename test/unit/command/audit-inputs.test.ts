/** `auditInputs`: the operand and flags of `rolltape audit` and `rolltape-audit`, read in one order. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditInputs } from '../../../src/command/audit-inputs.js';
import { UsageError } from '../../../src/command/conventions.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'audit-inputs-'));
  writeFileSync(join(dir, 'not-an-export.json'), '{"hello": 1}');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('auditInputs', () => {
  test('a malformed --commitment is a usage mistake said before any file is opened', () => {
    const read = () => auditInputs([join(dir, 'missing.json'), '--commitment', 'abc'], 'the export file');
    expect(read).toThrow(UsageError);
    expect(read).toThrow(/^--commitment must be a seedCommitment/);
  });

  test('then --keys and --chain are read, naming the file that cannot be', () => {
    const keys = join(dir, 'no-keys.json');
    expect(() => auditInputs([join(dir, 'missing.json'), '--keys', keys], 'the export file')).toThrow(
      `cannot read ${keys}: no such file (ENOENT)`,
    );
    const chain = join(dir, 'no-chain.json');
    expect(() => auditInputs(['--chain', chain, join(dir, 'missing.json')], 'the export file')).toThrow(
      `cannot read ${chain}: no such file (ENOENT)`,
    );
  });

  test('then the export, named when it is not one; the operand missing is said in the words given', () => {
    const file = join(dir, 'not-an-export.json');
    expect(() => auditInputs([file], 'the export file')).toThrow(new RegExp(`^${file}: `));
    expect(() => auditInputs([], 'the export file to audit')).toThrow('missing the export file to audit');
  });
});

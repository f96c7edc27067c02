/** Reads an exported game from a file (or `-`: stdin), saying which file and why when it cannot. */
import { readFileSync } from 'node:fs';
import { parseExport, type ExportedGame } from '../core/export-audit.js';

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a directory',
  EPERM: 'operation not permitted',
};

/** The file's JSON; throws `cannot read <file>: <why>` or `<file> is not JSON: <why>`. */
export function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new Error(
      `cannot read ${path === '-' ? 'standard input' : path}: ${REASONS[code] ?? (error as Error).message}${code ? ` (${code})` : ''}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path === '-' ? 'standard input' : path} is not JSON: ${(error as Error).message}`);
  }
}

/** The exported game in `path`; throws `<file>: <why>` when the JSON is not an export. */
export function readExportFile(path: string): ExportedGame {
  const parsed = parseExport(readJsonFile(path));
  if (typeof parsed === 'string') throw new Error(`${path === '-' ? 'standard input' : path}: ${parsed}`);
  return parsed;
}

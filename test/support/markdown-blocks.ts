/**
 * The fenced code blocks of a Markdown file, for the tests that run the documentation's examples. A
 * block that cannot run as written (a placeholder path, a deployment) says so just before it, with
 * `<!-- not run: reason -->`: the tests run every other block, so none is skipped silently.
 */
import { readFileSync } from 'node:fs';

export interface CodeBlock {
  /** The file, relative to the repository root, and the line of the opening fence: for failure messages. */
  readonly where: string;
  /** The fence's language: `sh`, `bash`, `ts`, `graphql`, ``(none)… */
  readonly lang: string;
  readonly code: string;
  /** The reason of the `<!-- not run: … -->` comment just before the block, or null when it runs. */
  readonly notRun: string | null;
}

const NOT_RUN = /^<!-- not run: (.+?) -->$/;

export function codeBlocks(root: string, file: string): CodeBlock[] {
  const lines = readFileSync(`${root}/${file}`, 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    // A fence may be indented (a block inside a list item); its lines lose that indentation.
    const open = /^( *)(`{3,})(\S*)/.exec(lines[i]!);
    if (open === null) continue;
    const [, indent, fence, lang] = open as unknown as [string, string, string, string];
    const end = lines.findIndex((line, j) => j > i && line.trim() === fence);
    if (end < 0) throw new Error(`${file}:${i + 1}: unclosed code fence`);
    let before = i - 1;
    while (before >= 0 && lines[before]!.trim() === '') before--;
    blocks.push({
      where: `${file}:${i + 1}`,
      lang,
      code: lines
        .slice(i + 1, end)
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n'),
      notRun: NOT_RUN.exec(lines[before]?.trim() ?? '')?.[1] ?? null,
    });
    i = end;
  }
  return blocks;
}

/** The languages whose blocks the documentation tests run (or require to be marked not run). */
export const RUNNABLE = new Set(['sh', 'bash', 'ts']);

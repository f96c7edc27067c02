/**
 * What a board draws in one of its named groups of lines (phone-lines.tsx: `title`, `status`, `goal`):
 * the texts of that group, one a line, as a person reads them.
 */
export function drawnLines(svg: string, name: string): string[] {
  const group = new RegExp(`<g class="${name}">(.*?)</g>`).exec(svg);
  if (group === null) throw new Error(`the board draws no "${name}" lines`);
  return [...group[1]!.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]!.replaceAll('&#39;', "'").replaceAll('&amp;', '&'),
  );
}

/** The board's accessible title (its <title>). */
export const svgTitle = (svg: string): string =>
  /<title>([^<]*)<\/title>/.exec(svg)![1]!.replaceAll('&#39;', "'").replaceAll('&amp;', '&');

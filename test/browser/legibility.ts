/**
 * What a player can read on a board, measured in the browser as drawn (after the SVG is scaled into
 * the page): every text's rendered font size, whether two texts' boxes overlap, and whether a text
 * runs past the board's edge. A line condensed with `textLength` counts at its condensed size.
 */
import type { Page } from 'playwright-core';

/** The smallest text a player should have to read, in CSS pixels as drawn. */
export const MIN_TEXT_PX = 9;
/** Boxes may touch by this much (a glyph box is a little taller than the ink in it). */
const SLACK_PX = 1;

export interface TextProblem {
  readonly kind: 'small' | 'overlap' | 'cut';
  readonly text: string;
  readonly detail: string;
}

/** The legibility problems of the first board (`svg.board`) inside `scope` on `page`. */
export function legibilityProblems(page: Page, scope = '.board-wrap'): Promise<TextProblem[]> {
  return page.evaluate(
    ({ scope, min, slack }) => {
      const svg = document.querySelector<SVGSVGElement>(`${scope} svg.board`);
      if (svg === null) return [{ kind: 'cut' as const, text: '', detail: `no board in ${scope}` }];
      const edge = svg.getBoundingClientRect();
      const texts = [...svg.querySelectorAll<SVGTextElement>('text')].filter((t) => t.textContent?.trim());
      const problems: { kind: 'small' | 'overlap' | 'cut'; text: string; detail: string }[] = [];
      const boxes = texts.map((t) => {
        const ctm = t.getScreenCTM();
        const scale = ctm === null ? 1 : Math.hypot(ctm.a, ctm.b);
        let size = parseFloat(getComputedStyle(t).fontSize) * scale;
        // A condensed line reads as small as its glyphs are squeezed.
        const fitted = t.getAttribute('textLength');
        if (fitted !== null) {
          const free = t.cloneNode(true) as SVGTextElement;
          free.removeAttribute('textLength');
          free.removeAttribute('lengthAdjust');
          t.parentNode!.appendChild(free);
          const natural = free.getComputedTextLength();
          free.remove();
          if (natural > 0) size *= Math.min(1, Number(fitted) / natural);
        }
        const text = t.textContent!.trim();
        if (size < min) problems.push({ kind: 'small', text, detail: `${size.toFixed(1)} px` });
        const r = t.getBoundingClientRect();
        if (
          r.left < edge.left - slack ||
          r.top < edge.top - slack ||
          r.right > edge.right + slack ||
          r.bottom > edge.bottom + slack
        )
          problems.push({
            kind: 'cut',
            text,
            detail: `[${r.left.toFixed(0)}, ${r.top.toFixed(0)}, ${r.right.toFixed(0)}, ${r.bottom.toFixed(0)}] outside [${edge.left.toFixed(0)}, ${edge.top.toFixed(0)}, ${edge.right.toFixed(0)}, ${edge.bottom.toFixed(0)}]`,
          });
        return { text, r };
      });
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!.r;
          const b = boxes[j]!.r;
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (w > slack && h > slack)
            problems.push({
              kind: 'overlap',
              text: boxes[i]!.text,
              detail: `overlaps "${boxes[j]!.text}" by ${w.toFixed(0)}×${h.toFixed(0)} px`,
            });
        }
      return problems;
    },
    { scope, min: MIN_TEXT_PX, slack: SLACK_PX },
  );
}

/** How many texts the first board in `scope` draws (a test that measured nothing would pass). */
export const textCount = (page: Page, scope = '.board-wrap'): Promise<number> =>
  page.locator(`${scope} svg.board text`).count();

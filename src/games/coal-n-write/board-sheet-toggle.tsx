/**
 * The button that opens another player's folded sheet in full on a phone's page, and folds it again:
 * drawn at the sheet's top right, a keyboard-reachable button that says whether the sheet is open
 * (aria-expanded), so a screen reader reaches every sheet's content by it, as a sighted player does.
 */
import { INK } from '../../board/kit.js';

/** The button's box, from the sheet frame's right edge and top. */
export const TOGGLE = { w: 84, h: 22, dx: 8 + 84, dy: 7 } as const;

export function SheetToggle(props: {
  /** The sheet frame's right edge, and its top. */
  right: number;
  y: number;
  /** Whose sheet it is, as its heading names them. */
  who: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { right, y, who, open, onToggle } = props;
  const x = right - TOGGLE.dx;
  const words = open ? 'Hide sheet' : 'Show sheet';
  return (
    <g
      class="pick sheet-toggle"
      role="button"
      tabindex={0}
      aria-expanded={open ? 'true' : 'false'}
      // The visible words first (voice control speaks them), then whose sheet.
      aria-label={`${words}: ${who}`}
      onClick={onToggle}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onToggle();
        }
      }}
    >
      <rect x={x} y={y + TOGGLE.dy} width={TOGGLE.w} height={TOGGLE.h} rx="4" fill="#f7efd9" stroke={INK} />
      <text x={x + TOGGLE.w / 2} y={y + TOGGLE.dy + 15} text-anchor="middle" font-size="12" font-weight="bold">
        {words}
      </text>
    </g>
  );
}

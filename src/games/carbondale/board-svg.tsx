/**
 * Carbondale at the table: both players' networks laid out on their grids (y up, as the rules count
 * it), the viewer's hand face up and the opponent's as card backs with a count, the face-up and
 * face-down piles, the draw pile and spares, and the challenges so far. Suits are told by their
 * symbol (♣ ♠ ♡ ♢) and by a letter in each card's corner, not by colour. Clicking the draw pile or a
 * card on the opponent's face-up pile draws it when that is legal.
 */
import { FittedText, findMove, INK, Label, MUTED, pick, SeatMarker, Svg, type BoardProps } from '../../board/kit.js';
import { PHONE_LINE, PhoneLines, phoneLines } from '../../board/phone-lines.js';
import { statusOf, SYMBOL } from './board-status.js';
import type { CarbondaleMove } from './moves.js';
import type { CarbondaleCardView, CarbondalePlayerView, CarbondaleView } from './view-types.js';

const W = 1000;
/**
 * Who is to play and the goal, each in at most two lines a phone shows whole (phone-lines.tsx); two
 * lines are kept for each, so the networks do not move as the status grows and shrinks.
 */
const TITLE = { x: 20, y: 26, size: 16, bold: true, line: 20, breakAfter: [':', ';', ','] } as const;
const GOAL = { x: 20, y: TITLE.y + TITLE.line + 18, size: 12, line: 15, breakAfter: [':', '·'] } as const;
/** The two players' networks, side by side under the goal. */
const NETWORK_Y = GOAL.y + GOAL.line + 12;
/** Each player's hand and face-up pile, under the networks. */
const PILES_Y = NETWORK_Y + 415;
/** The row under both players' piles: the draw pile and the last challenges. */
const SHARED_Y = NETWORK_Y + 580;
const CW = 40;
/** How far apart a row of `n` cards is laid so that it stays in its player's 460-wide half. */
const fan = (n: number): number => Math.min(CW + 4, (460 - CW) / Math.max(1, n - 1));
const CH = 54;
/** The last challenges shown, one a line. */
const DUEL_LINES = 3;
const DUEL_LINE = 18;
/**
 * Where the last challenges' first line is drawn: beside the draw pile on a laptop (and in board.svg);
 * on a phone's page (narrow) under it at the board's left, where a phone shows it (at x 260 it ran
 * off the screen). Each line is as wide as a phone shows, in either place.
 */
const DUELS_AT = { x: 260, y: SHARED_Y + 16 } as const;
const NARROW_DUELS_AT = { x: 20, y: SHARED_Y + CH + 10 + 18 } as const;
/** The board's height: room for the challenges' lines under the draw pile on a phone's page. */
const heightOf = (narrow: boolean | undefined): number =>
  narrow ? NARROW_DUELS_AT.y + (DUEL_LINES - 1) * DUEL_LINE + 12 : NETWORK_Y + 656;
const SUIT_NAME: Readonly<Record<string, string>> = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' };
const rankName = (rank: number) => (rank === 1 ? 'A' : String(rank));
export const cardLabel = (c: CarbondaleCardView) => `${rankName(c.rank)} of ${SUIT_NAME[c.suit]}`;

export function CarbondaleBoard({
  view,
  legalMoves,
  onMove,
  names,
  narrow,
}: BoardProps<CarbondaleView, CarbondaleMove>) {
  const status = statusOf(view);
  return (
    <Svg width={W} height={heightOf(narrow)} title={`Carbondale: ${status}`}>
      <PhoneLines name="title" at={TITLE} lines={phoneLines(status, TITLE)} />
      <PhoneLines name="goal" at={GOAL} fill={MUTED} lines={phoneLines(goalLine(view), GOAL)} />
      {view.players.map((p, i) => (
        <Network
          player={p}
          x={20 + i * 490}
          y={NETWORK_Y}
          you={view.you === p.seat}
          active={view.active === p.seat}
          name={names?.[p.seat - 1]}
        />
      ))}
      <Piles view={view} legalMoves={legalMoves} onMove={onMove} />
      <Duels view={view} at={narrow ? NARROW_DUELS_AT : DUELS_AT} />
    </Svg>
  );
}

const goalLine = (view: CarbondaleView): string =>
  `Goal: one network suit sum ≥ ${view.goalHigh} and the other ≥ ${view.goalLow} · ♣ ♠ build, ♡ ♢ score`;

/** A card's corner text, in board units whatever the card's scale, so a shrunk network still reads. */
const CORNER_TEXT = 12;

/**
 * A card face. `scale` is the factor its group is drawn at (a wide network shrinks its cards): the
 * corner text grows to make up for it, and the big suit symbol is left out once the card is too
 * small for both (the corner names the suit).
 */
function Card(props: { card: CarbondaleCardView; x: number; y: number; label?: string; scale?: number }) {
  const { card, x, y } = props;
  const k = props.scale ?? 1;
  const red = card.suit === 'H' || card.suit === 'D';
  const ink = red ? '#C1440E' : INK;
  const corner = CORNER_TEXT / k;
  return (
    <g role="img" aria-label={props.label ?? cardLabel(card)}>
      <rect x={x} y={y} width={CW} height={CH} rx="4" fill="#fff" stroke={INK} />
      <text x={x + 3} y={y + 2 + corner} font-size={corner} font-weight="bold" fill={ink}>
        {rankName(card.rank)}
        {card.suit}
      </text>
      {22 * k >= CORNER_TEXT && (
        <text x={x + CW / 2} y={y + 46} text-anchor="middle" font-size="22" fill={ink}>
          {SYMBOL[card.suit]}
        </text>
      )}
    </g>
  );
}

function CardBack({ x, y }: { x: number; y: number }) {
  return <rect x={x} y={y} width={CW} height={CH} rx="4" fill="url(#dots)" stroke={INK} aria-hidden="true" />;
}

function Network({
  player,
  x,
  y,
  you,
  active,
  name,
}: {
  player: CarbondalePlayerView;
  x: number;
  y: number;
  you: boolean;
  active: boolean;
  name: string | undefined;
}) {
  const cells = player.network;
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const minX = Math.min(0, ...xs) - 1;
  const maxX = Math.max(0, ...xs) + 1;
  const maxY = Math.max(0, ...ys) + 1;
  const minY = Math.min(0, ...ys);
  // Fit the grid into the 470 × 318 area under the two header lines; cells shrink, by one factor both ways, for a wide or tall network.
  const k = Math.min(1, 470 / ((maxX - minX + 1) * (CW + 6)), 318 / ((maxY - minY + 1) * (CH + 6)));
  const step = (CW + 6) * k;
  const gx = (cx: number) => x + (cx - minX) * step;
  // Networks grow upwards from row 0, so row 0 sits at the bottom of the area.
  const gy = (cy: number) => y + 372 - (cy - minY + 1) * (CH + 6) * k;
  const who = `${you ? 'your' : `player ${player.seat}'s`} network`;
  return (
    <g
      role="group"
      aria-label={`${who}: hearts ${player.hearts}, diamonds ${player.diamonds}${player.goalMet ? ', goal met' : ''}`}
    >
      <rect
        x={x - 6}
        y={y}
        width="480"
        height="400"
        fill={active ? '#fffbe0' : '#fff'}
        stroke={INK}
        stroke-width={active ? 2.5 : 1}
      />
      <SeatMarker seat={player.seat} x={x + 10} y={y + 18} />
      {/* The name on a line of its own: a 40-letter name and the scores do not fit in half the board. */}
      <Label x={x + 26} y={y + 23} bold>
        {name ?? `Player ${player.seat}`}
      </Label>
      <Label x={x} y={y + 42} size={12}>
        player {player.seat}
        {you ? ' — you' : ''} · ♡ {player.hearts} · ♢ {player.diamonds}
        {player.goalMet ? ' · goal met' : ''}
      </Label>
      <g role="list" aria-label={who}>
        {cells.map((c) => (
          <g role="listitem" transform={`translate(${gx(c.x)} ${gy(c.y)}) scale(${k})`}>
            <Card card={c.card} x={0} y={0} scale={k} label={`${cardLabel(c.card)} at ${c.x}, ${c.y}`} />
          </g>
        ))}
      </g>
      <Label x={x} y={y + 392} size={12} fill={MUTED}>
        row 0 is the bottom; x grows to the right
      </Label>
    </g>
  );
}

function Piles({
  view,
  legalMoves,
  onMove,
}: {
  view: CarbondaleView;
  legalMoves: readonly CarbondaleMove[] | undefined;
  onMove: ((m: CarbondaleMove) => void) | undefined;
}) {
  const y = PILES_Y;
  const drawPile = findMove(legalMoves, (m) => m.type === 'draw' && m.from === 'pile');
  return (
    <g>
      {view.players.map((p, i) => {
        const x = 20 + i * 490;
        const takeable = (id: string) =>
          findMove(legalMoves, (m) => m.type === 'draw' && m.from === 'faceUp' && m.card === id);
        return (
          <g
            role="group"
            aria-label={`player ${p.seat}: ${p.handCount} cards in hand, ${p.faceUp.length} face up, ${p.faceDownCount} face down`}
          >
            <Label x={x} y={y - 6} size={12} bold>
              Hand ({p.handCount})
            </Label>
            <g role="list" aria-label={p.handVisible ? `player ${p.seat}'s hand` : `player ${p.seat}'s hand, hidden`}>
              {p.handVisible
                ? p.hand.map((c, j) => (
                    <g role="listitem">
                      <Card
                        card={c}
                        x={x + j * fan(p.hand.length)}
                        y={y}
                        label={`${cardLabel(c)}, in player ${p.seat}'s hand`}
                      />
                    </g>
                  ))
                : Array.from({ length: p.handCount }, (_, j) => <CardBack x={x + j * 14} y={y} />)}
            </g>
            <Label x={x} y={y + 82} size={12} bold>
              Face up ({p.faceUp.length}) · face down {p.faceDownCount}
            </Label>
            <g role="list" aria-label={`player ${p.seat}'s face-up pile`}>
              {p.faceUp.slice(-10).map((c, j) => {
                const move = takeable(c.id);
                return (
                  <g role="listitem">
                    <g
                      {...pick(
                        onMove,
                        move,
                        move ? `draw ${cardLabel(c)} from player ${p.seat}'s face-up pile` : cardLabel(c),
                      )}
                    >
                      <Card card={c} x={x + j * fan(Math.min(10, p.faceUp.length))} y={y + 90} />
                    </g>
                  </g>
                );
              })}
            </g>
          </g>
        );
      })}
      {/* The shared row under both players: the draw pile with its counts, then the last challenges. */}
      <g
        {...pick(
          onMove,
          drawPile,
          drawPile ? `draw from the draw pile (${view.drawPileCount} cards)` : `draw pile: ${view.drawPileCount} cards`,
        )}
      >
        <rect
          x={20}
          y={SHARED_Y}
          width={CW + 10}
          height={CH + 10}
          rx="4"
          fill="url(#dots)"
          stroke={INK}
          stroke-width={drawPile ? 2.5 : 1}
        />
      </g>
      <Label x={84} y={SHARED_Y + 16} size={12} bold>
        draw pile {view.drawPileCount}
      </Label>
      <Label x={84} y={SHARED_Y + 34} size={12} fill={MUTED}>
        spares {view.sparePiles.join('·') || '—'}
      </Label>
      <Label x={84} y={SHARED_Y + 52} size={12} fill={MUTED}>
        reshuffled {view.reshuffles}
      </Label>
    </g>
  );
}

/** A card as the board's corners and the events list print it: rank and suit symbol (4♠). */
const cardShort = (c: CarbondaleCardView): string => `${rankName(c.rank)}${SYMBOL[c.suit] ?? c.suit}`;

/**
 * The last challenges, one a line from `at`: drawn with the suits' symbols, so a line fits a phone's
 * width at full size; each read out with the cards' names.
 */
function Duels({ view, at }: { view: CarbondaleView; at: { x: number; y: number } }) {
  return (
    <g class="challenges" role="list" aria-label="challenges">
      {view.duels.slice(-DUEL_LINES).map((d, i) => {
        const said = (card: (c: CarbondaleCardView) => string) =>
          `turn ${d.turn}: player ${d.challenger} challenged ${card(d.added)} with ${card(d.challenge)} — ${d.success ? 'won' : 'lost'}`;
        return (
          <g role="listitem" aria-label={said(cardLabel)}>
            <FittedText
              x={at.x}
              y={at.y + i * DUEL_LINE}
              width={PHONE_LINE}
              size={12}
              fill={MUTED}
              text={said(cardShort)}
            />
          </g>
        );
      })}
    </g>
  );
}

/**
 * Carbondale at the table: both players' networks laid out on their grids (y up, as the rules count
 * it), the viewer's hand face up and the opponent's as card backs with a count, the face-up and
 * face-down piles, the draw pile and spares, and the challenges so far. Suits are told by their
 * symbol (♣ ♠ ♡ ♢) and by a letter in each card's corner, not by colour. Clicking the draw pile or a
 * card on the opponent's face-up pile draws it when that is legal.
 */
import { FittedText, findMove, INK, Label, MUTED, pick, SeatMarker, Svg, type BoardProps } from '../../board/kit.js';
import { PHONE_LINE, PhoneLines, phoneLines } from '../../board/phone-lines.js';
import { seatName } from '../../board/seat-names.js';
import { statusOf, SYMBOL } from './board-status.js';
import { CH, CW, fanOf, gridBottom, layoutOf, networkSpan, type HalfLayout } from './board-layout.js';
import type { CarbondaleMove } from './moves.js';
import type { CarbondaleCardView, CarbondalePlayerView, CarbondaleView } from './view-types.js';

/**
 * Who is to play and the goal, each in at most two lines a phone shows whole (phone-lines.tsx); two
 * lines are kept for each, so the networks do not move as the status grows and shrinks.
 */
const TITLE = { x: 20, y: 26, size: 16, bold: true, line: 20, breakAfter: [':', ';', ','] } as const;
const GOAL = { x: 20, y: TITLE.y + TITLE.line + 18, size: 12, line: 15, breakAfter: [':', '·'] } as const;
/** The two players' halves (board-layout.ts), under the goal. */
const NETWORK_Y = GOAL.y + GOAL.line + 12;
/** The last challenges shown, one a line. */
const DUEL_LINES = 3;
const DUEL_LINE = 18;
/**
 * Where the last challenges' first line is drawn: beside the draw pile on a laptop (and in board.svg);
 * on a phone's page (narrow) under it at the board's left, where a phone shows it (at x 260 it ran
 * off the screen). Each line is as wide as a phone shows, in either place.
 */
const duelsAt = (sharedY: number, narrow: boolean | undefined) =>
  narrow ? { x: 20, y: sharedY + CH + 10 + 18 } : { x: 260, y: sharedY + 16 };
/** The board's height: room for the challenges' lines under the draw pile on a phone's page. */
const heightOf = (sharedY: number, narrow: boolean | undefined): number =>
  narrow ? duelsAt(sharedY, narrow).y + (DUEL_LINES - 1) * DUEL_LINE + 12 : sharedY + 76;
const SUIT_NAME: Readonly<Record<string, string>> = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' };
const rankName = (rank: number) => (rank === 1 ? 'A' : String(rank));
export const cardLabel = (c: CarbondaleCardView) => `${rankName(c.rank)} of ${SUIT_NAME[c.suit]}`;

export function CarbondaleBoard({
  view,
  legalMoves,
  onMove,
  names,
  narrow,
  openSeats,
}: BoardProps<CarbondaleView, CarbondaleMove>) {
  const status = statusOf(view);
  const layout = layoutOf(view, narrow, NETWORK_Y);
  const playerOf = (seat: number) => view.players.find((p) => p.seat === seat)!;
  return (
    <Svg width={layout.width} height={heightOf(layout.sharedY, narrow)} title={`Carbondale: ${status}`}>
      <PhoneLines name="title" at={TITLE} lines={phoneLines(status, TITLE)} />
      <PhoneLines name="goal" at={GOAL} fill={MUTED} lines={phoneLines(goalLine(view), GOAL)} />
      {layout.halves.map((half) => (
        <g class={`half seat-${half.seat}`}>
          <Network
            player={playerOf(half.seat)}
            half={half}
            you={view.you === half.seat}
            active={view.active === half.seat}
            name={seatName({ names, openSeats }, half.seat, `Player ${half.seat}`)}
          />
          <PlayerPiles view={view} player={playerOf(half.seat)} half={half} legalMoves={legalMoves} onMove={onMove} />
        </g>
      ))}
      <SharedPiles view={view} y={layout.sharedY} legalMoves={legalMoves} onMove={onMove} />
      <Duels view={view} at={duelsAt(layout.sharedY, narrow)} />
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
  half,
  you,
  active,
  name,
}: {
  player: CarbondalePlayerView;
  half: HalfLayout;
  you: boolean;
  active: boolean;
  name: string;
}) {
  const cells = player.network;
  const { x, networkY: y, grid } = half;
  const { minX, maxX, minY, maxY } = networkSpan(player);
  // Fit the grid into its area under the two header lines; cells shrink, by one factor both ways, for a wide or tall network.
  const k = Math.min(1, grid.width / ((maxX - minX + 1) * (CW + 6)), grid.height / ((maxY - minY + 1) * (CH + 6)));
  const step = (CW + 6) * k;
  const gx = (cx: number) => x + (cx - minX) * step;
  // Networks grow upwards from row 0, so row 0 sits at the bottom of the area.
  const gy = (cy: number) => gridBottom(half) - (cy - minY + 1) * (CH + 6) * k;
  const who = `${you ? 'your' : `player ${player.seat}'s`} network`;
  return (
    <g
      role="group"
      aria-label={`${who}: hearts ${player.hearts}, diamonds ${player.diamonds}${player.goalMet ? ', goal met' : ''}`}
    >
      <rect
        x={x - 6}
        y={y}
        width={half.boxWidth}
        height={half.boxHeight}
        fill={active ? '#fffbe0' : '#fff'}
        stroke={INK}
        stroke-width={active ? 2.5 : 1}
      />
      <SeatMarker seat={player.seat} x={x + 10} y={y + 18} />
      {/* The name on a line of its own: a 40-letter name and the scores do not fit in half the board. */}
      <Label x={x + 26} y={y + 23} bold>
        {name}
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
      <Label x={x} y={y + half.boxHeight - 8} size={12} fill={MUTED}>
        row 0 is the bottom; x grows to the right
      </Label>
    </g>
  );
}

/**
 * Whose a pile is, said plainly: a face-up pile is its owner's payments and spent challenge cards,
 * and only the opponent may draw from it (R3). The moves say it in the same words ("Take 3♣ from
 * player 2's face-up pile", move-label.ts), so a label names the pile the board shows.
 */
function pileWords(view: CarbondaleView, player: CarbondalePlayerView) {
  const yours = view.you === player.seat;
  const taker = view.players.find((p) => p.seat !== player.seat)?.seat;
  return {
    owner: yours ? 'Your' : `Player ${player.seat}'s`,
    takes: view.you === taker ? 'you may draw them' : `player ${taker} may draw them`,
  };
}

/** A player's hand, face-up pile (cards the opponent may take) and face-down count, under their network. */
function PlayerPiles({
  view,
  player: p,
  half,
  legalMoves,
  onMove,
}: {
  view: CarbondaleView;
  player: CarbondalePlayerView;
  half: HalfLayout;
  legalMoves: readonly CarbondaleMove[] | undefined;
  onMove: ((m: CarbondaleMove) => void) | undefined;
}) {
  const { x, pilesY: y } = half;
  const words = pileWords(view, p);
  const takeable = (id: string) =>
    findMove(legalMoves, (m) => m.type === 'draw' && m.from === 'faceUp' && m.card === id);
  const shownFaceUp = p.faceUp.slice(-10);
  return (
    <g
      role="group"
      aria-label={`player ${p.seat}: ${p.handCount} cards in hand, ${p.faceUp.length} face up, ${p.faceDownCount} face down`}
    >
      <Label x={x} y={y - 6} size={12} bold>
        {words.owner} hand ({p.handCount})
      </Label>
      <g role="list" aria-label={p.handVisible ? `player ${p.seat}'s hand` : `player ${p.seat}'s hand, hidden`}>
        {p.handVisible
          ? p.hand.map((c, j) => (
              <g role="listitem">
                <Card
                  card={c}
                  x={x + j * fanOf(half, p.hand.length)}
                  y={y}
                  label={`${cardLabel(c)}, in player ${p.seat}'s hand`}
                />
              </g>
            ))
          : Array.from({ length: p.handCount }, (_, j) => <CardBack x={x + j * 14} y={y} />)}
      </g>
      <g class={`face-up seat-${p.seat}`}>
        <Label x={x} y={y + 70} size={12} bold>
          {words.owner} face-up pile ({p.faceUp.length}) · face down {p.faceDownCount}
        </Label>
        <Label x={x} y={y + 85} size={12} fill={MUTED}>
          paid and challenge cards: {words.takes}
        </Label>
        <g role="list" aria-label={`player ${p.seat}'s face-up pile`}>
          {shownFaceUp.map((c, j) => {
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
                  <Card card={c} x={x + j * fanOf(half, shownFaceUp.length)} y={y + 93} />
                </g>
              </g>
            );
          })}
        </g>
      </g>
    </g>
  );
}

/** The shared row under both players: the draw pile with its counts (the last challenges follow). */
function SharedPiles({
  view,
  y,
  legalMoves,
  onMove,
}: {
  view: CarbondaleView;
  y: number;
  legalMoves: readonly CarbondaleMove[] | undefined;
  onMove: ((m: CarbondaleMove) => void) | undefined;
}) {
  const drawPile = findMove(legalMoves, (m) => m.type === 'draw' && m.from === 'pile');
  return (
    <g>
      <g
        {...pick(
          onMove,
          drawPile,
          drawPile ? `draw from the draw pile (${view.drawPileCount} cards)` : `draw pile: ${view.drawPileCount} cards`,
        )}
      >
        <rect
          x={20}
          y={y}
          width={CW + 10}
          height={CH + 10}
          rx="4"
          fill="url(#dots)"
          stroke={INK}
          stroke-width={drawPile ? 2.5 : 1}
        />
      </g>
      <Label x={84} y={y + 16} size={12} bold>
        draw pile {view.drawPileCount}
      </Label>
      <Label x={84} y={y + 34} size={12} fill={MUTED}>
        spares {view.sparePiles.join('·') || '—'}
      </Label>
      <Label x={84} y={y + 52} size={12} fill={MUTED}>
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

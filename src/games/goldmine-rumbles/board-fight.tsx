/**
 * The dice of a Goldmine Rumbles turn, drawn as dice: the miners' yield roll, and a fight in progress
 * (who fights with what, who is out, Papa's injuries, the round's dice). Part of the board, so the
 * page and `board.svg` show a fight the same way.
 */
import { DiceRow, Label, MUTED, SeatMarker } from '../../board/kit.js';
import { phoneLines } from '../../board/phone-lines.js';
import { FIGHT_STAGES } from './board-status.js';
import { COLUMN_NAMES, ITEM_NAMES } from './content.js';
import type { GoldmineFighterView, GoldmineView } from './view-types.js';

/** A fighter's weapon by its printed name (the view's `colt` is an id), or unarmed. */
const WEAPON_NAMES: Readonly<Record<GoldmineFighterView['weapon'], string>> = {
  colt: COLUMN_NAMES.colt,
  blunderbuss: ITEM_NAMES.blunderbuss,
  none: 'unarmed',
};

/** The yield dice of the turn, beside the rumbles row. */
export function TurnDice({ view, x, y }: { view: GoldmineView; x: number; y: number }) {
  if (view.turn.dice.length === 0) return null;
  return (
    <g>
      <Label x={x} y={y + 16} size={12}>
        dice
      </Label>
      <DiceRow x={x + 32} y={y} size={22} values={view.turn.dice} what="yield die" />
    </g>
  );
}

/** Fighters side by side: on a phone's page two a row (four, 140 units apart, ran off its screen). */
const FIGHTER_W = 140;
const FIGHTER_ROW = 26;
const HEADING = { size: 13, bold: true, line: 16, breakAfter: ['·'] } as const;

/** The fight's heading: its round and stage, and against whom in words (never the engine's kind id). */
function headingOf(fight: GoldmineView['turn']['fight']): string {
  const against =
    fight.kind === 'papa'
      ? ` · Papa's injuries ${fight.papaInjuries}`
      : fight.kind === 'hazard'
        ? ' · against a hazard'
        : '';
  return `Fight · round ${fight.round} · ${FIGHT_STAGES[fight.stage]}${against}`;
}

/**
 * Where a fight's parts are drawn, from its top: on a phone's page its heading in lines a phone shows
 * whole and its fighters two a row; on a laptop (and in board.svg) one line and one row.
 */
function fightLayout(view: GoldmineView, narrow: boolean | undefined) {
  const heading = headingOf(view.turn.fight);
  const lines = narrow ? phoneLines(heading, HEADING) : [heading];
  const perRow = narrow ? 2 : 4;
  const rows = Math.max(1, Math.ceil(view.turn.fight.fighters.length / perRow));
  const fightersY = 30 + (lines.length - 1) * HEADING.line;
  const diceY = fightersY + 14 + (rows - 1) * FIGHTER_ROW;
  return { heading, lines, perRow, fightersY, diceY, height: diceY + 32 };
}

/** How tall a fight in progress is drawn: its heading, its rows of fighters and the round's dice. */
export const fightHeight = (view: GoldmineView, narrow: boolean | undefined): number =>
  fightLayout(view, narrow).height;

/** A fight while it runs: its kind, round and stage, each fighter's marker, weapon and state, and the round's dice. */
export function FightPanel({
  view,
  x,
  y,
  names,
  narrow,
}: {
  view: GoldmineView;
  x: number;
  y: number;
  names: readonly string[] | undefined;
  narrow?: boolean | undefined;
}) {
  const fight = view.turn.fight;
  if (!fight.active) return null;
  const who = (seat: number) => names?.[seat - 1] || `player ${seat}`;
  const { heading, lines, perRow, fightersY, diceY } = fightLayout(view, narrow);
  const at = (i: number) => ({
    x: x + (i % perRow) * FIGHTER_W,
    y: y + fightersY + Math.floor(i / perRow) * FIGHTER_ROW,
  });
  // A screen reader names the group as the heading reads: the kind is said in words (against whom), never its id.
  return (
    <g class="fight" role="group" aria-label={heading}>
      {lines.map((line, i) => (
        <Label x={x} y={y + 14 + i * HEADING.line} bold>
          {line}
        </Label>
      ))}
      <g role="list" aria-label="fighters">
        {fight.fighters.map((f, i) => (
          <g
            role="listitem"
            aria-label={`${who(f.seat)}: ${WEAPON_NAMES[f.weapon]}, ${f.injuries} injuries${f.out ? ', out' : ''}${f.lastScore >= 0 ? `, last score ${f.lastScore}` : ''}`}
          >
            <SeatMarker seat={f.seat} x={at(i).x + 10} y={at(i).y} r={10} />
            <text
              x={at(i).x + 24}
              y={at(i).y + 4}
              font-size="11"
              fill={f.out ? MUTED : undefined}
              text-decoration={f.out ? 'line-through' : undefined}
            >
              {WEAPON_NAMES[f.weapon]} · {f.injuries} inj.
            </text>
          </g>
        ))}
      </g>
      {fight.dice.length > 0 && <DiceRow x={x} y={y + diceY} size={22} values={fight.dice} what="fight die" />}
    </g>
  );
}

/**
 * The dice of a Goldmine Rumbles turn, drawn as dice: the miners' yield roll, and a fight in progress
 * (who fights with what, who is out, Papa's injuries, the round's dice). Part of the board, so the
 * page and `board.svg` show a fight the same way.
 */
import { DiceRow, Label, MUTED, SeatMarker } from '../../board/kit.js';
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

/** A fight while it runs: its kind, round and stage, each fighter's marker, weapon and state, and the round's dice. */
export function FightPanel({
  view,
  x,
  y,
  names,
}: {
  view: GoldmineView;
  x: number;
  y: number;
  names: readonly string[] | undefined;
}) {
  const fight = view.turn.fight;
  if (!fight.active) return null;
  const against =
    fight.kind === 'papa'
      ? ` · Papa's injuries ${fight.papaInjuries}`
      : fight.kind === 'hazard'
        ? ' · against a hazard'
        : '';
  const who = (seat: number) => names?.[seat - 1] || `player ${seat}`;
  // A screen reader names the group as the heading reads: the kind is said in words (against whom), never its id.
  const heading = `Fight · round ${fight.round} · ${FIGHT_STAGES[fight.stage]}${against}`;
  return (
    <g class="fight" role="group" aria-label={heading}>
      <Label x={x} y={y + 14} bold>
        {heading}
      </Label>
      <g role="list" aria-label="fighters">
        {fight.fighters.map((f, i) => (
          <g
            role="listitem"
            aria-label={`${who(f.seat)}: ${WEAPON_NAMES[f.weapon]}, ${f.injuries} injuries${f.out ? ', out' : ''}${f.lastScore >= 0 ? `, last score ${f.lastScore}` : ''}`}
          >
            <SeatMarker seat={f.seat} x={x + 10 + i * 140} y={y + 30} r={10} />
            <text
              x={x + 24 + i * 140}
              y={y + 34}
              font-size="11"
              fill={f.out ? MUTED : undefined}
              text-decoration={f.out ? 'line-through' : undefined}
            >
              {WEAPON_NAMES[f.weapon]} · {f.injuries} inj.
            </text>
          </g>
        ))}
      </g>
      {fight.dice.length > 0 && <DiceRow x={x} y={y + 44} size={22} values={fight.dice} what="fight die" />}
    </g>
  );
}

import type { AuditCheck } from './audit-check.js';
import { commitFirstCheck } from './commit-first.js';
import { commitSeed } from './dice.js';
import { gameRandom, type RandomSource } from './random.js';
import { checkRecordedMove } from './recorded-move.js';
import type { Rulebook } from './rulebook.js';
import { rulesOf } from './replay.js';
import { openSeats, openSeatsPhrase, seatEvent } from './seats.js';
import { isGameEvent, type GameCreated, type TapeEvent } from './tape.js';
import type { AnyGame } from './types.js';
import { counted } from './plural.js';

export type { AuditCheck } from './audit-check.js';

export interface AuditReport {
  /** True when no check failed (skipped checks do not fail a running game). */
  readonly ok: boolean;
  readonly sandbox: boolean;
  readonly events: number;
  readonly checks: readonly AuditCheck[];
}

/**
 * Replays a tape from scratch and checks everything a suspicious player would: every move is
 * re-validated against the rules it was played under, every roll and shuffle is re-derived from
 * the revealed seed, the seed matches the commitment published at creation, and the standings
 * are what the rules say. Needs nothing but the tape, so it runs offline as well as on the server.
 *
 * `revealedSeed` is a seed revealed outside the tape: a challenge entry's `GameEnded` keeps the
 * day's seed secret, and the challenge reveals it when the day closes. `issuedCommitment` is the
 * `seedCommitment` a player kept from `POST /v1/commitments`, checked against the game's (`order`).
 */
export function auditTape(
  rulebook: Rulebook,
  tape: readonly TapeEvent[],
  revealedSeed: string | null = null,
  issuedCommitment?: string,
): AuditReport {
  const rules = rulesOf(rulebook, tape);
  if (!rules.ok) {
    const check: AuditCheck = {
      name: rules.error.code === 'bad-tape' ? 'tape' : 'rules',
      status: 'fail',
      detail: rules.error.message,
      seq: 1,
    };
    return { ok: false, sandbox: false, events: tape.length, checks: [check] };
  }
  const { game, created } = rules.value;
  const last = tape[tape.length - 1]!;
  const seed = (last.type === 'GameEnded' ? last.seed : null) ?? revealedSeed;
  const checks: AuditCheck[] = [{ name: 'rules', status: 'pass', detail: `${game.id} v${game.version}` }];

  // A failed commitment names the event that holds it (GameCreated), or the GameEnded that keeps the seed back.
  if (seed === null) checks.push(unrevealed(created, last.type === 'GameEnded', tape.length));
  else if (commitSeed(seed) === created.seedCommitment)
    checks.push({ name: 'commitment', status: 'pass', detail: 'sha256(seed) equals the published commitment' });
  else
    checks.push({
      name: 'commitment',
      status: 'fail',
      detail: 'sha256 of the revealed seed differs from the published commitment',
      seq: 1,
    });

  checks.push(commitFirstCheck(created, issuedCommitment));
  checks.push(...replayChecks(game, tape, seed === null ? null : gameRandom(created, seed)));
  if (created.sandbox !== null)
    checks.push({
      name: 'sandbox',
      status: 'pass',
      detail: 'sandbox game: the creator supplied dice by label; it is never ranked',
    });
  return {
    ok: checks.every((c) => c.status !== 'fail'),
    sandbox: created.sandbox !== null,
    events: tape.length,
    checks,
  };
}

/** The commitment check when no seed is known: only a running game or a challenge entry may keep it back. */
function unrevealed(created: GameCreated, ended: boolean, endedSeq: number): AuditCheck {
  if (created.challenge !== undefined)
    return {
      name: 'commitment',
      status: 'skip',
      detail: `the seed of challenge ${created.challenge} is revealed when its day closes`,
    };
  if (ended) return { name: 'commitment', status: 'fail', detail: 'GameEnded reveals no seed', seq: endedSeq };
  return { name: 'commitment', status: 'skip', detail: 'the game is still running; its seed is revealed when it ends' };
}

/** Walks the tape once, asking the rules at every step whether the next event was the one they waited for. */
function replayChecks(game: AnyGame, tape: readonly TapeEvent[], random: RandomSource | null): AuditCheck[] {
  const created = tape[0]!;
  if (created.type !== 'GameCreated') throw new Error('rulesOf checked the first event');
  let state = game.setup({ players: created.players, options: created.options });
  const counts = { moves: 0, dice: 0, shuffles: 0 };
  const failures = new Map<AuditCheck['name'], AuditCheck>();
  const fail = (name: AuditCheck['name'], seq: number, detail: string) => {
    if (!failures.has(name)) failures.set(name, { name, status: 'fail', detail, seq });
  };
  let ended = false;
  let seats = created.players;
  /** The game has started: its seats are fixed. */
  let opened = false;

  for (let i = 1; i < tape.length; i++) {
    const seq = i + 1;
    const event = tape[i]!;
    const pending = game.pending(state);
    if (ended) fail('tape', seq, `event after GameEnded`);
    // Nothing is rolled or played until every seat is taken; after that the seats never change.
    if (isGameEvent(event) || event.type === 'GameEnded') {
      if (openSeats(seats).length > 0) fail('tape', seq, `${event.type} while ${openSeatsPhrase(openSeats(seats))}`);
      opened = true;
    }
    switch (event.type) {
      case 'GameCreated':
        fail('tape', seq, 'a second GameCreated');
        continue;
      case 'PlayerJoined':
      case 'PlayerLeft': {
        // Seats change only in the lobby: a join fills an open seat, a leave opens a taken one.
        const seat = seats[event.seat - 1];
        const fits = seat !== undefined && (event.type === 'PlayerJoined') === (seat.open === true);
        if (opened || !fits) fail('tape', seq, `${event.type} for seat ${event.seat} does not fit the seats`);
        seats = seatEvent(seats, event);
        continue;
      }
      case 'GameEnded':
        ended = true;
        if (pending.kind !== 'over') fail('ending', seq, `GameEnded while the game waits for a ${pending.kind}`);
        else if (JSON.stringify(pending.standings) !== JSON.stringify(event.standings))
          fail('ending', seq, 'recorded standings differ from the rules');
        continue;
      case 'MoveMade': {
        counts.moves++;
        // The one place a recorded move is checked again. One that does not fit is named and then
        // skipped, the state left as it was, so the walk goes on: `evolve` only applies moves that fit.
        const fits = checkRecordedMove(game, state, event.player, event.move);
        if (fits.ok) break;
        fail('moves', seq, `seat ${event.player}: ${fits.error}`);
        continue;
      }
      case 'DiceRolled': {
        counts.dice++;
        if (pending.kind !== 'roll' || pending.label !== event.label || pending.count !== event.values.length) {
          fail('dice', seq, `roll "${event.label}" was not what the rules waited for`);
        } else if (random !== null) {
          const expected = random.roll(pending.label, pending.count, pending.sides);
          if (!expected.ok || expected.value.join() !== event.values.join())
            fail('dice', seq, `roll "${event.label}" differs from the dice derived from the seed`);
        }
        break;
      }
      case 'DeckShuffled': {
        counts.shuffles++;
        if (pending.kind !== 'shuffle' || pending.label !== event.label || pending.size !== event.order.length) {
          fail('shuffles', seq, `shuffle "${event.label}" was not what the rules waited for`);
        } else if (random !== null) {
          const expected = random.shuffle(pending.label, pending.size);
          if (!expected.ok || expected.value.join() !== event.order.join())
            fail('shuffles', seq, `shuffle "${event.label}" differs from the order derived from the seed`);
        }
        break;
      }
      default: {
        const unknown: never = event;
        fail('tape', seq, `unknown event ${JSON.stringify(unknown)}`);
        continue;
      }
    }
    state = game.evolve(state, event);
  }
  if (!ended && game.pending(state).kind === 'over')
    fail('ending', tape.length, 'the game is over but the tape has no GameEnded');

  const derived =
    random === null ? 'checked against the rules (the seed is not revealed yet)' : 're-derived from the seed';
  const summary: AuditCheck[] = [
    { name: 'tape', status: 'pass', detail: `${counted(tape.length, 'event')} in order` },
    { name: 'moves', status: 'pass', detail: `${counted(counts.moves, 'move')} re-validated` },
    { name: 'dice', status: 'pass', detail: `${counted(counts.dice, 'roll')} ${derived}` },
    { name: 'shuffles', status: 'pass', detail: `${counted(counts.shuffles, 'shuffle')} ${derived}` },
    ended
      ? { name: 'ending', status: 'pass', detail: 'standings match the rules' }
      : { name: 'ending', status: 'skip', detail: 'the game has not ended' },
  ];
  return summary.map((check) => failures.get(check.name) ?? check);
}

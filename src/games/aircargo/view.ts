/**
 * What clients see: the map (airports with their state, beacons, mountains), the route flown and the
 * Pilot Log (weather, cargo, stamina, rerolls, prayers, the check log). AirCargo hides nothing, so
 * every viewer gets the same view. Plain data only (numbers, booleans, strings, arrays, nested
 * objects, string enums) so GraphQL maps it 1:1; "none" is 0 or '' rather than null.
 */

import type { Seat } from '../../core/types.js';
import { checkTotal, classModOf, hazardOf, panicCost, planRerollsLeft, prayersLeft, staminaLeft } from './checks.js';
import { legOf, type Board } from './map.js';
import { scoreOf } from './score.js';
import type { AircargoState } from './state.js';
import type { AircargoPointView, AircargoTrackView, AircargoView } from './view-types.js';

export type * from './view-types.js';

export function viewOf(board: Board, state: AircargoState, _viewer: Seat | null): AircargoView {
  const { content, map } = board;
  const point = (i: number): AircargoPointView => {
    const p = map.points[i]!;
    return { key: p.key, kind: p.kind, name: p.name, x: p.x, y: p.y };
  };
  const track = (used: number, left: number, boxes: number): AircargoTrackView => ({ used, left, boxes });
  const score = scoreOf(content, state);
  const flying = state.destination >= 0;
  const checking = state.check > 0;
  const current = state.checks[state.check - 1];
  const rolled = checking && state.dice.length === 2 && (state.phase === 'failing' || state.phase === 'checkRoll');
  return {
    phase: state.phase,
    end: state.end,
    crashed: state.end === 'crash',
    position: point(state.position),
    start: point(0),
    maxLeg: content.maxLeg,
    airports: content.airports.map((a, i) => ({
      id: a.id,
      name: a.name,
      landingHazard: a.landingHazard,
      x: a.x,
      y: a.y,
      status: state.airports[i]!,
      destination: i === state.destination,
    })),
    beacons: content.beacons.map((b) => ({ id: b.id, name: b.name, x: b.x, y: b.y })),
    mountains: content.mountains.map((m) => ({
      id: m.id,
      name: m.name,
      x: m.x,
      y: m.y,
      radius: m.radius,
      hazard: m.hazard,
    })),
    route: state.route.map((r) => {
      const leg = legOf(map, r.from, r.to);
      return {
        leg: r.leg,
        from: point(r.from),
        to: point(r.to),
        length: Math.round(leg.length * 10) / 10,
        crossed: leg.crossings.map((c) => c.mountain.id),
      };
    }),
    weather: content.weather.d1to4.map((d1to4, i) => ({
      box: i + 1,
      crossed: i < state.legs,
      d1to4,
      d5: content.weather.d5[i]!,
      d6: content.weather.d6[i]!,
    })),
    legs: state.legs,
    legsLeft: content.weatherBoxes - state.legs,
    cargo: content.cargo.map((c, i) => ({
      id: c.id,
      cargoClass: c.cargoClass,
      classMod: c.classMod,
      weight: c.weight,
      status: state.cargo[i]!,
      inFlight: i === state.load,
    })),
    planRerolls: track(state.planRerollsUsed, planRerollsLeft(content, state), content.planRerolls),
    stamina: track(state.staminaUsed, staminaLeft(content, state), content.stamina),
    prayers: track(state.prayersUsed, prayersLeft(content, state), content.prayers),
    planRolls: state.planRolls,
    planDice:
      state.phase === 'planning' || (state.phase === 'over' && state.end === 'no-valid-plan') ? [...state.dice] : [],
    lastPlan: { dice: [...state.spent.dice], use: state.spent.use, planned: state.spent.planned },
    flight: {
      active: flying,
      destination: flying ? content.airports[state.destination]!.id : 0,
      cargo: flying && state.load >= 0 ? content.cargo[state.load]!.id : '',
      checks: state.checks.map((c) => ({ kind: c.kind, ref: c.ref, hazard: c.hazard })),
      target: state.target >= 0 ? (map.points[state.target]?.key ?? '') : '',
    },
    check: {
      active: checking,
      leg: checking ? state.legs : 0,
      check: state.check,
      kind: current?.kind ?? 'mountain',
      ref: current?.ref ?? '',
      hazard: checking ? hazardOf(state) : 0,
      classMod: checking ? classModOf(content, state) : 0,
      weatherDie: state.weatherDie,
      weather: state.weather,
      preStamina: state.preStamina,
      dice: rolled ? [...state.dice] : [],
      total: rolled ? checkTotal(content, state) : 0,
      panicCost: state.phase === 'failing' ? panicCost(content, state) : 0,
      prayers: state.checkPrayers,
    },
    log: state.log.map((r) => ({ ...r, dice: [...r.dice] })),
    score: {
      ...score,
      winAt: content.thresholds.win,
      silverAt: content.thresholds.silver,
      goldAt: content.thresholds.gold,
    },
  };
}

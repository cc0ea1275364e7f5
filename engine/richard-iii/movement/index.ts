/**
 * Action phase (5.0): the acting player spends his card's AP on land moves (5.2), sea moves (5.3)
 * and recruits (5.4), or plays his event card (event box), then ends the phase with `end` (always
 * legal; unused AP are lost, 1.0).
 *
 * AP (5.1, 5.2, 5.3, 5.4): the first block moved by land from an area not yet activated this phase
 * costs 1 AP and activates that area; further blocks from it are free. Each sea move costs 1 AP,
 * except the second block of a major-port pair (5.31). Each recruit costs 1 AP.
 *
 * Event cards (5.1, DISCREPANCIES §1.2, rulings A2–A7): their AP serve only the event — no
 * recruiting. Force March: one group, paths of up to 3 areas, may attack, no sea. Surprise: one
 * group with every border limit +1 (until the end of this action phase, ruling A6), or one normal
 * sea move. Treason: one group or one sea move (the pre-battle roll lives in the battle module;
 * flow.ts sets s.treasonCard). A "normal sea move" keeps its 5.31 major-port partner. Piracy: 2 AP
 * for sea moves only, which may attack (ruling A4; the port-to-port bonus is lost only by an
 * attacking move). Muster: name a friendly or vacant area reachable by land, then any unpinned,
 * unmoved blocks may make a normal 1–2 area land move ending there (ruling A7). Plague: pick an
 * area held only by the enemy with a city, or pass with `end` (ruling A5).
 *
 * `end` is always legal, so the phase can never dead-end; it stays the only action once nothing
 * else is (AP spent, Plague resolved…) rather than ending the phase behind the player's back.
 */
import { endActionPhase } from '../flow';
import type { StepHandler } from '../procedure';
import type { MoveAction, State } from '../types';
import type { Side } from '../data';
import { makeCtx, movableByArea } from './context';
import { applyLandMove, landMoves } from './land';
import { applySeaMove, seaMoves } from './sea';
import { applyRecruit, recruitMoves } from './recruit';
import { applyMuster, applyPlague, musterTargets, plagueTargets } from './events';

/** Every legal action of the acting player now. */
export function actionPhaseMoves(s: State, side: Side): MoveAction[] {
  const out: MoveAction[] = [{ t: 'end' }];
  const act = s.act!;
  const ctx = makeCtx(s, side);
  switch (act.event) {
    case 'plague':
      if (!act.plagueDone) plagueTargets(ctx, out);
      return out;
    case 'muster':
      if (act.musterArea < 0) musterTargets(ctx, out);
      else landMoves(s, ctx, movableByArea(s, ctx.code, false), 2, act.musterArea, out);
      return out;
    case 'piracy':
      seaMoves(s, ctx, movableByArea(s, ctx.code, true), true, out); // ruling A4: no land moves with Piracy
      return out;
    case 'force_march':
      landMoves(s, ctx, movableByArea(s, ctx.code, false), 3, -1, out);
      return out;
    case 'surprise':
    case 'treason': {
      const mv = movableByArea(s, ctx.code, false);
      landMoves(s, ctx, mv, 2, -1, out);
      seaMoves(s, ctx, mv, false, out);
      return out;
    }
    case null: {
      const mv = movableByArea(s, ctx.code, false);
      landMoves(s, ctx, mv, 2, -1, out);
      seaMoves(s, ctx, mv, false, out);
      recruitMoves(s, ctx, out);
      return out;
    }
  }
}

export const actionHandler: StepHandler = {
  actors: (s) => (s.step.k === 'action' ? [s.step.side] : []),
  legal: (s, side) => (s.step.k === 'action' && s.step.side === side && s.act ? actionPhaseMoves(s, side) : []),
  apply(s, side, a) {
    switch (a.t) {
      case 'move':
        return applyLandMove(s, side, a);
      case 'sea':
        return applySeaMove(s, side, a);
      case 'recruit':
        return applyRecruit(s, side, a);
      case 'muster':
        return applyMuster(s, side, a);
      case 'plague':
        return applyPlague(s, side, a);
      case 'end':
        return endActionPhase(s);
      default:
        return undefined;
    }
  },
};

/**
 * Sea move (5.3, 5.31): 1 AP moves one block from a coastal (or exile) area to a friendly or vacant
 * coastal area of a sea zone both touch. Exile areas, Cornwall, Kent and Scotland touch the sea
 * zones listed in data.json (Calais: Channel + North Sea; France: Channel + Irish Sea; Ireland: Irish
 * Sea). Scots, Welsh, Rebel, city levies and bombards never sea move (BLOCKS[b].canSeaMove,
 * ruling A9). Major ports (5.31, DISCREPANCIES §1.5): one AP moves two blocks that start in the same
 * major port and end in the same major port.
 */
import { AREAS, areaIndex, blockIndex, type AreaId, type Side } from '../data';
import { log } from '../state';
import { MOVED_SEA, type MoveAction, type State } from '../types';
import { canEnterBattle, enterArea, seaBorder } from './attacks';
import { leaveRule, type MoveCtx, type MovableByArea } from './context';
import { MT } from './tables';

const { AREA_COUNT, BLOCK_ID, CAN_SEA, ownerCode, sideCode, isEnemyExile } = MT;

export interface SeaLink {
  area: number;
  id: AreaId;
  /** Sea zones (area indices) both areas touch. */
  seas: readonly number[];
}

/**
 * For each area, the areas one sea move can reach (whoever holds them). Also what the map's sea-route
 * asset is built for (assets/map/build/sea-routes.ts): every arrow a sea move can draw.
 */
export const SEA_LINKS: readonly (readonly SeaLink[])[] = AREAS.map((from) => {
  const out: SeaLink[] = [];
  if (from.kind === 'sea') return out;
  for (let a = 0; a < AREA_COUNT; a++) {
    const to = AREAS[a]!;
    if (a === from.idx || to.kind === 'sea') continue;
    const seas = from.seas.filter((z) => to.seas.includes(z));
    if (seas.length > 0) out.push({ area: a, id: to.id, seas });
  }
  return out;
});

/**
 * The sea zone a sea move along `link` uses: one not `closed` to it (5.22: after a Piracy attack on
 * the start area, unpinned defenders may not sail through the attacker's sea zone), preferring one
 * already among `prefer` (this side's attack borders on the destination, so a Piracy attack does
 * not open a new border needlessly). -1 if none. With two usable zones and no preference, the first
 * in the start area's data.json list is recorded (Calais to Kent: the English Channel).
 */
function seaFor(link: SeaLink, closed: readonly number[] | null, prefer: readonly number[] | null): number {
  let pick = -1;
  for (const z of link.seas) {
    if (closed !== null && closed.includes(seaBorder(z))) continue;
    if (prefer !== null && prefer.includes(seaBorder(z))) return z;
    if (pick < 0) pick = z;
  }
  return pick;
}

const isFree = (s: State, from: number, to: number): boolean => {
  const f = s.act!.freeSea;
  return f !== null && f.from === from && f.to === to;
};

/** This side's own attack borders on `to`, if it is attacking there. */
function ownAttackBorders(s: State, ctx: MoveCtx, to: number): readonly number[] | null {
  const rec = s.attacks[to];
  return rec && rec.attacker === ctx.side && ctx.own[to]! > 0 ? rec.attackerBorders : null;
}

/**
 * Sea moves of ctx.side. `piracy`: the Piracy event — a sea move may also attack an enemy-held
 * coastal area, or join this side's own attack there (ruling A4); it never reinforces a battle the
 * enemy started (Piracy lets sea moves attack, nothing more). The attack's border is recorded as
 * `-1 - seaIndex`. Every attacking sea move costs 1 AP (no port-to-port bonus, ruling A4).
 */
export function seaMoves(s: State, ctx: MoveCtx, mv: MovableByArea, piracy: boolean, out: MoveAction[]): void {
  const ap = s.act!.ap;
  for (let from = 0; from < AREA_COUNT; from++) {
    const first = mv.head[from]!;
    if (first < 0) continue;
    const links = SEA_LINKS[from]!;
    if (links.length === 0) continue;
    const leave = leaveRule(s, ctx.code, from);
    if (leave === false) continue;
    const closed = leave === null ? null : leave.attackerBorders;
    let dests: AreaId[] | null = null;
    for (const link of links) {
      const to = link.area;
      if (isEnemyExile(to, ctx.code)) continue;
      if (ctx.foe[to]! > 0) {
        if (!piracy || ap < 1) continue; // 5.3: no sea move into enemy or contested areas, except Piracy
        const z = seaFor(link, closed, ownAttackBorders(s, ctx, to));
        if (z < 0 || !canEnterBattle(s, ctx, to, seaBorder(z), false)) continue;
      } else {
        if (ap < 1 && !isFree(s, from, to)) continue;
        if (closed !== null && seaFor(link, closed, null) < 0) continue;
      }
      (dests ??= []).push(link.id);
    }
    if (dests === null) continue;
    for (let b = first; b >= 0; b = mv.next[b]!) {
      if (CAN_SEA[b] === 0) continue;
      const block = BLOCK_ID[b]!;
      for (const to of dests) out.push({ t: 'sea', block, to });
    }
  }
}

export function applySeaMove(s: State, side: Side, a: Extract<MoveAction, { t: 'sea' }>): void {
  const act = s.act!;
  const b = blockIndex(a.block);
  const from = s.loc[b]!;
  const to = areaIndex(a.to);
  const code = sideCode(side);
  let attack = false;
  for (let x = 0; x < s.loc.length; x++)
    if (s.loc[x] === to && x !== s.prisoner && ownerCode(s, x) !== code) attack = true;
  let border = -1;
  if (attack) {
    // Piracy attack (ruling A4): no port-to-port bonus; the border is the sea zone used.
    const link = SEA_LINKS[from]!.find((l) => l.area === to)!;
    const leave = leaveRule(s, code, from);
    const rec = s.attacks[to];
    const prefer = rec && rec.attacker === side ? rec.attackerBorders : null;
    border = seaBorder(seaFor(link, leave ? leave.attackerBorders : null, prefer));
    act.ap--;
  } else if (isFree(s, from, to)) {
    act.freeSea = null; // 5.31: the second block of a port-to-port move
  } else {
    act.ap--;
    // 5.31: a second block from the same major port to the same major port sails free.
    if (AREAS[from]!.majorPort && AREAS[to]!.majorPort) act.freeSea = { from, to };
  }
  s.moved[b] = MOVED_SEA;
  log(s, { k: 'sea-move', r: '5.3', s: side, only: side, p: { block: a.block, from: AREAS[from]!.id, to: a.to } });
  log(s, { k: 'sea-move', r: '5.3', s: side, p: { from: AREAS[from]!.id, to: a.to, attack } });
  enterArea(s, side, b, to, border);
}

/** Invariants that must hold after every action of any game (used by the property tests and the soak). */
import {
  AREAS,
  BLOCKS,
  BLOCK_COUNT,
  BORDERS,
  SIDES,
  areaIndex,
  blockIndex,
  otherSide,
  type AreaId,
  type Side,
} from '../../engine/richard-iii/data';
import { countsForLimit, supplyLimit } from '../../engine/richard-iii/political/places';
import { ownerOf } from '../../engine/richard-iii/state';
import { makeView } from '../../engine/richard-iii/view';
import { DEAD, MOVED_LAND, MOVED_SEA, OTHER, RECRUITED, STILL, type State } from '../../engine/richard-iii/types';

export function checkInvariants(s: State): string[] {
  const errors: string[] = [];
  if (s.loc.length !== BLOCK_COUNT || s.steps.length !== BLOCK_COUNT) errors.push('block arrays lost blocks');
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const blk = BLOCKS[b]!;
    const loc = s.loc[b]!;
    if (!Number.isInteger(loc) || loc < DEAD || loc >= 36) errors.push(`${blk.id} has bad location ${loc}`);
    if (loc >= 0 && (s.steps[b]! < 1 || s.steps[b]! > blk.steps))
      errors.push(`${blk.id} on map with strength ${s.steps[b]}`);
    // A two-version noble is in play at most once (4.6).
    if (blk.other > b) {
      const lo = s.loc[blk.other]!;
      const inPlay = (l: number) => l !== OTHER && l !== DEAD;
      if (inPlay(loc) && inPlay(lo)) errors.push(`both versions of ${blk.name} are in play`);
    }
  }
  // Border limits per player per game turn (5.21; +1 with Surprise).
  for (const side of SIDES) {
    s.crossings[side].forEach((n, i) => {
      if (n > BORDERS[i]!.limit + 1) errors.push(`${side} crossed border ${i} ${n} times`);
    });
  }
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const loc = s.loc[b]!;
    if (loc < 0 || b === s.prisoner) continue;
    const area = AREAS[loc]!;
    if (area.kind === 'sea') errors.push(`${BLOCKS[b]!.id} stands in a sea zone`);
    if (area.exileOf && area.exileOf !== ownerOf(s, b))
      errors.push(`${BLOCKS[b]!.id} stands in the enemy's exile area ${area.id}`);
  }
  s.attacks.forEach((a, i) => {
    if (!a) return;
    if (new Set(a.attackerBorders).size > 3) errors.push(`attack on ${AREAS[i]!.id} uses more than three borders`);
    if (new Set(a.defenderBorders).size > 2) errors.push(`reinforcements of ${AREAS[i]!.id} use more than two borders`);
  });
  if (s.act && s.act.ap < 0) errors.push('negative AP');
  if (s.king >= 0) {
    const k = BLOCKS[s.king]!;
    if (k.kind !== 'heir' || k.side !== s.kingSide || s.loc[s.king]! === DEAD || s.loc[s.king]! === OTHER)
      errors.push(`King ${k.id} is not a living heir of ${s.kingSide}`);
  }
  for (const side of SIDES) if (s.pendingHeirs[side] < 0) errors.push('negative pending heirs');
  if (s.supply && !s.step.k.startsWith('supply') && s.step.k !== 'game-over')
    errors.push(`supply state outside the supply phase (${s.step.k})`);
  if (s.political && !s.step.k.startsWith('political') && s.step.k !== 'game-over')
    errors.push(`political state outside the political turn (${s.step.k})`);
  return errors;
}

/** The view of `viewer` must not reveal what the rules hide (3.0 fog of war). */
export function checkViewSecrecy(s: State, viewer: Side): string[] {
  const errors: string[] = [];
  const v = makeView(s, viewer);
  const enemy = otherSide(viewer);
  const json = JSON.stringify(v);
  if (/"rng"|"seed"/.test(json)) errors.push('view exposes the random generator');
  // Your own hand is shown card for card; of the enemy's you see only its size.
  const shownHand = v.hand.map((h) => h.card);
  if (JSON.stringify(shownHand) !== JSON.stringify(s.hands[viewer])) {
    errors.push(`view hand [${shownHand}] differs from own hand [${s.hands[viewer]}]`);
  }
  for (const c of s.hands[enemy]) if (shownHand.includes(c)) errors.push(`enemy hand card ${c} in view`);
  if (v.handCount[enemy] !== s.hands[enemy].length) errors.push('enemy hand size misreported');
  if (s.played[viewer] < 0 && s.played[enemy] >= 0 && v.played[enemy] !== 'hidden')
    errors.push('enemy card shown before both played');
  if (v.log.some((e) => e.only !== undefined && e.only !== viewer))
    errors.push('private log entry of the enemy in view');
  // Hidden enemy blocks: no identity; per-area counts are true.
  const battleArea = s.battle ? s.battle.area : -1;
  for (const bv of v.blocks) {
    if (bv.side === enemy && bv.id !== null) {
      const b = BLOCKS.findIndex((x) => x.id === bv.id);
      const loc = s.loc[b]!;
      const ok = loc === DEAD || (loc === -1 && s.down[b]!) || loc === battleArea || b === s.prisoner;
      if (!ok) errors.push(`enemy block ${bv.id} revealed at ${bv.place}`);
    }
  }
  // How a block moved this turn (land, sea, recruited) is the owner's to know: the enemy sees only
  // that it moved (3.0), even of a block revealed in battle. His own blocks carry the engine's mark.
  const movedBy: Record<number, string> = {
    [STILL]: 'still',
    [MOVED_LAND]: 'land',
    [MOVED_SEA]: 'sea',
    [RECRUITED]: 'recruit',
  };
  for (const bv of v.blocks) {
    if (bv.side !== viewer && bv.movedBy !== null) errors.push(`enemy block ${bv.key} shows how it moved`);
    if (bv.side === viewer && bv.id !== null && bv.movedBy !== movedBy[s.moved[blockIndex(bv.id)]!])
      errors.push(`own block ${bv.id} shows it moved by ${bv.movedBy}, the state ${s.moved[blockIndex(bv.id)]}`);
  }
  // 5.4 the pool's reasons agree with the legal list: a face-up pool block of the viewer's has a
  // reason exactly when no recruit of it is legal; no other block has one.
  for (const bv of v.blocks) {
    if (bv.side !== viewer || bv.id === null) continue;
    const ready = bv.place === 'pool' && !bv.down;
    const recruitable = v.legal.some((a) => a.t === 'recruit' && a.block === bv.id);
    const barred = bv.id in v.recruitBars;
    if (barred !== (ready && !recruitable))
      errors.push(`${bv.id} (${bv.place}) ${barred ? 'has' : 'lacks'} a recruit bar; recruitable: ${recruitable}`);
  }
  if (Object.keys(v.recruitBars).some((id) => !v.blocks.some((bv) => bv.id === id && bv.side === viewer)))
    errors.push('a recruit bar for a block not the viewer’s');
  // Kingmaker: the view names the captive Henry VI (public, he is face up) exactly while he is one,
  // so the page leaves him out of area control without guessing (renderer model/occupants.ts).
  const captive = s.prisoner >= 0 ? BLOCKS[s.prisoner]!.id : null;
  if (v.prisoner !== captive) errors.push(`view names ${v.prisoner} the prisoner, the state ${captive}`);
  // Count the enemy's blocks area by area, in truth and as the view shows them (the prisoner is
  // shown by name wherever he is held, so he is left out of both).
  const truePerArea = new Map<string, number>();
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const loc = s.loc[b]!;
    if (ownerOf(s, b) !== enemy || loc < 0 || b === s.prisoner) continue;
    const id = AREAS[loc]!.id;
    truePerArea.set(id, (truePerArea.get(id) ?? 0) + 1);
  }
  const offMap = new Set<string>(['dead', 'pool', 'minor', 'other-side']);
  const shownPerArea = new Map<string, number>();
  for (const bv of v.blocks) {
    if (bv.side !== enemy || bv.down || offMap.has(bv.place) || bv.id === BLOCKS[s.prisoner]?.id) continue;
    shownPerArea.set(bv.place, (shownPerArea.get(bv.place) ?? 0) + 1);
  }
  for (const area of new Set([...truePerArea.keys(), ...shownPerArea.keys()])) {
    const truth = truePerArea.get(area) ?? 0;
    const shown = shownPerArea.get(area) ?? 0;
    if (truth !== shown) errors.push(`view shows ${shown} enemy blocks in ${area}, truth is ${truth}`);
  }
  // 7.1/7.2 supply room: read from the viewer's own blocks the view shows (nothing of the enemy's) —
  // each value is the area's limit minus those of them counting there (the captive Henry VI
  // included in Lancaster's London: he is counted once rescued, supply-room.ts).
  for (const [area, room] of Object.entries(v.supplyRoom)) {
    const a = areaIndex(area as AreaId);
    const own = v.blocks.filter(
      (bv) => bv.side === viewer && bv.id !== null && bv.place === area && countsForLimit(a, blockIndex(bv.id)),
    ).length;
    if (own === 0 || room !== supplyLimit(a) - own)
      errors.push(`supply room ${room} for ${area}, where the view shows ${own} of the viewer's counted blocks`);
  }
  // Attack records name only blocks the viewer may know.
  const namedInView = new Set(v.blocks.flatMap((bv) => (bv.id ? [bv.id] : [])));
  for (const at of v.attacks) {
    for (const id of [...at.defenders, ...at.entries.map((e) => e.block)])
      if (
        id !== null &&
        !namedInView.has(id) &&
        ownerOf(
          s,
          BLOCKS.findIndex((x) => x.id === id),
        ) !== viewer
      )
        errors.push(`attack on ${at.area} names hidden ${id}`);
  }
  return errors;
}

/**
 * Determinization for search bots: from one side's RichardView, a full State that this side could
 * be in — every hidden thing sampled, every visible thing kept. `makeView(det, side)` equals the
 * input view and `side`'s legal actions are unchanged, so a bot can search the sampled state
 * without ever having seen the real one.
 *
 * Sampled (uniformly among what the view allows, unless noted):
 * - which enemy block stands in each hidden slot (a slot = area + printed colour + moved flag).
 *   Forced: the enemy King is on the board; an enemy heir that was not a minor at the scenario's
 *   start is on the board; the Rebel fills the black slot; a two-version noble whose other
 *   version is ours and in play is out of play. Enemy blocks left over go to the pool (face up) or,
 *   for heirs, stay minors. A slot filled by a recruit this turn (public: the recruit was seen)
 *   never holds an heir.
 * - hidden strengths: exactly what public events tell when they tell it (enemyStrengths: full
 *   strength less the hits seen this campaign); after an unseen loss, at most that — the most half
 *   the time, otherwise uniform below it.
 * - how each hidden enemy block moved this turn (land, sea, recruited), matching the public log of
 *   his moves into its area.
 * - the enemy's hand: a uniform subset of the cards not in ours and not played this campaign;
 *   an asked mulligan shows his hand exactly (the mulligan-reply step); his being asked to decide
 *   the mulligan means his hand is 13 AP or less.
 * - his secret choices made at a simultaneous step: the card he played face down (one of his
 *   sampled cards), his mulligan answer (a coin flip when he may ask).
 * - the RNG (fresh from `rng`): dice and deals in a rollout are not the real ones.
 *
 * Inferred from the setup and public events (possibleEnemyAreas): an enemy block is where the
 * scenario put it, or where it was seen in a battle, retreating or regrouping, or in one of the
 * areas the enemy's public moves have since led out of those; the samples match every block so
 * followed to a slot in one of its areas at once, so the view's block counts finish the inference
 * (a lone block that left an area since refilled by others is the one that left). It lapses where
 * the player cannot follow (exile to the pool, the political turn's disbanding, the campaign reset,
 * a treason). Not tracked (yet): eliminations narrowing who is left, the enemy's recruits from his pool;
 * priors on what an opponent would recruit or play. Supported steps: mulligan, mulligan reply,
 * card and action phases, choosing the next battle (between battles: no battle board, and how a
 * hidden block moved defaults to land once retreats have moved blocks on), and every step of the
 * battle being fought (determinize-battle.ts: the enemy's waiting reserves are its hidden blocks
 * in the battle area; the rest of the battle board is public). The supply phase and the political
 * turn return `determinize-unsupported`.
 */
import { err, ok, type Result } from '../core/result';
import { makeRng, nextFloat, nextInt, shuffle, type RngState } from '../core/rng';
import {
  AREAS,
  BLOCKS,
  BLOCK_COUNT,
  CARDS,
  REBEL,
  SIDES,
  areaIndex,
  blockIndex,
  isAreaId,
  isBlockId,
  otherSide,
  type AreaId,
  type Side,
} from './data';
import { MULLIGAN_MAX_AP, handAp } from './cards';
import { maximumMatching } from './matching';
import { rebuildBattle, leftTheBattle } from './determinize-battle';
import { setupGame } from './setup';
import type { BlockView, RichardView } from './view';
import {
  DEAD,
  MINOR,
  MOVED_LAND,
  MOVED_SEA,
  OTHER,
  POOL,
  RECRUITED,
  STILL,
  type AttackInfo,
  type LogEntry,
  type State,
  type Step,
} from './types';

/** The steps a position can be sampled in (search bots search exactly these). */
export const SAMPLED_STEPS: readonly string[] = [
  'mulligan',
  'mulligan-reply',
  'card',
  'action',
  'battle-choose',
  'battle-treason',
  'battle-turn',
  'battle-hits',
  'battle-regroup',
];
const SUPPORTED = new Set(SAMPLED_STEPS);

/** Kinds of block the political turn's first step sends off the map (8.1): levies, bombards, mercenaries (the Welsh), the Rebel. */
const DISBANDED_KINDS: ReadonlySet<string> = new Set(['levy', 'bombard', 'mercenary', 'rebel']);

/** Who a block fights for: its printed side, or the Pretender's for the Rebel. */
const sideOf = (b: number, kingSide: Side): Side =>
  BLOCKS[b]!.side === 'rebel' ? otherSide(kingSide) : (BLOCKS[b]!.side as Side);

interface Slot {
  readonly area: number;
  readonly rebel: boolean;
  readonly moved: boolean;
  /** How it moved this turn, once matched to the public log (STILL if it did not). */
  how: number;
  block: number;
}

export function determinize(view: RichardView, side: Side, rng: RngState): Result<State> {
  if (view.viewer !== side) return err('determinize-wrong-view', 'The view belongs to the other side.');
  if (view.outcome) return err('determinize-over', 'The game is over.');
  if (!SUPPORTED.has(view.step) || view.supply || view.political) {
    return err('determinize-unsupported', `Sampling a position is not supported in the ${view.step} step yet.`);
  }
  const sampled = sampleBlocks(view, side, rng);
  if (!sampled.ok) return sampled;
  const { template, loc, steps, down, moved, known } = sampled.value;
  const foe = otherSide(side);
  const kingSide = view.kingSide;
  const owner = (b: number): Side => sideOf(b, kingSide);
  const turnLog = sinceLast(view.log, 'turn-start');
  const king = view.king ? blockIndex(view.king) : -1;

  const cards = dealHidden(view, side, rng);
  if (!cards.ok) return cards;
  const henry = blockIndex('l-henry-vi');
  const prisoner =
    template.prisoner >= 0 &&
    loc[henry] === areaIndex('middlesex') &&
    kingSide === 'york' &&
    !view.log.some((e) => e.k === 'prisoner-rescued')
      ? henry
      : -1;
  const left = view.battle ? leftTheBattle(view.battle) : [];
  const attacks = rebuildAttacks(view, loc, moved, (b) => owner(b) === foe && !known[b], left);
  if (!attacks.ok) return attacks;

  const played = cards.value.played;
  const p1 = view.p1 ?? lastP1(view) ?? template.p1;
  const act = view.action && {
    side: view.action.side,
    ap: view.action.ap,
    event: view.action.event,
    activated: view.action.activated.map(areaIndex),
    freeSea: view.action.freeSea && {
      from: areaIndex(view.action.freeSea.from),
      to: areaIndex(view.action.freeSea.to),
    },
    musterArea: view.action.musterArea ? areaIndex(view.action.musterArea) : -1,
    plagueDone: view.action.event === 'plague' && turnLog.some((e) => e.k === 'plague' && e.s === view.action!.side),
  };
  let treasonCard: Side | null = null;
  if (act) {
    for (const x of act.side === p1 ? [p1] : [p1, act.side])
      if (played[x] >= 0 && CARDS[played[x]]!.event === 'treason') treasonCard = x;
  } else if (view.step.startsWith('battle-')) {
    // Both action phases are over: the Treason card waits until its holder rolls it (ruling A3).
    const rolled = turnLog.some((e) => e.k === 'battle-treason' && e.p?.roller === 'treason-card');
    for (const x of SIDES) if (!rolled && played[x] >= 0 && CARDS[played[x]]!.event === 'treason') treasonCard = x;
  }

  const state: State = {
    v: template.v,
    scenario: template.scenario,
    seed: 0,
    rng: makeRng(nextInt(rng, 0x7fffffff)),
    seq: view.seq,
    campaign: view.campaign,
    firstCampaign: template.firstCampaign,
    lastCampaign: view.lastCampaign,
    turn: view.turn,
    kingSide,
    king,
    loc,
    steps,
    down,
    moved,
    prisoner,
    hands: cards.value.hands,
    played,
    mulligan: cards.value.mulligan,
    p1,
    act,
    crossings: { lancaster: [...view.crossings.lancaster], york: [...view.crossings.york] },
    attacks: attacks.value,
    treasonCard,
    pendingHeirs: { ...view.pendingHeirs },
    battle: null,
    supply: null,
    political: null,
    step: stepOf(view),
    // Entries are never changed once logged (state.ts), so the sample may share the view's.
    log: view.log.slice(),
    outcome: null,
  };
  if (view.battle) {
    const battle = rebuildBattle(state, view.battle, view.log);
    if (!battle.ok) return battle;
  }
  return ok(state);
}

/** Where every block stands and how strong it is, from `side`'s view, with the hidden enemy blocks sampled (see above). */
export interface SampledBlocks {
  readonly template: State;
  readonly loc: number[];
  readonly steps: number[];
  readonly down: boolean[];
  readonly moved: number[];
  /** Blocks the view names (the rest were sampled or inferred). */
  readonly known: boolean[];
}

/**
 * The block half of `determinize`: the view's named blocks as they are, each hidden enemy slot
 * filled by a block the view allows, at a sampled strength. Unlike the whole position it needs no
 * supported step: a battle being fought samples its hidden reserves the same way (battle/odds.ts).
 */
export function sampleBlocks(view: RichardView, side: Side, rng: RngState): Result<SampledBlocks> {
  const start = scenarioStart(view.scenario);
  if (!start.ok) return start;
  const template = start.value;
  const foe = otherSide(side);
  const kingSide = view.kingSide;
  const owner = (b: number): Side => sideOf(b, kingSide);

  const turnLog = sinceLast(view.log, 'turn-start');
  const loc = new Array<number>(BLOCK_COUNT).fill(DEAD);
  const steps = BLOCKS.map((b) => b.steps);
  const down = new Array<boolean>(BLOCK_COUNT).fill(false);
  const moved = new Array<number>(BLOCK_COUNT).fill(STILL);
  const known = new Array<boolean>(BLOCK_COUNT).fill(false);
  const slots: Slot[] = [];

  // Blocks the view names: exactly where and as strong as it says.
  const ownHow = ownMoves(turnLog, side);
  for (const bv of view.blocks) {
    if (bv.id === null) {
      if (bv.side !== foe || !isAreaId(bv.place))
        return err('determinize-inconsistent', 'A hidden block of an unexpected kind.');
      slots.push({ area: areaIndex(bv.place), rebel: bv.colour === 'rebel', moved: bv.moved, how: STILL, block: -1 });
      continue;
    }
    const b = blockIndex(bv.id);
    known[b] = true;
    loc[b] = locOf(bv);
    down[b] = bv.down;
    if (bv.steps !== null) steps[b] = bv.steps;
    moved[b] = bv.moved ? (ownHow.get(b) ?? MOVED_LAND) : STILL;
  }
  // Our own blocks missing from the view are the out-of-play versions of two-version nobles.
  for (let b = 0; b < BLOCK_COUNT; b++) if (!known[b] && owner(b) === side) loc[b] = OTHER;

  // Enemy blocks the view does not name: who may fill the hidden slots.
  const king = view.king ? blockIndex(view.king) : -1;
  const must: number[] = [];
  const optional: number[] = [];
  for (let b = 0; b < BLOCK_COUNT; b++) {
    if (known[b] || owner(b) !== foe || b === REBEL) continue;
    const blk = BLOCKS[b]!;
    const mine = blk.other;
    if (mine >= 0 && loc[mine] !== OTHER && loc[mine] !== DEAD) {
      loc[b] = OTHER; // 4.6: our version is in play
      continue;
    }
    if (mine >= 0 && loc[mine] === DEAD) {
      loc[b] = OTHER; // both versions cannot have been in play; a scenario-eliminated pair stays out
      continue;
    }
    const forced = b === king || (blk.kind === 'heir' && template.loc[b] !== MINOR);
    (forced ? must : optional).push(b);
  }

  // The black slot is the Rebel's.
  const rebelSlots = slots.filter((x) => x.rebel);
  if (rebelSlots.length > 1 || (rebelSlots.length === 1 && known[REBEL]))
    return err('determinize-inconsistent', 'The Rebel cannot stand in two places.');
  if (rebelSlots.length === 1) rebelSlots[0]!.block = REBEL;
  else if (!known[REBEL] && owner(REBEL) === foe) loc[REBEL] = template.loc[REBEL] === DEAD ? DEAD : POOL;

  // How the enemy's moved blocks got where they are (public: moves, sea moves and recruits are seen).
  matchMoves(slots, turnLog, foe, rng);

  // Blocks we can follow (the opening, public events and the moves since: possibleEnemyAreas) take
  // slots in the areas they may stand in first, all of them together (the view's counts decide),
  // and so do the blocks that must be on the board, anywhere, so that none is left without one.
  const possible = possibleEnemyAreasCached(view.log, foe, kingSide, view.scenario);
  const followed: [number, ReadonlySet<number> | null][] = [
    ...[...possible].filter(([b]) => must.includes(b) || optional.includes(b)),
    ...must.filter((b) => !possible.has(b)).map((b): [number, null] => [b, null]),
  ];
  for (const [b, slot] of matchFollowed(followed, slots, rng)) {
    slot.block = b;
    const list = must.includes(b) ? must : optional;
    list.splice(list.indexOf(b), 1);
  }
  const free = slots.filter((x) => x.block < 0);
  shuffle(rng, free);
  // Heirs cannot have been recruited: place the forced blocks in the other slots first.
  free.sort((x, y) => Number(x.how === RECRUITED) - Number(y.how === RECRUITED));
  shuffle(rng, must);
  if (must.length > free.filter((x) => x.how !== RECRUITED).length)
    return err('determinize-inconsistent', 'More enemy blocks must be on the board than the view shows.');
  must.forEach((b, i) => (free[i]!.block = b));
  const rest = free.slice(must.length);
  shuffle(rng, optional);
  for (const slot of rest) {
    const i = optional.findIndex((b) => !(slot.how === RECRUITED && BLOCKS[b]!.kind === 'heir'));
    if (i < 0) return err('determinize-inconsistent', 'Not enough enemy blocks for the hidden slots.');
    slot.block = optional.splice(i, 1)[0]!;
  }
  for (const b of optional) loc[b] = BLOCKS[b]!.kind === 'heir' ? MINOR : POOL;
  const strength = enemyStrengthsCached(view.log, foe, kingSide, view.scenario);
  for (const slot of slots) {
    const b = slot.block;
    loc[b] = slot.area;
    moved[b] = slot.moved ? (slot.how === STILL ? MOVED_LAND : slot.how) : STILL;
    const most = strength.most(b);
    steps[b] = strength.exact(b) || nextFloat(rng) < 0.5 ? most : 1 + nextInt(rng, most);
  }
  return ok({ template, loc, steps, down, moved, known });
}

/**
 * Slots for the blocks we can follow, each in an area it may stand in (null: any): a maximum
 * matching (augmenting paths) found in random order, so that any placement the knowledge allows can
 * be drawn. A block left unmatched (knowledge that no longer fits the board) is placed like any
 * other: ignored rather than failing.
 */
function matchFollowed(
  followed: readonly (readonly [number, ReadonlySet<number> | null])[],
  slots: readonly Slot[],
  rng: RngState,
): Map<number, Slot> {
  const fits = (b: number, x: Slot) => x.block < 0 && !x.rebel && !(x.how === RECRUITED && BLOCKS[b]!.kind === 'heir');
  const options = followed.map(([b, areas]) => {
    const here = slots.flatMap((x, i) => ((!areas || areas.has(x.area)) && fits(b, x) ? [i] : []));
    shuffle(rng, here);
    return here;
  });
  const order = followed.map((_, i) => i);
  shuffle(rng, order);
  const holder = maximumMatching(options, slots.length, order);
  return new Map(holder.flatMap((i, x) => (i < 0 ? [] : [[followed[i]![0], slots[x]!] as const])));
}

/** What one log tells, worked out once however many samples are drawn from its view (the log is never changed). */
function perLog<T>(work: (log: readonly LogEntry[], key: string) => T): (log: readonly LogEntry[], key: string) => T {
  const cache = new WeakMap<readonly LogEntry[], Map<string, T>>();
  return (log, key) => {
    let byKey = cache.get(log);
    if (!byKey) cache.set(log, (byKey = new Map()));
    let v = byKey.get(key);
    if (v === undefined) byKey.set(key, (v = work(log, key)));
    return v;
  };
}

const possiblePerLog = perLog((log, key) => {
  const [foe, kingSide, scenario] = key.split(':') as [Side, Side, string];
  return possibleEnemyAreas(log, foe, kingSide, scenario);
});
export const possibleEnemyAreasCached = (log: readonly LogEntry[], foe: Side, kingSide: Side, scenario: string) =>
  possiblePerLog(log, `${foe}:${kingSide}:${scenario}`);

const strengthPerLog = perLog((log, key) => {
  const [foe, kingSide, scenario] = key.split(':') as [Side, Side, string];
  return enemyStrengths(log, foe, kingSide, scenario);
});
const enemyStrengthsCached = (log: readonly LogEntry[], foe: Side, kingSide: Side, scenario: string) =>
  strengthPerLog(log, `${foe}:${kingSide}:${scenario}`);

/** What a player can tell of the enemy's hidden strengths (enemyStrengths). */
export interface EnemyStrengths {
  /** The most steps block `b` can have now: its full strength less the hits it was seen to take this campaign. */
  most(b: number): number;
  /** Whether `most(b)` is exactly its strength: no step of his can have been lost unseen. */
  exact(b: number): boolean;
}

/**
 * Enemy strengths from public events (3.11: steps are never added during a campaign, only at the
 * reset, 8.5; every block starts a scenario and a campaign at full strength, and a recruit enters at
 * full strength, 5.4). Battle hits name the block; a supply loss (7.1, 7.2) or the Plague names
 * only the area, so after one of those this campaign the strength of every block that may have
 * stood there is a bound only — a block known to stand elsewhere then (`possibleEnemyAreas`, given
 * the scenario) keeps its exact strength. A block that changed sides by treason brings the strength it
 * had, so it is a bound only too.
 */
export function enemyStrengths(log: readonly LogEntry[], foe: Side, kingSide: Side, scenario?: string): EnemyStrengths {
  const isFoe = (b: number) => sideOf(b, kingSide) === foe;
  const hits = new Map<number, number>();
  const turned = new Set<number>();
  /** Blocks that may have lost a step no one saw. */
  const unsure = new Set<number>();
  /** Every block of his that may have stood in `area` when it lost steps unseen becomes unsure. */
  const lossAt = (area: unknown, where: ReadonlyMap<number, ReadonlySet<number>>) => {
    const at = isAreaId(area) ? areaIndex(area) : -1;
    for (let b = 0; b < BLOCK_COUNT; b++) {
      const areas = where.get(b);
      if (isFoe(b) && (at < 0 || areas === undefined || areas.has(at))) unsure.add(b);
    }
  };
  walkWhereabouts(log, foe, kingSide, scenario, (e, where) => {
    const p = e.p ?? {};
    switch (e.k) {
      case 'campaign-reset':
        hits.clear();
        turned.clear();
        unsure.clear();
        break;
      case 'battle-hit':
        if (isBlockId(p.block) && isFoe(blockIndex(p.block)) && typeof p.hits === 'number')
          hits.set(blockIndex(p.block), (hits.get(blockIndex(p.block)) ?? 0) + p.hits);
        break;
      case 'battle-treason':
        if (p.defected === true && isBlockId(p.target)) {
          const t = blockIndex(p.target);
          turned.add(t);
          if (BLOCKS[t]!.other >= 0) turned.add(BLOCKS[t]!.other);
        }
        break;
      case 'supply-loss':
        if (e.s === foe) lossAt(p.area, where);
        break;
      case 'plague':
        if (e.s !== foe && p.blocks !== 0) lossAt(p.area, where);
        break;
    }
  });
  return {
    most: (b) => Math.max(1, BLOCKS[b]!.steps - (hits.get(b) ?? 0)),
    exact: (b) => !unsure.has(b) && !turned.has(b),
  };
}

/**
 * Where enemy blocks are known to stand (3.0: what a player remembers): given the scenario, where
 * the setup put them; a new King where his place is announced (6.81); from public events, a block
 * named in a battle (firing, hit, charging, a treason roll) stood in the battle's area, a retreat
 * or open regroup names where it went. The blocks with one possible area in `possibleEnemyAreas`.
 */
export function knownEnemyAreas(
  log: readonly LogEntry[],
  foe: Side,
  kingSide: Side,
  scenario?: string,
): Map<number, number> {
  const known = new Map<number, number>();
  for (const [b, areas] of walkWhereabouts(log, foe, kingSide, scenario))
    if (areas.size === 1) known.set(b, areas.values().next().value!);
  return known;
}

/**
 * The areas each enemy block the player can follow may stand in: one where it was last seen (as
 * knownEnemyAreas), and every area an enemy move, sea move, hidden regroup or going home has since
 * led out of one of them (which block moved is hidden, so each that may have stood there may have
 * gone). A lone block leaving Richard's London at the opening is Richard: the sample must match the
 * view's block counts, so once London holds only blocks that came from elsewhere, he stands where
 * that move went. A block with no entry may stand anywhere: one never seen, or one that went where
 * the player cannot follow (exile to the pool, a disbanding, the campaign reset, a treason); an
 * eliminated block is gone.
 */
export function possibleEnemyAreas(
  log: readonly LogEntry[],
  foe: Side,
  kingSide: Side,
  scenario?: string,
): Map<number, ReadonlySet<number>> {
  return walkWhereabouts(log, foe, kingSide, scenario);
}

/** possibleEnemyAreas, showing `visit` each entry with what was known just before it. */
function walkWhereabouts(
  log: readonly LogEntry[],
  foe: Side,
  kingSide: Side,
  scenario: string | undefined,
  visit?: (e: LogEntry, where: ReadonlyMap<number, ReadonlySet<number>>) => void,
): Map<number, Set<number>> {
  const where = new Map<number, Set<number>>();
  const isFoe = (b: number) => sideOf(b, kingSide) === foe;
  const seenAt = (b: number, area: number) => where.set(b, new Set([area]));
  // The scenario's setup is printed in the rules: both players know where every block starts (4.0).
  const start = scenario === undefined ? null : scenarioStart(scenario);
  if (start?.ok)
    start.value.loc.forEach((area, b) => {
      if (area >= 0 && isFoe(b)) seenAt(b, area);
    });
  /** Any block that may have stood in `area` may now be anywhere. */
  const lostAt = (area: number) => {
    for (const [b, areas] of where) if (areas.has(area)) where.delete(b);
  };
  /** One hidden block went from `from` to `to`: any that may have stood there may have gone. */
  const spread = (from: number, to: unknown) => {
    if (!isAreaId(to)) return lostAt(from);
    for (const areas of where.values()) if (areas.has(from)) areas.add(areaIndex(to));
  };
  let battleArea = -1;
  let regroupFrom = -1;
  for (const e of log) {
    visit?.(e, where);
    const p = e.p ?? {};
    const block = typeof p.block === 'string' && isBlockId(p.block) ? blockIndex(p.block) : -1;
    switch (e.k) {
      case 'battle-start':
        battleArea = isAreaId(p.area) ? areaIndex(p.area) : -1;
        regroupFrom = -1;
        break;
      case 'battle-end':
        // The winner regroups after the battle's end is logged (6.7): from this area.
        regroupFrom = battleArea;
        battleArea = -1;
        break;
      case 'battle-retreat':
      case 'battle-regroup': {
        const from = battleArea >= 0 ? battleArea : regroupFrom;
        if (block >= 0 && isAreaId(p.to)) {
          if (isFoe(block)) seenAt(block, areaIndex(p.to));
        } else if (e.s === foe && from >= 0) spread(from, p.to); // someone left unseen
        break;
      }
      case 'eliminated':
        if (block >= 0) where.delete(block);
        break;
      case 'new-king': // 6.81: a new King's place is announced
      case 'king-returns':
      case 'prisoner-rescued':
        if (block >= 0 && isFoe(block) && isAreaId(p.area)) seenAt(block, areaIndex(p.area));
        break;
      case 'move':
        if (e.s === foe && isAreaId(p.from))
          spread(areaIndex(p.from), Array.isArray(p.path) ? p.path[p.path.length - 1] : undefined);
        break;
      case 'sea-move':
      case 'go-home':
        if (e.s === foe && isAreaId(p.from)) spread(areaIndex(p.from), p.to);
        break;
      case 'exile-to-pool':
        if (e.s === foe && isAreaId(p.from)) lostAt(areaIndex(p.from));
        break;
      case 'levies-disband': // 8.1: levies, bombards and the Welsh to the pool, mercenaries home, the Rebel away
        for (const b of [...where.keys()]) if (DISBANDED_KINDS.has(BLOCKS[b]!.kind)) where.delete(b);
        break;
      case 'campaign-reset':
        where.clear();
        break;
      case 'battle-treason':
        seenInBattle(p);
        // A defector changes version (4.6): the one that left is gone from here; one that joined him is here.
        if (p.defected === true && isBlockId(p.target)) {
          const t = blockIndex(p.target);
          const o = BLOCKS[t]!.other;
          where.delete(t);
          if (o >= 0) where.delete(o);
          if (o >= 0 && battleArea >= 0 && isFoe(o)) seenAt(o, battleArea);
        }
        break;
      default:
        if (e.k.startsWith('battle-')) seenInBattle(p);
    }
  }
  return where;

  /** Enemy blocks a battle entry names stood in the battle's area. */
  function seenInBattle(p: NonNullable<LogEntry['p']>): void {
    if (battleArea < 0) return;
    for (const key of ['block', 'by', 'target'] as const) {
      const id = p[key];
      if (typeof id === 'string' && isBlockId(id) && isFoe(blockIndex(id))) seenAt(blockIndex(id), battleArea);
    }
  }
}

/** The scenario's opening position (read only: who starts as a minor, out of play, the prisoner). */
const starts = new Map<string, Result<State>>();
function scenarioStart(scenario: string): Result<State> {
  let r = starts.get(scenario);
  if (!r) starts.set(scenario, (r = setupGame(scenario, 0)));
  return r;
}

function stepOf(view: RichardView): Step {
  switch (view.step) {
    case 'mulligan':
      return { k: 'mulligan' };
    case 'mulligan-reply':
      return { k: 'mulligan-reply', side: view.toAct[0]! };
    case 'card':
      return { k: 'card' };
    case 'battle-choose':
    case 'battle-treason':
    case 'battle-turn':
    case 'battle-hits':
    case 'battle-regroup':
      return { k: view.step, side: view.toAct[0]! };
    default:
      return { k: 'action', side: view.action!.side };
  }
}

function locOf(bv: BlockView): number {
  if (bv.place === 'dead') return DEAD;
  if (bv.place === 'pool') return POOL;
  if (bv.place === 'minor') return MINOR;
  if (bv.place === 'other-side') return OTHER;
  // A lost mercenary waits face down in its home exile area but is in the pool (6.85).
  return bv.down ? POOL : areaIndex(bv.place);
}

/** Entries after the last entry of kind `k` (the whole log if there is none). */
function sinceLast(log: readonly LogEntry[], k: string): LogEntry[] {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.k === k) return log.slice(i + 1);
  return [...log];
}

/** How each of our blocks moved this turn, from our own log entries (they name the block). */
function ownMoves(turnLog: readonly LogEntry[], side: Side): Map<number, number> {
  const how = new Map<number, number>();
  for (const e of turnLog) {
    if (e.only !== side || typeof e.p?.block !== 'string') continue;
    const b = blockIndex(e.p.block as never);
    if (e.k === 'move') how.set(b, MOVED_LAND);
    else if (e.k === 'sea-move') how.set(b, MOVED_SEA);
    else if (e.k === 'recruit') how.set(b, RECRUITED);
  }
  return how;
}

/** Gives each moved hidden slot how it moved, from the enemy's public moves into its area this turn. */
function matchMoves(slots: Slot[], turnLog: readonly LogEntry[], foe: Side, rng: RngState): void {
  const into = new Map<number, number[]>();
  const add = (area: unknown, how: number) => {
    if (!isAreaId(area)) return;
    const a = areaIndex(area);
    into.set(a, [...(into.get(a) ?? []), how]);
  };
  for (const e of turnLog) {
    if (e.s !== foe || e.only !== undefined || !e.p) continue;
    if (e.k === 'move' && Array.isArray(e.p.path)) add(e.p.path[e.p.path.length - 1], MOVED_LAND);
    else if (e.k === 'sea-move') add(e.p.to, MOVED_SEA);
    else if (e.k === 'recruit') add(e.p.area, RECRUITED);
  }
  for (const [area, hows] of into) {
    const here = slots.filter((x) => x.area === area && x.moved && !x.rebel);
    shuffle(rng, here);
    here.forEach((x, i) => (x.how = hows[i] ?? MOVED_LAND));
    // The Rebel is never recruited or sea-moved (5.3): it moved by land if it moved.
    for (const x of slots) if (x.area === area && x.moved && x.rebel) x.how = MOVED_LAND;
  }
}

interface Cards {
  hands: { lancaster: number[]; york: number[] };
  played: { lancaster: number; york: number };
  mulligan: State['mulligan'];
}

/** The enemy's hand and secret choices, sampled from the cards he can hold. */
function dealHidden(view: RichardView, side: Side, rng: RngState): Result<Cards> {
  const foe = otherSide(side);
  const campaignLog = sinceLast(view.log, 'deal');
  const gone = new Set<number>(view.hand.map((c) => c.card));
  for (const e of campaignLog) if (e.k === 'card-played' && typeof e.p?.card === 'number') gone.add(e.p.card);
  const mine = view.played[side];
  const theirs = view.played[foe];
  if (mine !== null && mine !== 'hidden') gone.add(mine.card);
  if (theirs !== null && theirs !== 'hidden') gone.add(theirs.card);
  const unknown = CARDS.map((c) => c.idx).filter((c) => !gone.has(c));
  const needed = view.handCount[foe] + (theirs === 'hidden' ? 1 : 0);
  if (needed > unknown.length) return err('determinize-inconsistent', 'The enemy holds more cards than are left.');

  const asked = view.step === 'mulligan' && view.toAct.includes(foe) && !view.mulliganUsed;
  const shown = view.step === 'mulligan-reply' && view.toAct[0] === side ? lastShownHand(campaignLog, foe) : null;
  let hand: number[];
  if (shown) hand = shown;
  else if (asked) {
    const low = lowHand(unknown, needed, MULLIGAN_MAX_AP, rng);
    if (!low) return err('determinize-inconsistent', 'No hand of 13 AP or less is left for the enemy.');
    hand = low;
  } else hand = shuffle(rng, unknown.slice()).slice(0, needed);
  let foePlayed = theirs === null ? -1 : theirs === 'hidden' ? -2 : theirs.card;
  if (foePlayed === -2) {
    // His face-down card (a simultaneous choice): one of the cards he may hold.
    foePlayed = hand.splice(nextInt(rng, hand.length), 1)[0]!;
  }
  const hands = { [side]: view.hand.map((c) => c.card), [foe]: hand.sort((a, b) => a - b) } as Cards['hands'];
  const played = { [side]: mine === null || mine === 'hidden' ? -1 : mine.card, [foe]: foePlayed } as Cards['played'];

  const ask = { lancaster: null, york: null } as State['mulligan']['ask'];
  if (view.step === 'mulligan') {
    for (const x of SIDES) {
      if (view.toAct.includes(x)) continue;
      // A side not deciding has decided already (secretly) or could not ask (more than 13 AP).
      ask[x] = x === foe && !view.mulliganUsed && handAp(hands[x]) <= MULLIGAN_MAX_AP ? nextFloat(rng) < 0.5 : false;
    }
  } else if (view.step === 'mulligan-reply') {
    const replier = view.toAct[0]!;
    ask[replier] = false;
    ask[otherSide(replier)] = true;
  } else {
    ask.lancaster = false;
    ask.york = false;
  }
  return ok({ hands, played, mulligan: { used: view.mulliganUsed, ask } });
}

/**
 * A uniform draw of `k` of `cards` totalling at most `maxAp` AP, or null if there is none. Counted
 * exactly rather than drawn and retried: when our hand is low the enemy's low hands are rare, and
 * retrying would miss them (the enemy who may ask a mulligan holds one).
 */
function lowHand(cards: readonly number[], k: number, maxAp: number, rng: RngState): number[] | null {
  const n = cards.length;
  // ways[i][j][a]: hands of j cards from cards[i..] totalling at most a AP.
  const ways: number[][][] = [];
  for (let i = n; i >= 0; i--) {
    const row: number[][] = [];
    for (let j = 0; j <= k; j++) {
      const cell: number[] = [];
      for (let a = 0; a <= maxAp; a++) {
        const ap = i < n ? CARDS[cards[i]!]!.ap : 0;
        if (j === 0) cell.push(1);
        else if (i === n) cell.push(0);
        else cell.push(ways[i + 1]![j]![a]! + (ap <= a ? ways[i + 1]![j - 1]![a - ap]! : 0));
      }
      row.push(cell);
    }
    ways[i] = row;
  }
  if (ways[0]![k]![maxAp] === 0) return null;
  const hand: number[] = [];
  let j = k;
  let a = maxAp;
  for (let i = 0; i < n && j > 0; i++) {
    const ap = CARDS[cards[i]!]!.ap;
    const withIt = ap <= a ? ways[i + 1]![j - 1]![a - ap]! : 0;
    if (nextFloat(rng) * ways[i]![j]![a]! < withIt) {
      hand.push(cards[i]!);
      j--;
      a -= ap;
    }
  }
  return hand;
}

/** The hand `side` showed when asking for a mulligan this campaign (5.1: shown to both). */
function lastShownHand(campaignLog: readonly LogEntry[], side: Side): number[] | null {
  for (let i = campaignLog.length - 1; i >= 0; i--) {
    const e = campaignLog[i]!;
    if (e.k === 'mulligan-asked' && e.s === side && Array.isArray(e.p?.cards)) return (e.p.cards as number[]).slice();
  }
  return null;
}

function lastP1(view: RichardView): Side | null {
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i]!;
    if (e.k === 'player-1' && e.s) return e.s;
  }
  return null;
}

/**
 * The attack records of this turn, with hidden enemy blocks filled in from the sampled ones in
 * that area: entering blocks from those that moved, the defenders from the rest. In the battle
 * being fought, an unnamed block of the record may also be one that left it (`left`: retreated,
 * or defected); waiting reserves are the ones still there.
 */
function rebuildAttacks(
  view: RichardView,
  loc: readonly number[],
  moved: readonly number[],
  hiddenFoe: (b: number) => boolean,
  left: readonly number[],
): Result<(AttackInfo | null)[]> {
  const out: (AttackInfo | null)[] = new Array(AREAS.length).fill(null);
  const named = new Set<number>();
  for (const av of view.attacks) {
    for (const id of av.defenders) if (id) named.add(blockIndex(id));
    for (const e of av.entries) if (e.block) named.add(blockIndex(e.block));
  }
  for (const av of view.attacks) {
    const a = areaIndex(av.area as AreaId);
    const hiddenHere: number[] = [];
    for (let b = 0; b < BLOCK_COUNT; b++) if (loc[b] === a && !named.has(b) && hiddenFoe(b)) hiddenHere.push(b);
    const movedFirst = hiddenHere.slice().sort((x, y) => Number(moved[x] === STILL) - Number(moved[y] === STILL));
    const movedAway: number[] = [];
    for (let b = 0; b < BLOCK_COUNT; b++)
      if (loc[b]! >= 0 && loc[b] !== a && moved[b] !== STILL && hiddenFoe(b)) movedAway.push(b);
    const gone = view.battle?.area === av.area ? left.filter((b) => hiddenFoe(b) && loc[b] !== a) : [];
    movedFirst.push(...gone);
    hiddenHere.push(...gone);
    const entries: { block: number; border: number }[] = [];
    const used = new Set<number>();
    for (const e of av.entries) {
      let b: number;
      if (e.block) b = blockIndex(e.block);
      else {
        // A waiting reserve is still there; an unnamed main-force entry has left.
        const pick =
          movedFirst.find((x) => !used.has(x) && (!gone.length || e.reserve === (loc[x] === a))) ??
          movedFirst.find((x) => !used.has(x));
        if (pick === undefined)
          return err('determinize-inconsistent', `An attack on ${av.area} names more hidden blocks than stand there.`);
        b = pick;
      }
      used.add(b);
      entries.push({ block: b, border: e.border });
    }
    const defenders: number[] = [];
    for (const id of av.defenders) {
      if (id) {
        defenders.push(blockIndex(id));
        continue;
      }
      // Defenders stood there when attacked: in the battle, an unnamed one has retreated; one an
      // attack did not pin may have moved away since (any hidden enemy block that moved this turn).
      const pick =
        hiddenHere.find((x) => !used.has(x) && (!gone.length || loc[x] !== a)) ??
        hiddenHere.find((x) => !used.has(x)) ??
        movedAway.find((x) => !used.has(x) && !hiddenHere.includes(x));
      if (pick === undefined)
        return err('determinize-inconsistent', `The defenders of ${av.area} are more than the blocks standing there.`);
      used.add(pick);
      defenders.push(pick);
    }
    defenders.sort((x, y) => x - y);
    out[a] = {
      attacker: av.attacker,
      attackerBorders: [...av.attackerBorders],
      defenderBorders: [...av.defenderBorders],
      reserves: entries.filter((_, i) => av.entries[i]!.reserve).map((e) => e.block),
      pinning: av.pinning,
      defenders,
      entries,
    };
  }
  return ok(out);
}

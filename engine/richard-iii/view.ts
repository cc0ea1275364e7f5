/**
 * A player's view (3.0 fog of war), built field by field from what that side may see — an
 * allowlist, never a stripped copy of the state. Enemy blocks on the map show only side, area and
 * whether they moved, unless revealed in the battle being fought; hands and unrevealed card
 * choices stay secret; the RNG and the deck order never leave the engine.
 */
import {
  AREAS,
  BLOCKS,
  BLOCK_COUNT,
  CARDS,
  SIDES,
  type AreaId,
  type BlockId,
  type BySide,
  type EventKind,
  type Side,
} from './data';
import { legalActions, actors } from './rules';
import { ownerOf, pretender, pretenderSide } from './state';
import { battleBoardView, battleView } from './battle/view';
import { isRevealed } from './battle/context';
import type { BattleView } from './battle/types';
import { politicalView, supplyView, type PoliticalView, type SupplyView } from './political/view';
import { supplyRoom, type SupplyRoom } from './political/supply-room';
import { recruitBars, type RecruitBar } from './movement/recruit';
import {
  DEAD,
  MINOR,
  MOVED_LAND,
  MOVED_SEA,
  OTHER,
  POOL,
  RECRUITED,
  STILL,
  type Action,
  type LogEntry,
  type State,
} from './types';

export type BlockPlace = AreaId | 'pool' | 'minor' | 'other-side' | 'dead';

export interface BlockView {
  /** Stable key for drawing. For a hidden enemy block it is opaque (`hidden:<side>:<area>:<n>`). */
  key: string;
  /** Identity, or null when hidden from this viewer. */
  id: BlockId | null;
  side: Side;
  /** Printed colour: the Rebel is black even though it fights for the Pretender. */
  colour: Side | 'rebel';
  place: BlockPlace;
  /** Face down in the pool or home exile (eliminated this campaign). */
  down: boolean;
  moved: boolean;
  /**
   * How it moved this game turn, as the engine marks it (`moved`): by land (5.2), by sea (5.3) or
   * recruited (5.4); 'still' if it has not. Only for the viewer's own blocks (and in a revealed
   * view): of an enemy block a player sees only whether it moved (3.0), so it is null.
   */
  movedBy: MovedBy | null;
  /** Only for revealed blocks. */
  steps: number | null;
  maxSteps: number | null;
  rating: string | null;
  name: string | null;
}

export type MovedBy = 'still' | 'land' | 'sea' | 'recruit';

/** The engine's mark of what a block did this turn (types.ts STILL…RECRUITED), by name. */
const MOVED_BY: Readonly<Record<number, MovedBy>> = {
  [STILL]: 'still',
  [MOVED_LAND]: 'land',
  [MOVED_SEA]: 'sea',
  [RECRUITED]: 'recruit',
};

export interface CardView {
  card: number;
  ap: number;
  event: EventKind | null;
}

/**
 * An attack in progress this game turn (5.22, 6.3), as both players saw it happen: who attacked,
 * by which borders, how many defenders are pinned, and which blocks stood or entered — named
 * only where this viewer may know them (null = a hidden enemy block). Entries are in the order
 * they entered; `reserve` marks those that fight as reserves.
 */
export interface AttackView {
  area: AreaId;
  attacker: Side;
  attackerBorders: number[];
  defenderBorders: number[];
  pinning: number;
  defenders: (BlockId | null)[];
  entries: { block: BlockId | null; border: number; reserve: boolean }[];
}

export interface RichardView {
  viewer: Side | null;
  scenario: string;
  seq: number;
  campaign: number;
  lastCampaign: number;
  turn: number;
  step: string;
  /** Sides that must decide now. */
  toAct: Side[];
  kingSide: Side;
  king: BlockId | null;
  pretender: BlockId | null;
  /**
   * Kingmaker: the captive Henry VI while York holds him in London (face up, so public), else
   * null. He cannot move or fight and holds nothing: the page leaves him out of who controls an
   * area and of whether a move there starts a battle.
   */
  prisoner: BlockId | null;
  p1: Side | null;
  hand: CardView[];
  handCount: BySide<number>;
  /** Played cards: own always; the opponent's only once both are revealed. `hidden` = chosen but secret. */
  played: BySide<CardView | 'hidden' | null>;
  mulliganUsed: boolean;
  /** The acting player's action phase (public: AP, event, activated areas, Muster area, and a pending free port-to-port sea move, 5.31). */
  action: {
    side: Side;
    ap: number;
    event: EventKind | null;
    activated: AreaId[];
    musterArea: AreaId | null;
    freeSea: { from: AreaId; to: AreaId } | null;
  } | null;
  /** Blocks each side moved across each border this turn: [border index] → count (public: moves are seen). */
  crossings: BySide<number[]>;
  contested: AreaId[];
  /** Attack records of this game turn (public bookkeeping, 5.22/6.3), by area. */
  attacks: AttackView[];
  /** Minor heirs owed to each side (6.82; public, heir deaths are seen). */
  pendingHeirs: BySide<number>;
  blocks: BlockView[];
  battle: BattleView | null;
  /** Supply phase (7.0): stage, who decides, owed losses, the viewer's entering heir. */
  supply: SupplyView | null;
  /** Political turn (8.0): stage, usurpation counts, the viewer's blocks still to go home. */
  political: PoliticalView | null;
  /**
   * 7.1/7.2, the viewer's own blocks only (empty for the table): per area holding some of his
   * blocks that count against its supply or exile limit, how many more it supports (negative:
   * over). Areas he has none in are left out — their room is their whole limit — and the page
   * reads it through political/supply-room.ts (`supplyAfter`, `overSupply`), the engine's own
   * count. Not in PlayView: no bot reads it.
   */
  supplyRoom: SupplyRoom;
  /**
   * 5.4, the viewer's own face-up pool blocks he cannot recruit now, by id, and why (movement/recruit.ts
   * `recruitBar`: the legal list's own tests), for the pool's greyed blocks; one he may recruit is
   * left out. Empty for the table. Not in PlayView: no bot reads it.
   */
  recruitBars: Partial<Record<BlockId, RecruitBar>>;
  legal: Action[];
  log: LogEntry[];
  outcome: { winner: Side | null; reason: string } | null;
  /** Only in a revealed view (a finished game looked back at): both hands, face up. */
  hands?: BySide<CardView[]>;
}

function placeOf(loc: number): BlockPlace {
  if (loc >= 0) return AREAS[loc]!.id;
  return loc === POOL ? 'pool' : loc === MINOR ? 'minor' : loc === OTHER ? 'other-side' : 'dead';
}

function cardView(card: number): CardView {
  const c = CARDS[card]!;
  return { card, ap: c.ap, event: c.event };
}

/** Blocks revealed to both sides right now: those in the battle being fought (6.1), reserves once they arrive (A13). */
function revealedInBattle(s: State, b: number): boolean {
  return isRevealed(s, b);
}

/** Whether `viewer` knows which block `b` is (the same test the block list uses); `reveal`: everyone knows all. */
function seesIdentity(s: State, b: number, viewer: Side | null, reveal = false): boolean {
  const loc = s.loc[b]!;
  return (
    reveal ||
    ownerOf(s, b) === viewer ||
    loc === DEAD ||
    (loc === POOL && s.down[b]!) ||
    revealedInBattle(s, b) ||
    b === s.prisoner
  );
}

function attackViews(s: State, viewer: Side | null, reveal: boolean): AttackView[] {
  const ref = (b: number): BlockId | null => (seesIdentity(s, b, viewer, reveal) ? BLOCKS[b]!.id : null);
  const out: AttackView[] = [];
  s.attacks.forEach((rec, a) => {
    if (!rec) return;
    out.push({
      area: AREAS[a]!.id,
      attacker: rec.attacker,
      attackerBorders: [...rec.attackerBorders],
      defenderBorders: [...rec.defenderBorders],
      pinning: rec.pinning,
      // Named defenders first, then the hidden ones: their order in the record is block order, which would hint at identities.
      defenders: [
        ...rec.defenders.map(ref).filter((x) => x !== null),
        ...rec.defenders.map(ref).filter((x) => x === null),
      ],
      entries: (rec.entries ?? []).map((e) => ({
        block: ref(e.block),
        border: e.border,
        reserve: rec.reserves.includes(e.block),
      })),
    });
  });
  return out;
}

/**
 * `viewer`'s view. `reveal` (only with viewer null) shows every block on the map and both hands:
 * the look back at a finished game (GameModule.revealedView), never offered while it is played.
 */
export function makeView(s: State, viewer: Side | null, reveal = false): RichardView {
  const blocks = blockViews(s, viewer, reveal);
  const bothPlayed = s.played.lancaster >= 0 && s.played.york >= 0;
  const played = {} as BySide<CardView | 'hidden' | null>;
  for (const side of SIDES) {
    const c = s.played[side];
    played[side] = c < 0 ? null : reveal || side === viewer || bothPlayed ? cardView(c) : 'hidden';
  }
  const pre = pretender(s);
  return {
    viewer,
    scenario: s.scenario,
    seq: s.seq,
    campaign: s.campaign,
    lastCampaign: s.lastCampaign,
    turn: s.turn,
    step: s.step.k,
    toAct: actors(s),
    kingSide: s.kingSide,
    king: s.king >= 0 ? BLOCKS[s.king]!.id : null,
    pretender: pre >= 0 ? BLOCKS[pre]!.id : null,
    prisoner: s.prisoner >= 0 ? BLOCKS[s.prisoner]!.id : null,
    p1: bothPlayed ? s.p1 : null,
    hand: viewer ? s.hands[viewer].map(cardView) : [],
    handCount: { lancaster: s.hands.lancaster.length, york: s.hands.york.length },
    played,
    mulliganUsed: s.mulligan.used,
    action: actionView(s),
    crossings: { lancaster: [...s.crossings.lancaster], york: [...s.crossings.york] },
    contested: s.attacks.flatMap((a, i) => (a ? [AREAS[i]!.id] : [])),
    attacks: attackViews(s, viewer, reveal),
    pendingHeirs: { ...s.pendingHeirs },
    blocks,
    battle: viewer === null ? battleView(s, pretenderSide(s), true) : battleView(s, viewer, false),
    supply: supplyView(s, viewer),
    political: politicalView(s, viewer),
    supplyRoom: supplyRoom(s, viewer),
    recruitBars: recruitBars(s, viewer),
    legal: viewer ? legalActions(s, viewer) : [],
    log: s.log.filter((e) => e.only === undefined || e.only === viewer).map((e) => ({ ...e })),
    outcome: s.outcome && { ...s.outcome },
    ...(reveal ? { hands: { lancaster: s.hands.lancaster.map(cardView), york: s.hands.york.map(cardView) } } : {}),
  };
}

/**
 * The part of a side's view a decision is made from — the same fields, built by the same code as
 * `makeView`'s — without what only a page or a record needs (the log, attack records, crossings,
 * the supply and political panels, the battle's event list, the legal list). The search's
 * playouts build one for every Easy decision of both sides in a sampled state, where the full
 * view's bookkeeping cost about as much as the decision itself. A full view is one too, and its log
 * (what the side remembers) may be read where it is there.
 */
export type PlayView = Pick<
  RichardView,
  | 'viewer'
  | 'campaign'
  | 'lastCampaign'
  | 'turn'
  | 'step'
  | 'kingSide'
  | 'king'
  | 'pretender'
  | 'p1'
  | 'hand'
  | 'action'
  | 'blocks'
> & {
  battle: Omit<BattleView, 'events'> | null;
  /** Only in a search's sample (never a real position): where that sample's King stands. */
  kingAt?: number;
} & Partial<Pick<RichardView, 'log' | 'scenario'>>;

export function makePlayView(s: State, viewer: Side): PlayView {
  const pre = pretender(s);
  return {
    viewer,
    campaign: s.campaign,
    lastCampaign: s.lastCampaign,
    turn: s.turn,
    step: s.step.k,
    kingSide: s.kingSide,
    king: s.king >= 0 ? BLOCKS[s.king]!.id : null,
    pretender: pre >= 0 ? BLOCKS[pre]!.id : null,
    p1: s.played.lancaster >= 0 && s.played.york >= 0 ? s.p1 : null,
    hand: s.hands[viewer].map(cardView),
    action: actionView(s),
    blocks: blockViews(s, viewer, false),
    battle: battleBoardView(s, viewer),
  };
}

function actionView(s: State): RichardView['action'] {
  return (
    s.act && {
      side: s.act.side,
      ap: s.act.ap,
      event: s.act.event,
      activated: s.act.activated.map((a) => AREAS[a]!.id),
      musterArea: s.act.musterArea >= 0 ? AREAS[s.act.musterArea]!.id : null,
      freeSea: s.act.freeSea && { from: AREAS[s.act.freeSea.from]!.id, to: AREAS[s.act.freeSea.to]!.id },
    }
  );
}

/** The blocks `viewer` sees: own and revealed blocks by identity, the enemy's hidden ones by public facts only. */
function blockViews(s: State, viewer: Side | null, reveal: boolean): BlockView[] {
  const blocks: BlockView[] = [];
  const hidden: BlockView[] = [];
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const blk = BLOCKS[b]!;
    const side = ownerOf(s, b);
    const loc = s.loc[b]!;
    const own = viewer === side;
    // Off-map blocks: your own are yours to know; eliminated enemy blocks were seen by both
    // players (the dead, and this campaign's face-down losses).
    const eliminated = loc === DEAD || (loc === POOL && s.down[b]!);
    if (loc < 0 && !own && !eliminated) continue;
    if (loc === OTHER && own) continue; // the out-of-play version is just a reminder: the other version is the one in play
    const visible = seesIdentity(s, b, viewer, reveal);
    (visible ? blocks : hidden).push({
      key: blk.id,
      id: visible ? blk.id : null,
      side,
      colour: blk.side,
      // 6.85: a lost mercenary waits face down in its home exile area, not in the pool.
      place: loc === POOL && s.down[b]! && blk.home >= 0 ? AREAS[blk.home]!.id : placeOf(loc),
      down: s.down[b]!,
      moved: s.moved[b] !== STILL,
      movedBy: own || reveal ? MOVED_BY[s.moved[b]!]! : null,
      steps: visible ? s.steps[b]! : null,
      maxSteps: visible ? blk.steps : null,
      rating: visible ? blk.rating : null,
      name: visible ? blk.name : null,
    });
  }
  // Hidden blocks carry nothing that depends on identity: not their position in the list (sorted
  // by what is public) nor their key (a per-area ordinal).
  hidden.sort(
    (x, y) =>
      (x.place < y.place ? -1 : x.place > y.place ? 1 : 0) ||
      (x.colour < y.colour ? -1 : x.colour > y.colour ? 1 : 0) ||
      Number(x.moved) - Number(y.moved),
  );
  // Hidden blocks so far per place, Lancaster's and York's (keyed by the place string itself: no key built per block).
  const perPlace = new Map<BlockPlace, [number, number]>();
  for (const h of hidden) {
    let counts = perPlace.get(h.place);
    if (!counts) perPlace.set(h.place, (counts = [0, 0]));
    const i = h.side === 'lancaster' ? 0 : 1;
    h.key = `hidden:${h.side}:${h.place}:${counts[i]++}`;
    blocks.push(h);
  }
  return blocks;
}

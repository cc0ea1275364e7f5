/**
 * Battle odds for one player (issue 13): his chance to win a battle and the steps and blocks each
 * side can expect to lose, by seeded simulation from his own view — never from the state. Both
 * sides' known blocks are as the view shows them; hidden enemy blocks (a defended area before an
 * attack, enemy reserves not yet arrived) are sampled from the view by `sampleBlocks`, afresh every
 * few simulations.
 *
 * Modelled as the rules say: battle order (6.2: A, B, C, D, defenders first on ties; bombards A
 * in round 1, D after), hits to the strongest enemy block and the surplus onward (6.4), defence
 * bonuses of the side defending at that moment (2.2–2.6, the senior heir's moving on when he
 * dies), reserves arriving in round 2 or at once when their side's round-1 blocks are gone,
 * with the change of control (6.3), four rounds with the attackers retreating on their round-4
 * turn (6.2), and the senior heir's charge (6.5, ruling A16: not an attacker in round 4), which he
 * makes when a likely kill is worth more than his fire at the strongest block (`chargeTarget`),
 * and the game won at once when a side's last heir dies (9), which counts as a win for the other.
 * Simplified: nobody retreats before round 4, and every round-4 retreat is possible
 * (6.6); no treason rolls (6.9); where the owner may choose among tied
 * blocks, the hits go to the one that fires weakest (heirs last); no later moves or reserves
 * are foreseen when previewing an attack, whose blocks join the main attack, or its reserves when
 * they come in by another way (ruling A8) or join a battle the enemy started (6.3).
 */
import type { BattleOdds, OddsQuery } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { makeRng, rollD6, type RngState } from '../../core/rng';
import {
  AREAS,
  BLOCKS,
  areaIndex,
  borderBetween,
  blockIndex,
  isAreaId,
  isBlockId,
  otherSide,
  type AreaId,
  type BlockId,
  type Side,
} from '../data';
import { sampleBlocks } from '../determinize';
import type { RichardView } from '../view';
import { areaDefenceBonus, type BonusContext } from './fire';

export type { BattleOdds, OddsQuery };

/** Simulations per request (the issue asks for at least 2,000) and how many share one draw of the hidden blocks. */
export const ODDS_SIMULATIONS = 2000;
const SIMS_PER_SAMPLE = 16;

/** One block as the model fights it. */
interface Fighter {
  block: number;
  side: Side;
  steps: number;
  /** Waiting to arrive (6.3). */
  reserve: boolean;
  acted: boolean;
}

/** The battle as the model starts it. `hidden` are enemy slots to draw, each standing as a reserve or not. */
interface Position {
  area: number;
  round: number;
  attacker: Side;
  fighters: Fighter[];
  hidden: { reserve: boolean }[];
  /** Hits waiting for their owner's choice among tied blocks (the battle board's 'hits' stage). */
  pending: { side: Side; hits: number } | null;
  bonus: BonusContext;
  /** Each side's living heirs, here or anywhere (9: the last one's death ends the game at once). */
  heirs: Record<Side, number>;
}

const RANK = { A: 0, B: 1, C: 2, D: 3 } as const;

const ownerOf = (b: number, kingSide: Side): Side => {
  const side = BLOCKS[b]!.side;
  return side === 'rebel' ? otherSide(kingSide) : side;
};

/**
 * The simulated battle, in flat arrays reused from one run to the next (thousands of runs per
 * request: no allocation per run). `load` sets the fighters, `reset` starts a run over.
 */
class Battle {
  private n = 0;
  private side: Side[] = [];
  private heirRank: number[] = []; // 0 = not an heir
  /** An heir of the side he fights for (a defected Clarence or Exeter is not: 9.1). */
  private trueHeir: boolean[] = [];
  private heirsLeft: Record<Side, number> = { york: 0, lancaster: 0 };
  /** The side that won the game at once (9), or null. */
  private gameWon: Side | null = null;
  private fire: number[] = [];
  private bonusSenior: number[] = [];
  private bonusPlain: number[] = [];
  private init: number[] = []; // -1 = bombard (A in round 1, D after)
  private start: { steps: number[]; reserve: boolean[]; acted: boolean[] } = { steps: [], reserve: [], acted: [] };
  steps: number[] = [];
  /** 0 fighting, 1 eliminated, 2 retreated. */
  gone: number[] = [];
  private reserve: boolean[] = [];
  private acted: boolean[] = [];
  attacker: Side;
  private round: number;

  constructor(
    private readonly pos: Position,
    private readonly rng: RngState,
  ) {
    this.attacker = pos.attacker;
    this.round = pos.round;
  }

  load(fighters: readonly Fighter[]): void {
    this.n = fighters.length;
    const { area, bonus } = this.pos;
    this.side = fighters.map((x) => x.side);
    this.heirRank = fighters.map((x) => BLOCKS[x.block]!.heirRank);
    this.trueHeir = fighters.map((x) => BLOCKS[x.block]!.kind === 'heir' && BLOCKS[x.block]!.side === x.side);
    this.fire = fighters.map((x) => BLOCKS[x.block]!.fire);
    this.bonusSenior = fighters.map((x) => areaDefenceBonus(x.block, area, true, bonus));
    this.bonusPlain = fighters.map((x) => areaDefenceBonus(x.block, area, false, bonus));
    this.init = fighters.map((x) => (BLOCKS[x.block]!.kind === 'bombard' ? -1 : RANK[BLOCKS[x.block]!.initiative]));
    this.start = {
      steps: fighters.map((x) => x.steps),
      reserve: fighters.map((x) => x.reserve),
      acted: fighters.map((x) => x.acted),
    };
  }

  reset(): void {
    this.steps = this.start.steps.slice();
    this.reserve = this.start.reserve.slice();
    this.acted = this.start.acted.slice();
    this.gone = new Array<number>(this.n).fill(0);
    this.attacker = this.pos.attacker;
    this.round = this.pos.round;
    this.heirsLeft = { ...this.pos.heirs };
    this.gameWon = null;
  }

  sideAt = (i: number): Side => this.side[i]!;
  startSteps = (i: number): number => this.start.steps[i]!;
  get size(): number {
    return this.n;
  }

  private present = (i: number): boolean => this.gone[i] === 0 && !this.reserve[i];
  private get defender(): Side {
    return otherSide(this.attacker);
  }

  private initiative(i: number): number {
    const r = this.init[i]!;
    return r >= 0 ? r : this.round === 1 ? RANK.A : RANK.D;
  }

  /** Whether heir `i` is his side's most senior heir present (2.2: only he gets shield and crown). */
  private senior(i: number): boolean {
    const rank = this.heirRank[i]!;
    for (let j = 0; j < this.n; j++)
      if (
        j !== i &&
        this.side[j] === this.side[i] &&
        this.heirRank[j]! > 0 &&
        this.heirRank[j]! < rank &&
        this.present(j)
      )
        return false;
    return true;
  }

  private firepower(i: number): number {
    if (this.side[i] !== this.defender) return this.fire[i]!;
    const bonus = this.heirRank[i]! > 0 && this.senior(i) ? this.bonusSenior[i]! : this.bonusPlain[i]!;
    return this.fire[i]! + bonus;
  }

  private has(side: Side, presentOnly: boolean): boolean {
    for (let i = 0; i < this.n; i++)
      if (this.side[i] === side && this.gone[i] === 0 && (!presentOnly || !this.reserve[i])) return true;
    return false;
  }

  winner(): Side | null {
    if (this.gameWon) return this.gameWon;
    if (!this.has(this.attacker, false)) return this.defender;
    if (!this.has(this.defender, false)) return this.attacker;
    return null;
  }

  /** 6.3: a side whose arrived blocks are all gone brings its reserves in now; a wiped-out round-1 defender takes the attack. */
  private checkLosses(): void {
    const defender = this.defender;
    for (const side of [defender, this.attacker]) {
      if (this.has(side, true)) continue;
      let deployed = false;
      for (let i = 0; i < this.n; i++) {
        if (this.side[i] !== side || this.gone[i] !== 0 || !this.reserve[i]) continue;
        this.reserve[i] = false;
        this.acted[i] = true;
        deployed = true;
      }
      if (deployed && side === defender && this.round === 1) this.attacker = side;
    }
  }

  /** 6.4: hits to the strongest enemy block, the surplus onward; ties go to the weakest-firing block, heirs last. */
  private placeHits(side: Side, hits: number): void {
    while (hits > 0) {
      const t = this.strongest(side);
      if (t < 0) return;
      const take = Math.min(hits, this.steps[t]!);
      this.steps[t]! -= take;
      hits -= take;
      if (this.steps[t] === 0) this.eliminated(t);
      if (this.gameWon) return;
      this.checkLosses();
    }
  }

  /** Block `t` is gone; the last heir of his side ends the game at once (9). */
  private eliminated(t: number): void {
    this.gone[t] = 1;
    if (!this.trueHeir[t]) return;
    const side = this.side[t]!;
    if (--this.heirsLeft[side] <= 0 && !this.gameWon) this.gameWon = otherSide(side);
  }

  /** The block of `side` the next hit goes to (6.4), or -1: the strongest, on a tie the one the owner spares least. */
  private strongest(side: Side): number {
    let t = -1;
    for (let i = 0; i < this.n; i++) {
      if (this.side[i] !== side || !this.present(i)) continue;
      if (t < 0 || this.steps[i]! > this.steps[t]! || (this.steps[i] === this.steps[t] && this.spare(i, t))) t = i;
    }
    return t;
  }

  /** Whether the owner would rather lose a step of `i` than of `j` (both equally strong). */
  private spare(i: number, j: number): boolean {
    const hi = Number(this.heirRank[i]! > 0);
    const hj = Number(this.heirRank[j]! > 0);
    return hi < hj || (hi === hj && this.firepower(i) < this.firepower(j));
  }

  private next(): number {
    let best = -1;
    let bestKey = 99;
    const defender = this.defender;
    for (let i = 0; i < this.n; i++) {
      if (!this.present(i) || this.acted[i]) continue;
      const key = this.initiative(i) * 2 + (this.side[i] === defender ? 0 : 1);
      if (key < bestKey) {
        bestKey = key;
        best = i;
      }
    }
    return best;
  }

  /** Fights one run to its end; returns the winner. */
  play(): Side {
    if (this.pos.pending) this.placeHits(this.pos.pending.side, this.pos.pending.hits);
    for (;;) {
      const w = this.winner();
      if (w) return w;
      const i = this.next();
      if (i < 0) {
        if (this.round === 4) return this.defender;
        this.round++;
        this.acted.fill(false);
        this.reserve.fill(false);
        continue;
      }
      this.acted[i] = true;
      if (this.side[i] === this.attacker && this.round === 4) {
        this.gone[i] = 2; // 6.2: attackers retreat on their round-4 turn (assumed possible)
        this.checkLosses();
        continue;
      }
      const target = this.heirRank[i]! > 0 && this.senior(i) ? this.chargeTarget(i) : -1;
      if (target >= 0) {
        this.charge(i, target);
        continue;
      }
      this.placeHits(otherSide(this.side[i]!), this.roll(i));
    }
  }

  /** Block `i` rolls one die per step at its firepower now; returns the hits. */
  private roll(i: number): number {
    const fp = this.firepower(i);
    let hits = 0;
    for (let d = this.steps[i]!; d > 0; d--) if (rollD6(this.rng) <= fp) hits++;
    return hits;
  }

  /** Block `t` takes up to its strength in hits; the surplus is lost (6.5). */
  private hitOne(t: number, hits: number): void {
    this.steps[t]! -= Math.min(hits, this.steps[t]!);
    if (this.steps[t] === 0) this.eliminated(t);
    if (!this.gameWon) this.checkLosses();
  }

  /**
   * 6.5 / ruling A16: the heir fires at the named target, surplus lost; a surviving target fires
   * back once at him at its full firepower and keeps its own battle turn.
   */
  private charge(heir: number, target: number): void {
    this.hitOne(target, this.roll(heir));
    if (!this.gameWon && this.present(target) && this.present(heir)) this.hitOne(heir, this.roll(target));
  }

  /**
   * The enemy block senior heir `i` charges, or -1 to fire as usual. A block's worth is its steps
   * and the hits it would still deal this battle; fire scores the expected hits on the strongest
   * block and the chance to eliminate it, a charge the chance to eliminate its target less the
   * survivor's counter-fire on the heir; a side's last heir is worth the game (9). He charges when
   * the best charge scores higher (never at the block his fire would hit anyway, without the reply).
   */
  private chargeTarget(i: number): number {
    const foe = otherSide(this.side[i]!);
    const rounds = Math.max(1, 4 - this.round);
    const worth = (x: number): number =>
      (this.trueHeir[x] && this.heirsLeft[this.side[x]!] === 1 ? GAME : 0) +
      this.steps[x]! +
      ((this.steps[x]! * this.firepower(x)) / 6) * rounds;
    const p = Math.min(1, this.firepower(i) / 6);
    const dice = this.steps[i]!;
    const strongest = this.strongest(foe);
    if (strongest < 0) return -1;
    const top = this.steps[strongest]!;
    const fire = Math.min(dice * p, top) + atLeast(dice, p, top) * (worth(strongest) - top);
    let best = -1;
    let bestScore = fire;
    for (let t = 0; t < this.n; t++) {
      if (this.side[t] !== foe || !this.present(t) || t === strongest) continue;
      const kill = atLeast(dice, p, this.steps[t]!);
      const q = Math.min(1, this.firepower(t) / 6);
      const reply = this.steps[t]! * q + atLeast(this.steps[t]!, q, dice) * (worth(i) - dice);
      const score = kill * worth(t) + (1 - kill) * (Math.min(dice * p, this.steps[t]!) - reply);
      if (score > bestScore) {
        bestScore = score;
        best = t;
      }
    }
    return best;
  }
}

/** What a side's last heir is worth to a charge's choice: the game (9), beyond any battle's blocks. */
const GAME = 100;

/** The chance of at least `k` successes in `n` tries of chance `p` each. */
function atLeast(n: number, p: number, k: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  let sum = 0;
  let c = 1; // n choose j
  for (let j = 0; j <= n; j++) {
    if (j >= k) sum += c * p ** j * (1 - p) ** (n - j);
    c = (c * (n - j)) / (j + 1);
  }
  return sum;
}

/** The battle being fought, as `side`'s battle board shows it. */
function battlePosition(view: RichardView, side: Side): Result<Position> {
  const bv = view.battle!;
  const area = areaIndex(bv.area);
  const fighters: Fighter[] = [];
  const hidden: { reserve: boolean }[] = [];
  for (const sv of [bv.sides.attacker, bv.sides.defender]) {
    for (const b of sv.main)
      fighters.push({ block: blockIndex(b.id), side: sv.side, steps: b.steps, reserve: false, acted: b.acted });
    for (const b of sv.reserves)
      fighters.push({ block: blockIndex(b.id), side: sv.side, steps: b.steps, reserve: true, acted: false });
    if (sv.side !== side) for (let i = sv.reserves.length; i < sv.reserveCount; i++) hidden.push({ reserve: true });
  }
  const p = bv.pendingHits;
  return ok({
    area,
    round: bv.round,
    attacker: bv.attacker,
    fighters,
    hidden,
    pending: p && { side: p.side, hits: p.hits },
    bonus: bonusContext(view),
    heirs: heirsAlive(view),
  });
}

/**
 * An attack `side` is about to make: his blocks already in `to` and the ones he sends against
 * every enemy block there (named ones as seen, hidden ones drawn), round 1. Blocks already fighting
 * there keep their reserve marks; his blocks join a battle the enemy started as reserves (6.3), and
 * his own attack as reserves too when they come in `via` another border than its main one (ruling
 * A8; by sea, unless the main attack came by sea). Without `via` they join the main attack.
 */
function attackPosition(
  view: RichardView,
  side: Side,
  blocks: readonly BlockId[],
  to: AreaId,
  via?: string,
): Result<Position> {
  const foe = otherSide(side);
  const area = areaIndex(to);
  const record = view.attacks.find((a) => a.area === to);
  const attacker = record?.attacker ?? side;
  const main = record?.attackerBorders[0];
  const intoMain =
    via === undefined ||
    main === undefined ||
    (via === 'sea' ? main < 0 : isAreaId(via) && borderBetween(areaIndex(via), area) === main);
  const reserveEntry = new Set(record?.entries.filter((e) => e.reserve && e.block).map((e) => e.block));
  const fighters: Fighter[] = [];
  const hidden: { reserve: boolean }[] = [];
  const sent = new Set(blocks);
  if (sent.size !== blocks.length) return err('odds-bad-attack', 'A block is named twice.');
  for (const id of blocks) {
    const bv = view.blocks.find((x) => x.id === id);
    if (!bv || bv.side !== side || !isAreaId(bv.place) || bv.steps === null)
      return err('odds-bad-attack', 'Only your own blocks on the map can attack.');
    if (bv.place === to) return err('odds-bad-attack', 'A block cannot attack the area it stands in.');
  }
  for (const bv of view.blocks) {
    if (bv.place !== to && !(bv.id && sent.has(bv.id))) continue;
    // Kingmaker's captive Henry VI stands in London but does not fight: he is rescued, not in battle.
    if (bv.id !== null && bv.id === view.prisoner) continue;
    if (bv.id === null) {
      hidden.push({ reserve: false });
      continue;
    }
    const joining = sent.has(bv.id);
    const reserve = joining ? attacker !== side || !intoMain : reserveEntry.has(bv.id);
    fighters.push({ block: blockIndex(bv.id), side: bv.side, steps: bv.steps ?? 1, reserve, acted: false });
  }
  if (!fighters.some((x) => x.side === foe) && hidden.length === 0)
    return err('odds-no-battle', 'No enemy block stands there: there is no battle.');
  return ok({
    area,
    round: 1,
    attacker,
    fighters,
    hidden,
    pending: null,
    bonus: bonusContext(view),
    heirs: heirsAlive(view),
  });
}

/**
 * Each side's living heirs as the view shows them (9, ruling A22): the viewer's own in play, not
 * dead; the enemy's, each one not seen dead and not serving the viewer after defecting. Kingmaker's
 * captive Henry VI is not counted (his side loses when every other heir is gone). Minors count.
 */
export function heirsAlive(view: RichardView): Record<Side, number> {
  const seen = new Map(view.blocks.flatMap((b) => (b.id ? [[b.id, b] as const] : [])));
  const living = { york: 0, lancaster: 0 };
  const inPlay = (id: BlockId) => {
    const b = seen.get(id);
    return b !== undefined && b.place !== 'dead' && b.place !== 'other-side';
  };
  for (const blk of BLOCKS) {
    if (blk.kind !== 'heir' || blk.side === 'rebel' || blk.id === view.prisoner) continue;
    const twin = blk.other >= 0 ? BLOCKS[blk.other]!.id : null;
    // The viewer knows his own heirs (one serving the enemy is not in his view); of the enemy's, he
    // knows the dead and those who came over to him.
    const alive =
      blk.side === view.viewer
        ? inPlay(blk.id)
        : seen.get(blk.id)?.place !== 'dead' &&
          !(twin !== null && inPlay(twin) && seen.get(twin)!.side === view.viewer);
    if (alive) living[blk.side]++;
  }
  return living;
}

function bonusContext(view: RichardView): BonusContext {
  const dead = new Set(view.blocks.filter((b) => b.place === 'dead' && b.id).map((b) => blockIndex(b.id!)));
  return { king: view.king ? blockIndex(view.king) : -1, kingSide: view.kingSide, dead: (b) => dead.has(b) };
}

/**
 * Hidden enemy blocks standing in the position's area, drawn by `sampleBlocks` (the blocks the
 * setup or public events place there, the rest a uniform choice among those the view allows;
 * strengths as the public hits leave them, drawn below that only after an unseen loss). Each hidden slot of the view
 * in that area takes one drawn block; they come in the view's order, which hides identities.
 */
function drawHidden(view: RichardView, side: Side, pos: Position, rng: RngState): Result<Fighter[]> {
  const sampled = sampleBlocks(view, side, rng);
  if (!sampled.ok) return sampled;
  const { loc, steps, known } = sampled.value;
  const foe = otherSide(side);
  const drawn: number[] = [];
  for (let b = 0; b < loc.length; b++)
    if (!known[b] && loc[b] === pos.area && ownerOf(b, view.kingSide) === foe) drawn.push(b);
  if (drawn.length !== pos.hidden.length)
    return err('odds-inconsistent', 'The hidden enemy blocks there could not be drawn from the view.');
  return ok(
    drawn.map((b, i) => ({ block: b, side: foe, steps: steps[b]!, reserve: pos.hidden[i]!.reserve, acted: false })),
  );
}

/**
 * `side`'s odds in the battle being fought (no `query.attack`) or in the attack he describes,
 * from his own view alone. Deterministic for a given view, query and seed.
 */
export function battleOdds(
  view: RichardView,
  side: Side,
  query: OddsQuery,
  seed: number,
  simulations = ODDS_SIMULATIONS,
): Result<BattleOdds<Side>> {
  if (view.viewer !== side) return err('odds-wrong-view', 'The view belongs to the other side.');
  if (view.outcome) return err('odds-over', 'The game is over.');
  let pos: Result<Position>;
  if (query.attack) {
    const { blocks, to, via } = query.attack;
    // The way in is the sea, or an area across a border of `to` (a client may send anything).
    if (
      via !== undefined &&
      via !== 'sea' &&
      (!isAreaId(via) || !isAreaId(to) || borderBetween(areaIndex(via), areaIndex(to)) < 0)
    )
      return err('odds-bad-attack', 'The blocks cannot come in from there.');
    if (view.step !== 'action' || view.action?.side !== side)
      return err('odds-not-now', 'Attacks are previewed only in your own action phase.');
    if (!isAreaId(to) || blocks.length === 0 || !blocks.every((b) => isBlockId(b)))
      return err('odds-bad-attack', 'An attack needs your blocks and an area.');
    pos = attackPosition(view, side, blocks as readonly BlockId[], to, via);
  } else {
    if (!view.battle) return err('odds-no-battle', 'No battle is being fought.');
    pos = battlePosition(view, side);
  }
  if (!pos.ok) return pos;
  const position = pos.value;
  const area = AREAS[position.area]!.id;
  const rng = makeRng(seed);
  const battle = new Battle(position, rng);
  let wins = 0;
  let samples = 0;
  const stepsLost = { lancaster: 0, york: 0 };
  const blocksLost = { lancaster: 0, york: 0 };
  if (position.hidden.length === 0) battle.load(position.fighters);
  for (let i = 0; i < simulations; i++) {
    if (position.hidden.length > 0 && i % SIMS_PER_SAMPLE === 0) {
      const d = drawHidden(view, side, position, rng);
      if (!d.ok) return d;
      battle.load([...position.fighters, ...d.value]);
      samples++;
    }
    battle.reset();
    if (battle.play() === side) wins++;
    for (let f = 0; f < battle.size; f++) {
      const s = battle.sideAt(f);
      stepsLost[s] += battle.startSteps(f) - battle.steps[f]!;
      if (battle.gone[f] === 1) blocksLost[s]++;
    }
  }
  const per = (n: number) => n / simulations;
  return ok({
    area,
    side,
    attacker: position.attacker,
    win: per(wins),
    losses: {
      lancaster: { steps: per(stepsLost.lancaster), blocks: per(blocksLost.lancaster) },
      york: { steps: per(stepsLost.york), blocks: per(blocksLost.york) },
    },
    simulations,
    samples,
  });
}

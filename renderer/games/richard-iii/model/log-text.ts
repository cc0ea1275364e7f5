/**
 * The game log in the player's language: the one place that turns the engine's structured entries
 * ({k, r, s, p}) into sentences, one catalogue message (log.*) per sentence. Unknown kinds still
 * read as words, never as JSON.
 */
import { CARDS, SCENARIO_IDS, type Side } from '../../../../engine/richard-iii/data';
import { t } from '../../../src/i18n/language.svelte';
import { listText } from '../../../src/lib/format';
import { reserveRuns, type ReserveRun } from './log-runs';
import { areaName, blockName, cardTitle, isEventKind, outcomeText, sideLabel } from './names';
import type { LogEntry } from './types';

export interface LogLine {
  text: string;
  side: Side | null;
  /** Rule section, shown small beside the line. */
  rule: string | null;
  /** Headings (new turn, battle, campaign) are set apart in the list. */
  heading: boolean;
  /** Where its entry stands in the entries given (a line for a dropped twin is not made). */
  entry: number;
}

type Params = NonNullable<LogEntry['p']>;
const str = (p: Params, k: string): string => String(p[k] ?? '');
const num = (p: Params, k: string): number => Number(p[k] ?? 0);
const list = (p: Params, k: string): (string | number)[] => {
  const v = p[k];
  return Array.isArray(v) ? [...(v as readonly (string | number)[])] : [];
};
const dice = (p: Params): string => list(p, 'dice').join(' ');
const yes = (v: unknown): string => (v ? 'yes' : 'no');
const area = (p: Params, k: string): string => areaName(str(p, k));
const block = (p: Params, k: string): string => blockName(str(p, k));

const HEADINGS = new Set([
  'campaign-start',
  'turn-start',
  'battle-start',
  'supply-phase',
  'political-turn',
  'game-over',
]);

/** Entries whose public twin repeats a private entry the viewer already sees. */
const TWINNED = new Set([
  'move',
  'recruit',
  'sea-move',
  'supply-loss',
  'go-home',
  'heir-enters',
  'exile-to-pool',
  'battle-regroup',
]);

function sentence(e: LogEntry, viewer: Side | null): string {
  const p: Params = e.p ?? {};
  // Sides go into the messages as ids (a `select`), so each language words them in its own case.
  const side = e.s ?? '';
  const mine = e.s !== undefined && e.s === viewer;
  const known = Boolean(p['block']);
  switch (e.k) {
    case 'setup':
      return t('log.setup');
    case 'campaign-start':
      return t('log.campaignStart', { campaign: num(p, 'campaign') });
    case 'deal':
      return t('log.deal');
    case 'hand':
      return t('log.hand', {
        cards: list(p, 'cards')
          .map((c) => (CARDS[Number(c)] ? cardTitle(CARDS[Number(c)]!) : '?'))
          .join(', '),
      });
    case 'mulligan-asked':
      return t('log.mulliganAsked', { side, ap: num(p, 'ap') });
    case 'redeal':
      return t('log.redeal', { side });
    case 'turn-start':
      return t('log.turnStart', { turn: num(p, 'turn'), campaign: num(p, 'campaign') });
    case 'card-played': {
      const ev = p['event'];
      const ap = num(p, 'ap');
      return t('log.cardPlayed', { side, card: cardTitle({ ap, event: isEventKind(ev) ? ev : null }) });
    }
    case 'player-1':
      return t('log.player1', { side });
    case 'activate':
      return t('log.activate', { side, area: area(p, 'area') });
    case 'move': {
      const path = list(p, 'path')
        .map((a) => areaName(String(a)))
        .join(' → ');
      const from = area(p, 'from');
      if (!known) return t('log.moveHidden', { side, from, path });
      return mine
        ? t('log.moveOwn', { block: block(p, 'block'), from, path })
        : t('log.move', { side, block: block(p, 'block'), from, path });
    }
    case 'sea-move': {
      const where = { side, from: area(p, 'from'), to: area(p, 'to') };
      if (!known) return p['attack'] ? t('log.seaMoveHiddenAttack', where) : t('log.seaMoveHidden', where);
      const what = { ...where, block: block(p, 'block') };
      return p['attack'] ? t('log.seaMoveAttack', what) : t('log.seaMove', what);
    }
    case 'recruit':
      return known
        ? t('log.recruit', { side, block: block(p, 'block'), area: area(p, 'area') })
        : t('log.recruitHidden', { side, area: area(p, 'area') });
    case 'muster':
      return t('log.muster', { side, area: area(p, 'area') });
    case 'plague':
      return t('log.plague', { area: area(p, 'area'), blocks: num(p, 'blocks') });
    case 'attack':
      // A block more across the main attack's border joins it: the attack itself was logged once.
      return p['main']
        ? p['join']
          ? t('log.attackJoin', { side, area: area(p, 'area') })
          : t('log.attack', { side, area: area(p, 'area') })
        : t('log.attackReserves', { side, area: area(p, 'area') });
    case 'reinforce':
      // Told by logLines with the rest of its run (reserveSentence); alone it is one block.
      return t('log.reinforce', { side, area: area(p, 'area'), count: 1 });
    case 'battle-start':
      return t('log.battleStart', { area: area(p, 'area') });
    case 'battle-round':
      return t('log.battleRound', { round: num(p, 'round'), area: area(p, 'area') });
    case 'battle-fire':
      return t('log.battleFire', { block: block(p, 'block'), fp: num(p, 'fp'), dice: dice(p), hits: num(p, 'hits') });
    case 'battle-hit':
      return t('log.battleHit', { block: block(p, 'block'), hits: num(p, 'hits') });
    case 'battle-charge':
      return t('log.battleCharge', {
        block: block(p, 'block'),
        target: block(p, 'target'),
        dice: dice(p),
        hits: num(p, 'hits'),
      });
    case 'battle-counter-fire':
      return t('log.battleCounterFire', {
        block: block(p, 'block'),
        target: block(p, 'target'),
        dice: dice(p),
        hits: num(p, 'hits'),
      });
    case 'battle-pass':
      return t('log.battlePass', { block: block(p, 'block') });
    case 'battle-retreat':
      return t('log.battleRetreat', { block: block(p, 'block'), to: area(p, 'to') });
    case 'battle-treason': {
      const roll = { target: block(p, 'target'), dice: dice(p), defected: yes(p['defected']) };
      return str(p, 'roller') === 'treason-card'
        ? t('log.battleTreasonCard', roll)
        : t('log.battleTreason', { ...roll, roller: block(p, 'roller') });
    }
    case 'battle-reserves-arrive':
      return t('log.battleReservesArrive', { side, count: num(p, 'count') });
    case 'battle-reserves-deploy':
      return t('log.battleReservesDeploy', { side, count: num(p, 'count') });
    case 'battle-control-swap':
      return t('log.battleControlSwap', { side, area: area(p, 'area') });
    case 'battle-end':
      return t('log.battleEnd', { side, area: area(p, 'area'), round: num(p, 'round') });
    case 'battle-regroup':
      return known
        ? t('log.battleRegroup', { block: block(p, 'block'), to: area(p, 'to') })
        : t('log.battleRegroupHidden', { side, to: area(p, 'to') });
    case 'eliminated':
      return t('log.eliminated', { block: block(p, 'block') });
    case 'king-dead':
      return t('log.kingDead', { block: block(p, 'block') });
    case 'new-king':
      return t('log.newKing', { block: block(p, 'block'), area: area(p, 'area') });
    case 'king-returns':
      return t('log.kingReturns', { block: block(p, 'block'), area: area(p, 'area') });
    case 'heir-enters':
      return known
        ? t('log.heirEnters', { block: block(p, 'block'), area: area(p, 'area') })
        : t('log.heirEntersHidden', { side, area: area(p, 'area') });
    case 'heir-postponed':
      return t('log.heirPostponed', { side });
    case 'supply-phase':
      return t('log.supplyPhase');
    case 'supply-overstack':
      return t('log.supplyOverstack', {
        side,
        // The number of areas, for "in the area"/"in the areas" where a language tells them apart.
        count: list(p, 'areas').length,
        areas: list(p, 'areas')
          .map((a) => areaName(String(a)))
          .join(', '),
      });
    case 'supply-loss':
      return known
        ? t('log.supplyLoss', { block: block(p, 'block'), area: area(p, 'area') })
        : t('log.supplyLossHidden', { side, area: area(p, 'area') });
    case 'execution':
      return t('log.execution', { side, block: block(p, 'block') });
    case 'political-turn':
      return t('log.politicalTurn', { campaign: num(p, 'campaign') });
    case 'levies-disband':
      return t('log.leviesDisband');
    case 'usurpation-count': {
      const count = { lancaster: num(p, 'lancaster'), york: num(p, 'york') };
      return p['usurped'] ? t('log.usurpationCount', count) : t('log.usurpationCountKept', count);
    }
    case 'usurpation':
      return t('log.usurpation', { side, king: block(p, 'king') });
    case 'go-home':
      // The engine names the pool as the place a block "goes home" to when no home is usable.
      if (str(p, 'to') === 'pool')
        return known ? t('log.goPool', { block: block(p, 'block') }) : t('log.goPoolHidden', { side });
      return known
        ? t('log.goHome', { block: block(p, 'block'), to: area(p, 'to') })
        : t('log.goHomeHidden', { side, to: area(p, 'to') });
    case 'exile-to-pool':
      return known
        ? t('log.exileToPool', { block: block(p, 'block'), from: area(p, 'from') })
        : t('log.exileToPoolHidden', { side, from: area(p, 'from') });
    case 'campaign-reset':
      return t('log.campaignReset');
    case 'prisoner-rescued':
      return t('log.prisonerRescued', { block: block(p, 'block') });
    case 'prisoner-murdered':
      return t('log.prisonerMurdered', { block: block(p, 'block') });
    case 'game-over': {
      const outcome = outcomeText({ winner: e.s ?? null, reason: str(p, 'reason') });
      return e.s ? t('log.gameOverWon', { side, outcome }) : t('log.gameOverEnded', { outcome });
    }
    default: {
      // A kind added to the engine after this file: its code as words (no message for it yet).
      const words = e.k.replace(/-/g, ' ');
      const who = e.s ? sideLabel(e.s) : '';
      return `${who ? who + ': ' : ''}${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
    }
  }
}

/** A side's reserves for one battle in one line: the blocks by name when the viewer knows them all. */
function reserveSentence(e: LogEntry, run: ReserveRun): string {
  const where = { area: areaName(String(e.p?.['area'] ?? '')), count: run.blocks.length };
  const named = run.blocks.filter((b): b is string => b !== null);
  if (named.length === run.blocks.length)
    return t('log.reinforceNamed', { ...where, blocks: listText(named.map(blockName)) });
  return t('log.reinforce', { ...where, side: e.s ?? '' });
}

/**
 * The rule an entry cites, as the margin shows it: a section number. An entry made by a scenario's own
 * rule (1470's prisoner Henry VI cites 'kingmaker') would show that code, in English, in every language;
 * the rules explain each scenario's special rules under 4 (Setup), so it cites 4 and links there.
 */
function citedRule(r: string | undefined): string | null {
  if (r === undefined) return null;
  return (SCENARIO_IDS as readonly string[]).includes(r) ? '4' : r;
}

/**
 * The log as the viewer reads it, oldest first, with public twins of his own private entries dropped
 * and each side's reserves for a battle told in one line (log-runs.ts).
 */
export function logLines(entries: readonly LogEntry[], viewer: Side | null): LogLine[] {
  const out: LogLine[] = [];
  const reserves = reserveRuns(entries);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (reserves.folded.has(i)) continue;
    const run = reserves.runs.get(i);
    if (run) {
      out.push({ text: reserveSentence(e, run), side: e.s ?? null, rule: citedRule(e.r), heading: false, entry: i });
      continue;
    }
    if (viewer && e.only === undefined && e.s === viewer && TWINNED.has(e.k)) {
      const prev = entries[i - 1];
      const next = entries[i + 1];
      if ((prev?.only === viewer && prev.k === e.k) || (next?.only === viewer && next.k === e.k)) continue;
    }
    out.push({
      text: sentence(e, viewer),
      side: e.s ?? null,
      rule: citedRule(e.r),
      heading: HEADINGS.has(e.k),
      entry: i,
    });
  }
  return out;
}

export const logSentence = sentence;

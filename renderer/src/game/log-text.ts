/**
 * The game log in plain English: the one place that turns the engine's structured entries
 * ({k, r, s, p}) into sentences. Unknown kinds still read as words, never as JSON.
 */
import { CARDS, type Side } from '../../../engine/richard-iii/data';
import { areaName, blockName, cardTitle, EVENT_NAME, outcomeText, sideLabel } from './names';
import type { LogEntry } from './types';

export interface LogLine {
  text: string;
  side: Side | null;
  /** Rule section, shown small beside the line. */
  rule: string | null;
  /** Headings (new turn, battle, campaign) are set apart in the list. */
  heading: boolean;
}

type Params = NonNullable<LogEntry['p']>;
const str = (p: Params, k: string): string => String(p[k] ?? '');
const num = (p: Params, k: string): number => Number(p[k] ?? 0);
const list = (p: Params, k: string): (string | number)[] => {
  const v = p[k];
  return Array.isArray(v) ? [...(v as readonly (string | number)[])] : [];
};
const plural = (n: number, one: string, many = one + 's'): string => `${n} ${n === 1 ? one : many}`;
const dice = (p: Params): string => list(p, 'dice').join(' ');

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
  const who = e.s ? sideLabel(e.s) : '';
  const mine = e.s !== undefined && e.s === viewer;
  switch (e.k) {
    case 'setup':
      return 'The armies take the field.';
    case 'campaign-start':
      return `Campaign ${num(p, 'campaign')} begins`;
    case 'deal':
      return 'Seven cards are dealt to each player.';
    case 'hand':
      return `Your hand: ${list(p, 'cards')
        .map((c) => (CARDS[Number(c)] ? cardTitle(CARDS[Number(c)]!) : '?'))
        .join(', ')}.`;
    case 'mulligan-asked':
      return `${who} shows a hand of ${num(p, 'ap')} AP and asks for a new deal.`;
    case 'redeal':
      return `${who} takes a new hand.`;
    case 'turn-start':
      return `Game turn ${num(p, 'turn')} (campaign ${num(p, 'campaign')})`;
    case 'card-played': {
      const ev = p['event'];
      return `${who} plays ${typeof ev === 'string' && ev in EVENT_NAME ? `${EVENT_NAME[ev as keyof typeof EVENT_NAME]} (${num(p, 'ap')} AP)` : `${num(p, 'ap')} AP`}.`;
    }
    case 'player-1':
      return `${who} is Player 1 this turn.`;
    case 'activate':
      return `${who} activates ${areaName(str(p, 'area'))}.`;
    case 'move': {
      const path = list(p, 'path').map((a) => areaName(String(a)));
      const what = p['block'] ? blockName(str(p, 'block')) : 'A block';
      return `${mine && p['block'] ? '' : who + ': '}${what} moves from ${areaName(str(p, 'from'))} to ${path.join(' → ')}.`;
    }
    case 'sea-move': {
      const what = p['block'] ? blockName(str(p, 'block')) : 'A block';
      return `${who}: ${what} sails from ${areaName(str(p, 'from'))} to ${areaName(str(p, 'to'))}${p['attack'] ? ' and attacks' : ''}.`;
    }
    case 'recruit':
      return p['block']
        ? `${who} recruits ${blockName(str(p, 'block'))} in ${areaName(str(p, 'area'))}.`
        : `${who} recruits a block in ${areaName(str(p, 'area'))}.`;
    case 'muster':
      return `${who} musters at ${areaName(str(p, 'area'))}.`;
    case 'plague':
      return `Plague strikes ${areaName(str(p, 'area'))}: ${plural(num(p, 'blocks'), 'block')} lose a step.`;
    case 'attack':
      return `${who} attacks ${areaName(str(p, 'area'))}${p['main'] ? '' : ' (reserves)'}.`;
    case 'reinforce':
      return `${who} reinforces ${areaName(str(p, 'area'))} (reserves).`;
    case 'battle-start':
      return `Battle of ${areaName(str(p, 'area'))}`;
    case 'battle-round':
      return `Round ${num(p, 'round')} in ${areaName(str(p, 'area'))}.`;
    case 'battle-fire':
      return `${blockName(str(p, 'block'))} fires at ${num(p, 'fp')}: ${dice(p)} — ${plural(num(p, 'hits'), 'hit')}.`;
    case 'battle-hit':
      return `${blockName(str(p, 'block'))} takes ${plural(num(p, 'hits'), 'hit')}.`;
    case 'battle-charge':
      return `${blockName(str(p, 'block'))} charges ${blockName(str(p, 'target'))}: ${dice(p)} — ${plural(num(p, 'hits'), 'hit')}.`;
    case 'battle-counter-fire':
      return `${blockName(str(p, 'block'))} fires back at ${blockName(str(p, 'target'))}: ${dice(p)} — ${plural(num(p, 'hits'), 'hit')}.`;
    case 'battle-pass':
      return `${blockName(str(p, 'block'))} passes.`;
    case 'battle-retreat':
      return `${blockName(str(p, 'block'))} retreats to ${areaName(str(p, 'to'))}.`;
    case 'battle-treason': {
      const roller = str(p, 'roller') === 'treason-card' ? 'The Treason card' : blockName(str(p, 'roller'));
      return `${roller} tempts ${blockName(str(p, 'target'))}: ${dice(p)} — ${p['defected'] ? 'he changes sides!' : 'he stays loyal.'}`;
    }
    case 'battle-reserves-arrive':
      return `${who}: ${plural(num(p, 'count'), 'reserve')} arrive${num(p, 'count') === 1 ? 's' : ''}.`;
    case 'battle-reserves-deploy':
      return `${who}: ${plural(num(p, 'count'), 'reserve')} deploy at once.`;
    case 'battle-control-swap':
      return `The defenders are wiped out: ${who} now defends ${areaName(str(p, 'area'))}.`;
    case 'battle-end':
      return `${who} wins the battle of ${areaName(str(p, 'area'))} (round ${num(p, 'round')}).`;
    case 'battle-regroup':
      return p['block']
        ? `${blockName(str(p, 'block'))} regroups to ${areaName(str(p, 'to'))}.`
        : `${who}: a block regroups to ${areaName(str(p, 'to'))}.`;
    case 'eliminated':
      return `${blockName(str(p, 'block'))} is eliminated.`;
    case 'king-dead':
      return `The King is dead: ${blockName(str(p, 'block'))} has fallen.`;
    case 'new-king':
      return `Long live the King: ${blockName(str(p, 'block'))} is crowned in ${areaName(str(p, 'area'))}.`;
    case 'king-returns':
      return `${blockName(str(p, 'block'))} goes to ${areaName(str(p, 'area'))}.`;
    case 'heir-enters':
      return p['block']
        ? `${blockName(str(p, 'block'))} enters play in ${areaName(str(p, 'area'))}.`
        : `${who}: an heir enters play in ${areaName(str(p, 'area'))}.`;
    case 'heir-postponed':
      return `${who}: no place for the next heir to enter yet.`;
    case 'supply-phase':
      return 'Supply phase';
    case 'supply-overstack':
      return `${who} is over the supply limit in ${list(p, 'areas')
        .map((a) => areaName(String(a)))
        .join(', ')}.`;
    case 'supply-loss':
      return p['block']
        ? `${blockName(str(p, 'block'))} loses a step to supply (${areaName(str(p, 'area'))}).`
        : `${who} loses a step to supply in ${areaName(str(p, 'area'))}.`;
    case 'execution':
      return `${who} executes ${blockName(str(p, 'block'))}.`;
    case 'political-turn':
      return `Political turn (end of campaign ${num(p, 'campaign')})`;
    case 'levies-disband':
      return 'Levies, bombards and mercenaries go home.';
    case 'usurpation-count':
      return `Nobles and heirs on the map: Lancaster ${num(p, 'lancaster')}, York ${num(p, 'york')}.${p['usurped'] ? '' : ' The King keeps the throne.'}`;
    case 'usurpation':
      return `${who} usurps the throne: ${blockName(str(p, 'king'))} is King.`;
    case 'go-home':
      return p['block']
        ? `${blockName(str(p, 'block'))} goes home to ${areaName(str(p, 'to'))}.`
        : `${who}: a block goes home to ${areaName(str(p, 'to'))}.`;
    case 'exile-to-pool':
      return p['block']
        ? `${blockName(str(p, 'block'))} leaves ${areaName(str(p, 'from'))} for the pool.`
        : `${who}: a block leaves ${areaName(str(p, 'from'))} for the pool.`;
    case 'campaign-reset':
      return 'All blocks return to full strength; the cards are reshuffled.';
    case 'prisoner-rescued':
      return `${blockName(str(p, 'block'))} is rescued in London!`;
    case 'prisoner-murdered':
      return `${blockName(str(p, 'block'))} is murdered in the Tower.`;
    case 'game-over':
      return `${e.s ? `${who} wins. ` : 'The game ends. '}${outcomeText({ winner: e.s ?? null, reason: str(p, 'reason') })}`;
    default: {
      const words = e.k.replace(/-/g, ' ');
      return `${who ? who + ': ' : ''}${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
    }
  }
}

/** The log as the viewer reads it, oldest first, with public twins of his own private entries dropped. */
export function logLines(entries: readonly LogEntry[], viewer: Side | null): LogLine[] {
  const out: LogLine[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (viewer && e.only === undefined && e.s === viewer && TWINNED.has(e.k)) {
      const prev = entries[i - 1];
      const next = entries[i + 1];
      if ((prev?.only === viewer && prev.k === e.k) || (next?.only === viewer && next.k === e.k)) continue;
    }
    out.push({ text: sentence(e, viewer), side: e.s ?? null, rule: e.r ?? null, heading: HEADINGS.has(e.k) });
  }
  return out;
}

export const logSentence = sentence;

/** One readable label per legal action, for the panel's buttons (never raw JSON), in the player's language. */
import { CARDS } from '../../../../engine/richard-iii/data';
import { t } from '../../../src/i18n/language.svelte';
import { areaName, blockName, cardTitle } from './names';
import type { Action } from './types';

const path = (areas: readonly string[]): string => areas.map(areaName).join(' → ');

export function actionText(a: Action): string {
  switch (a.t) {
    case 'mulligan':
      return a.ask ? t('action.mulliganAsk') : t('action.mulliganKeep');
    case 'redraw':
      return a.redraw ? t('action.redraw') : t('action.redrawKeep');
    case 'card': {
      const c = CARDS[a.card];
      return c ? t('action.card', { card: cardTitle(c) }) : t('action.cardUnknown', { card: a.card });
    }
    case 'move':
      return t('action.move', { block: blockName(a.block), path: path(a.path) });
    case 'sea':
      return t('action.sea', { block: blockName(a.block), to: areaName(a.to) });
    case 'recruit':
      return t('action.recruit', { block: blockName(a.block), to: areaName(a.to) });
    case 'muster':
      return t('action.muster', { area: areaName(a.area) });
    case 'plague':
      return t('action.plague', { area: areaName(a.area) });
    case 'end':
      return t('action.end');
    case 'execute':
      return t('action.execute', { block: blockName(a.block) });
    case 'spare':
      return t('action.spare', { block: blockName(a.block) });
    case 'heir-enter':
      return t('action.heirEnter', { block: blockName(a.block), to: areaName(a.to) });
    case 'supply-loss':
      return t('action.supplyLoss', { block: blockName(a.block) });
    case 'go-home':
      return t('action.goHome', { block: blockName(a.block), to: areaName(a.to) });
    case 'go-pool':
      return t('action.goPool', { block: blockName(a.block) });
    case 'exile-pool':
      return t('action.exilePool', { block: blockName(a.block) });
    case 'battle':
      return t('action.battle', { area: areaName(a.area) });
    case 'treason-card':
      return t('action.treasonCard', { target: blockName(a.target) });
    case 'no-treason':
      return t('action.noTreason');
    case 'fire':
      return t('action.fire', { block: blockName(a.block) });
    case 'charge':
      return t('action.charge', { block: blockName(a.block), target: blockName(a.target) });
    case 'retreat':
      return t('action.retreat', { block: blockName(a.block), to: areaName(a.to) });
    case 'pass':
      return t('action.pass', { block: blockName(a.block) });
    case 'treachery':
      return t('action.treachery', { block: blockName(a.block), target: blockName(a.target) });
    case 'take-hits':
      return t('action.takeHits', { block: blockName(a.block) });
    case 'regroup':
      return t('action.regroup', { block: blockName(a.block), to: areaName(a.to) });
    case 'done':
      return t('action.done');
  }
  return genericText(a as unknown);
}

/** A battle order one block gives (fire, charge, retreat, pass, treason roll). */
export type BattleOrder = Extract<Action, { t: 'fire' | 'charge' | 'retreat' | 'pass' | 'treachery' }>;

export function isBattleOrder(a: Action): a is BattleOrder {
  return a.t === 'fire' || a.t === 'charge' || a.t === 'retreat' || a.t === 'pass' || a.t === 'treachery';
}

/** A battle order as a button under the name of the block giving it ("Fire", "Retreat to Kent"). */
export function orderText(a: BattleOrder): string {
  switch (a.t) {
    case 'fire':
      return t('action.order.fire');
    case 'charge':
      return t('action.order.charge', { target: blockName(a.target) });
    case 'retreat':
      return t('action.order.retreat', { to: areaName(a.to) });
    case 'pass':
      return t('action.order.pass');
    case 'treachery':
      return t('action.order.treachery', { target: blockName(a.target) });
  }
}

/** Tags added to the engine after this file (no message for them yet): still readable, never JSON. */
function genericText(a: unknown): string {
  const o = (a ?? {}) as Record<string, unknown>;
  const parts = Object.entries(o)
    .filter(([k]) => k !== 't')
    .map(([, v]) =>
      typeof v === 'string'
        ? v.includes('-') || v.length > 3
          ? blockOrArea(v)
          : v
        : Array.isArray(v)
          ? v.map((x) => blockOrArea(String(x))).join(' → ')
          : String(v),
    );
  const tag = String(o['t'] ?? 'choice').replace(/-/g, ' ');
  return `${tag.charAt(0).toUpperCase()}${tag.slice(1)}${parts.length ? ': ' + parts.join(', ') : ''}`;
}

function blockOrArea(v: string): string {
  const n = blockName(v);
  return n !== v ? n : areaName(v);
}

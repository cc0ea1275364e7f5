/** One readable label per legal action, for the panel's buttons (never raw JSON). */
import { CARDS } from '../../../engine/richard-iii/data';
import { areaName, blockName, cardTitle } from './names';
import type { Action } from './types';

export function actionText(a: Action): string {
  switch (a.t) {
    case 'mulligan':
      return a.ask ? 'Show this hand and ask for a new deal' : 'Keep this hand';
    case 'redraw':
      return a.redraw ? 'Redraw my hand too' : 'Keep my hand';
    case 'card': {
      const c = CARDS[a.card];
      return c ? `Play ${cardTitle(c)}` : `Play card ${a.card}`;
    }
    case 'move':
      return `Move ${blockName(a.block)} to ${a.path.map(areaName).join(' → ')}`;
    case 'sea':
      return `Sail ${blockName(a.block)} to ${areaName(a.to)}`;
    case 'recruit':
      return `Recruit ${blockName(a.block)} in ${areaName(a.to)}`;
    case 'muster':
      return `Muster at ${areaName(a.area)}`;
    case 'plague':
      return `Send the plague to ${areaName(a.area)}`;
    case 'end':
      return 'End my action phase';
    case 'execute':
      return `Execute ${blockName(a.block)}`;
    case 'spare':
      return `Spare ${blockName(a.block)}`;
    case 'heir-enter':
      return `${blockName(a.block)} enters in ${areaName(a.to)}`;
    case 'supply-loss':
      return `${blockName(a.block)} loses a step`;
    case 'go-home':
      return `${blockName(a.block)} goes to ${areaName(a.to)}`;
    case 'go-pool':
      return `${blockName(a.block)} goes to the pool`;
    case 'exile-pool':
      return `Send ${blockName(a.block)} from exile to the pool`;
    case 'battle':
      return `Fight the battle in ${areaName(a.area)}`;
    case 'treason-card':
      return `Treason card: try to turn ${blockName(a.target)}`;
    case 'no-treason':
      return 'Do not use the Treason card here';
    case 'fire':
      return `${blockName(a.block)}: fire`;
    case 'charge':
      return `${blockName(a.block)}: charge ${blockName(a.target)}`;
    case 'retreat':
      return `${blockName(a.block)}: retreat to ${areaName(a.to)}`;
    case 'pass':
      return `${blockName(a.block)}: pass`;
    case 'treachery':
      return `${blockName(a.block)}: treason roll on ${blockName(a.target)}`;
    case 'take-hits':
      return `${blockName(a.block)} takes the hits`;
    case 'regroup':
      return `Regroup ${blockName(a.block)} to ${areaName(a.to)}`;
    case 'done':
      return 'Done';
  }
  return genericText(a as unknown);
}

/** Tags added to the engine after this file: still a readable sentence, never JSON. */
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

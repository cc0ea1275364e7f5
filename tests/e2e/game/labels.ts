/**
 * The words the browser tests expect on the panel's buttons, written here as the test's own table
 * (not computed with the page's label code, so a wrong label on the page fails a test). Names of
 * areas, blocks and events come from the game's data (data.json), which both sides read.
 */
import { AREAS, BLOCKS, CARDS } from '../../../engine/richard-iii/data';
import type { Action } from '../../../renderer/games/richard-iii/model/types';

const EVENTS: Record<string, string> = {
  force_march: 'Force March',
  muster: 'Muster',
  piracy: 'Piracy',
  plague: 'Plague',
  surprise: 'Surprise',
  treason: 'Treason',
};

export function areaLabel(id: string): string {
  const a = AREAS.find((x) => x.id === id);
  if (!a) throw new Error(`test table: no area ${id}`);
  return a.name;
}

/**
 * A block as the panel names it; the two-version blocks carry their side ("Warwick (Y)"), so a
 * church or a levy is named without brackets of its own ("Canterbury church (Y)", "Coventry levy").
 */
export function blockLabel(id: string): string {
  const b = BLOCKS.find((x) => x.id === id);
  if (!b) throw new Error(`test table: no block ${id}`);
  const name = b.name.replace(/ \((church|levy)\)$/, ' $1');
  // The two-version nobles, and the two bombards (one name, both sides), carry their side.
  const shared = b.other >= 0 || BLOCKS.some((x) => x.side !== b.side && x.name === b.name);
  return shared ? `${name} (${b.side === 'york' ? 'Y' : 'L'})` : name;
}

function cardLabel(card: number): string {
  const c = CARDS[card];
  if (!c) throw new Error(`test table: no card ${card}`);
  return c.event ? `${EVENTS[c.event]} (${c.ap} AP)` : `${c.ap} AP`;
}

/**
 * The button for `a`: battle orders are grouped under the block that gives them (`group`, shown
 * once above its buttons), everything else is one labelled button.
 */
export interface ButtonLabel {
  readonly group: string | null;
  readonly label: string;
}

const alone = (label: string): ButtonLabel => ({ group: null, label });
const under = (block: string, label: string): ButtonLabel => ({ group: blockLabel(block), label });

export function expectedButton(a: Action): ButtonLabel {
  switch (a.t) {
    case 'mulligan':
      return alone(a.ask ? 'Show this hand and ask for a new deal' : 'Keep this hand');
    case 'redraw':
      return alone(a.redraw ? 'Redraw my hand too' : 'Keep my hand');
    case 'card':
      return alone(`Play ${cardLabel(a.card)}`);
    case 'move':
      return alone(`Move ${blockLabel(a.block)} to ${a.path.map(areaLabel).join(' → ')}`);
    case 'sea':
      return alone(`Sail ${blockLabel(a.block)} to ${areaLabel(a.to)}`);
    case 'recruit':
      return alone(`Recruit ${blockLabel(a.block)} in ${areaLabel(a.to)}`);
    case 'muster':
      return alone(`Muster at ${areaLabel(a.area)}`);
    case 'plague':
      return alone(`Send the plague to ${areaLabel(a.area)}`);
    case 'end':
      return alone('End my action phase');
    case 'execute':
      return alone(`Execute ${blockLabel(a.block)}`);
    case 'spare':
      return alone(`Spare ${blockLabel(a.block)}`);
    case 'heir-enter':
      return alone(`${blockLabel(a.block)} enters in ${areaLabel(a.to)}`);
    case 'supply-loss':
      return alone(`${blockLabel(a.block)} loses a step`);
    case 'go-home':
      return alone(`The ${blockLabel(a.block)} block goes to ${areaLabel(a.to)}`);
    case 'go-pool':
      return alone(`${blockLabel(a.block)} goes to the pool`);
    case 'exile-pool':
      return alone(`Send ${blockLabel(a.block)} from exile to the pool`);
    case 'battle':
      return alone(`Fight the battle in ${areaLabel(a.area)}`);
    case 'treason-card':
      return alone(`Treason card: try to turn ${blockLabel(a.target)}`);
    case 'no-treason':
      return alone('Do not use the Treason card here');
    case 'take-hits':
      return alone(`${blockLabel(a.block)} takes the hits`);
    case 'regroup':
      return alone(`Regroup ${blockLabel(a.block)} to ${areaLabel(a.to)}`);
    case 'done':
      return alone('Done');
    case 'fire':
      return under(a.block, 'Fire');
    case 'charge':
      return under(a.block, `Charge ${blockLabel(a.target)}`);
    case 'retreat':
      return under(a.block, `Retreat to ${areaLabel(a.to)}`);
    case 'pass':
      return under(a.block, 'Pass');
    case 'treachery':
      return under(a.block, `Treason roll on ${blockLabel(a.target)}`);
  }
}

/** One line naming the button, for error messages. */
export function buttonText(a: Action): string {
  const b = expectedButton(a);
  return b.group ? `${b.group}: ${b.label}` : b.label;
}

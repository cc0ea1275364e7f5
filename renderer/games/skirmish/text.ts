// Every word the card battle's page says, from the message catalogue (section `skirmish`): card
// names and flavour lines by definition id, types and ranks, log lines from the engine's codes and
// parameters, the result. Read inside templates or $derived, so a change of language re-words all.
import { DEF_BY_ID } from '../../../engine/skirmish/data';
import { isMessageKey, type MessageValues } from '../../src/i18n/catalogue';
import { currentLanguage, t, tDynamic } from '../../src/i18n/language.svelte';
import { listText, sideName } from '../../src/lib/format';
import { columnName, rowName } from './scenes/geometry';
import type { BoardLabels, CardArt } from './scenes/model';
import type { LogEntry, SkirmishView } from './types';
import type { KeyRefusal } from './keyboard';

/** A message picked by an id from the engine's data, or `fallback` for an id the catalogue lacks. */
function named(key: string, fallback: string, values?: MessageValues): string {
  return isMessageKey(key) ? tDynamic(key, values) : fallback;
}

export const cardName = (def: string): string => named(`skirmish.cardName.${def}`, def);
export const flavour = (def: string): string => named(`skirmish.flavour.${def}`, '');
const typeName = (type: string): string => named(`skirmish.type.${type}`, type);
const rankName = (rank: string): string => named(`skirmish.rank.${rank}`, rank);
export const phaseName = (phase: string): string => named(`skirmish.phase.${phase}`, phase);

/** A card's definition by instance id, looked up in the view (board, hand, piles) or the log; null if unseen. */
function defOfCard(view: SkirmishView, card: string): string | null {
  const face =
    view.board.find((u) => u.card === card) ??
    view.hand.find((c) => c.card === card) ??
    view.piles.york.find((c) => c.card === card) ??
    view.piles.lancaster.find((c) => c.card === card);
  if (face) return face.def;
  const placed = view.log.find((e) => e.k === 'placed' && e.p?.['card'] === card);
  return placed ? String(placed.p!['def']) : null;
}

/** The name of a card by instance id (its id if the view never showed it). */
export function nameOfCard(view: SkirmishView, card: string): string {
  const def = defOfCard(view, card);
  return def ? cardName(def) : card;
}

/** A square as players name it: column a–g from player 1's left, row 1–6 from his edge (as the board's edges say). */
export function squareName(x: number, y: number): string {
  return `${columnName(x)}${rowName(y)}`;
}

export function boardLabels(): BoardLabels {
  return {
    pile: { york: t('skirmish.pile.york'), lancaster: t('skirmish.pile.lancaster') },
    units: t('skirmish.units'),
    command: t('skirmish.command'),
    deck: { york: t('skirmish.deck.york'), lancaster: t('skirmish.deck.lancaster') },
    hand: t('board.yourHand'),
    opponentHand: t('skirmish.opponentHand'),
    handOf: { york: t('skirmish.hand.york'), lancaster: t('skirmish.hand.lancaster') },
  };
}

/** Tooltip lines for a card: name, type and rank, defence, arrows, fire, flavour. */
export function cardLines(art: CardArt, def: string): string[] {
  const lines = [art.name, t('skirmish.tooltip.kind', { type: typeName(art.type), rank: rankName(art.rank) })];
  lines.push(t('skirmish.tooltip.defence', { value: art.defence }));
  lines.push(
    art.arrows.length
      ? t('skirmish.tooltip.arrows', {
          arrows: art.arrows.map((a) => `${named(`skirmish.direction.${a.dir}`, a.dir)} ${a.value}`).join(', '),
        })
      : t('skirmish.tooltip.noArrows'),
  );
  if (art.ranged) lines.push(t('skirmish.tooltip.ranged', { value: art.ranged.value }));
  lines.push(`${sideName(art.side)} — ${flavour(def)}`);
  return lines;
}

/** Whether another card of either army bears the same name as `def` (both have Prickers; Lancaster two Bowmen). */
function nameShared(view: SkirmishView, def: string): boolean {
  const name = cardName(def);
  return [...view.armies.york, ...view.armies.lancaster].filter((d) => cardName(d) === name).length > 1;
}

/** Where `card` stood when entry `at` of the log was written: its last placement or advance before it. */
function squareBefore(view: SkirmishView, card: string, at: number): string | null {
  for (let i = Math.min(at, view.log.length) - 1; i >= 0; i--) {
    const e = view.log[i]!;
    const p = e.p ?? {};
    if ((e.k === 'placed' || e.k === 'advanced') && p['card'] === card && typeof p['x'] === 'number')
      return squareName(p['x'], Number(p['y']));
  }
  return null;
}

/**
 * A card named in a log line: with its square when its name is not its own ("Lancastrian Bowmen
 * (d5) at Mounted Archers"), so two lines about two cards of one name can be told apart.
 */
function loggedCard(view: SkirmishView, card: string, at: number): string {
  const def = defOfCard(view, card);
  if (!def) return card;
  const name = cardName(def);
  const square = nameShared(view, def) ? squareBefore(view, card, at) : null;
  return square ? `${name} (${square})` : name;
}

/** One log entry in words (null for entries the page does not show). */
export function logLine(view: SkirmishView, e: LogEntry): string | null {
  if (!isMessageKey(`skirmish.log.${e.k}`)) return null;
  const p = e.p ?? {};
  // Where the entry stands in the log (the square a card stood on then); the end for one not in it.
  const found = view.log.indexOf(e);
  const at = found < 0 ? view.log.length : found;
  const cardWords = (card: string) =>
    e.k === 'placed' || e.k === 'advanced' ? nameOfCard(view, card) : loggedCard(view, card, at);
  const card = typeof p['card'] === 'string' ? cardWords(p['card']) : '';
  const values: Record<string, string | number> = {
    side: e.s ? sideName(e.s) : typeof p['first'] === 'string' ? sideName(p['first']) : '',
    card,
    turn: typeof p['turn'] === 'number' ? p['turn'] : 0,
    count: typeof p['count'] === 'number' ? p['count'] : 0,
    square: typeof p['x'] === 'number' && typeof p['y'] === 'number' ? squareName(p['x'], p['y']) : '',
    target: typeof p['target'] === 'string' ? loggedCard(view, p['target'], at) : '',
    cards: Array.isArray(p['cards']) ? listText(p['cards'].map((c) => nameOfCard(view, String(c)))) : '',
  };
  return named(`skirmish.log.${e.k}`, e.k, values);
}

/** Why the battle ended, in words. */
export function reasonText(view: SkirmishView): string {
  const o = view.outcome;
  if (!o) return '';
  const count = o.reason === 'command-units' ? view.options.commandToWin : view.options.unitsToWin;
  // A stalemate ends in a win or a draw, and its reason says which (`<reason>-draw`).
  const drawn = `skirmish.reason.${o.reason}-draw`;
  const key = !o.winner && isMessageKey(drawn) ? drawn : `skirmish.reason.${o.reason}`;
  return named(key, o.reason, { count });
}

/** The reason as a line of its own: its first letter a capital (Czech's "vyřazeno …" begins with a verb). */
export function reasonLine(view: SkirmishView): string {
  const s = reasonText(view);
  return s.charAt(0).toLocaleUpperCase(currentLanguage()) + s.slice(1);
}

export function outcomeTitle(view: SkirmishView): string {
  const w = view.outcome?.winner;
  return w ? t('skirmish.outcome.won', { side: sideName(w) }) : t('skirmish.outcome.draw');
}

export const isCommandDef = (def: string): boolean => DEF_BY_ID.get(def)?.command ?? false;

/** Why a key did nothing (keyboard.ts), said in the prompt box; `at`: the framed square it pressed, if any. */
export function refusalText(view: SkirmishView, why: KeyRefusal, at: { x: number; y: number } | null): string {
  const square = at ? squareName(at.x, at.y) : '';
  switch (why.k) {
    case 'card-unplayable':
      return t('skirmish.refusal.cardUnplayable', { card: nameOfCard(view, why.card) });
    case 'no-card-now':
      return t('skirmish.refusal.noCardNow');
    case 'pick-card-first':
      return t('skirmish.refusal.pickCardFirst');
    case 'not-there':
      return t('skirmish.refusal.notThere', { card: nameOfCard(view, why.card), square });
    case 'not-a-target':
      return t('skirmish.refusal.notATarget', { card: nameOfCard(view, why.card), square });
    case 'no-advance-there':
      return t('skirmish.refusal.noAdvanceThere', { square });
    case 'pick-berserker-first':
      return t('skirmish.refusal.pickBerserkerFirst', { square });
    case 'picked-cannot-advance':
      return t('skirmish.refusal.pickedCannotAdvance', { card: nameOfCard(view, why.card), square });
    case 'no-recall-there':
      return t('skirmish.refusal.noRecallThere', { square });
    case 'no-such-card':
      return t('skirmish.refusal.noSuchCard', { n: why.n });
    case 'no-frame':
      return t('skirmish.refusal.noFrame');
  }
}

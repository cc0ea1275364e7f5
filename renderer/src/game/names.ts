/**
 * Display names for areas, blocks, sides and cards, read from the engine's data tables (never
 * re-typed). Every screen and log line goes through these so a name is spelled one way everywhere.
 */
import {
  AREAS,
  BLOCKS,
  isAreaId,
  isBlockId,
  type AreaId,
  type BlockId,
  type EventKind,
  type Side,
} from '../../../engine/richard-iii/data';

const areaNames = new Map<string, string>(AREAS.map((a) => [a.id, a.name]));
const blocksById = new Map<string, (typeof BLOCKS)[number]>(BLOCKS.map((b) => [b.id, b]));

export const SIDE_NAME: Record<Side, string> = { lancaster: 'Lancaster', york: 'York' };

export function sideLabel(side: string | null | undefined): string {
  return side === 'lancaster' || side === 'york' ? SIDE_NAME[side] : (side ?? '');
}

export function areaName(id: string | number | null | undefined): string {
  if (typeof id === 'number') return AREAS[id]?.name ?? `area ${id}`;
  if (!id) return '?';
  return areaNames.get(id) ?? id;
}

/** Full block name as printed, with the side for the two-version nobles ("Warwick (York)"). */
export function blockName(id: string | null | undefined): string {
  if (!id) return 'a block';
  const b = blocksById.get(id);
  if (!b) return id;
  return b.other >= 0 ? `${b.name} (${b.side === 'york' ? 'Y' : 'L'})` : b.name;
}

/** Short sticker label for a block on the map ("Scots", "London", "Canterbury"). */
export function blockLabel(id: string): string {
  const b = blocksById.get(id);
  if (!b) return id;
  return b.name.replace(/ Mercenary$/, '').replace(/ \((levy|church)\)$/, '');
}

export function blockInfo(id: string): (typeof BLOCKS)[number] | undefined {
  return blocksById.get(id);
}

/** What kind of block this is, in words, for tooltips and lists. */
export function blockKindText(id: string): string {
  const b = blocksById.get(id);
  if (!b) return '';
  if (b.kind === 'heir') return `heir #${b.heirRank}`;
  if (b.kind === 'church') return 'church';
  if (b.kind === 'levy') return 'city levy';
  return b.kind;
}

export const EVENT_NAME: Record<EventKind, string> = {
  force_march: 'Force March',
  muster: 'Muster',
  piracy: 'Piracy',
  plague: 'Plague',
  surprise: 'Surprise',
  treason: 'Treason',
};

export const EVENT_TEXT: Record<EventKind, string> = {
  force_march: 'Move one group up to 3 areas, attacking allowed; no sea moves.',
  muster: 'Name a friendly or vacant area; any friendly blocks may move to reach it.',
  piracy: 'Spend 2 AP on sea moves, which may attack.',
  plague: 'Every block in one enemy city area loses a step.',
  surprise: 'Move one group with +1 on every border limit.',
  treason: 'Move one group; before one battle this turn, make a treason roll.',
};

export function cardTitle(card: { ap: number; event: EventKind | null }): string {
  return card.event ? `${EVENT_NAME[card.event]} (${card.ap} AP)` : `${card.ap} AP`;
}

export const asAreaId = (s: unknown): AreaId | null => (isAreaId(s) ? s : null);
export const asBlockId = (s: unknown): BlockId | null => (isBlockId(s) ? s : null);

/** Why the game ended, as a sentence (the engine's machine-readable reasons, 9.0). */
export function outcomeText(outcome: { readonly winner: Side | null; readonly reason: string }): string {
  const loser = outcome.winner ? sideLabel(outcome.winner === 'lancaster' ? 'york' : 'lancaster') : '';
  switch (outcome.reason) {
    case 'heirs-eliminated':
      return `Every ${loser} heir is dead: ${sideLabel(outcome.winner)} holds the crown for good.`;
    case 'usurpation':
      return outcome.winner
        ? `${sideLabel(outcome.winner)} holds the throne at the end of the last campaign.`
        : 'The last campaign ends.';
    default:
      return outcome.reason.replace(/-/g, ' ');
  }
}

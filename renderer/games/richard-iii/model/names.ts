/**
 * Display names for areas, blocks, sides and cards in the player's language: the catalogue keys
 * them by the engine's ids (names.area.<areaId>, names.block.<blockId>, …) so each translation can
 * use its own rulebook's terms. Every screen and log line goes through these so a name is spelled
 * one way everywhere.
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
} from '../../../../engine/richard-iii/data';
import { isMessageKey, type MessageValues } from '../../../src/i18n/catalogue';
import { t, tDynamic } from '../../../src/i18n/language.svelte';

const blocksById = new Map<string, (typeof BLOCKS)[number]>(BLOCKS.map((b) => [b.id, b]));

/**
 * Printed names both sides' blocks carry: the two-version nobles and churches (4.6), and the two
 * bombards, which are no versions of one block but were both "Bombard", so a battle with both said
 * "Bombard fires…" of either (Russian play-test). Their names carry the side, as the nobles' do.
 */
const sharedNames = new Set(
  BLOCKS.filter((b) => BLOCKS.some((o) => o !== b && o.side !== b.side && o.name === b.name)).map((b) => b.name),
);

/** A message picked by an id from the engine's data, or `fallback` for an id the catalogue lacks. */
function named(key: string, fallback: string, values?: MessageValues): string {
  return isMessageKey(key) ? tDynamic(key, values) : fallback;
}

export function sideLabel(side: string | null | undefined): string {
  if (side === 'lancaster') return t('sides.lancaster');
  if (side === 'york') return t('sides.york');
  return side ?? '';
}

export function areaName(id: string | number | null | undefined): string {
  if (typeof id === 'number') {
    const a = AREAS[id];
    return a ? areaName(a.id) : t('names.unknownArea');
  }
  if (!id) return t('names.unknownArea');
  return named(`names.area.${id}`, id);
}

/** Full block name as printed, with the side for a name both sides' blocks carry ("Warwick (Y)", "Bombard (L)"). */
export function blockName(id: string | null | undefined): string {
  if (!id) return t('names.someBlock');
  const b = blocksById.get(id);
  if (!b) return id;
  const name = bareBlockName(id);
  return b.other >= 0 || sharedNames.has(b.name) ? t('names.twin', { name, side: b.side }) : name;
}

/** A block's name without the side a two-version noble's carries ("Warwick"), for words that say the side. */
export function bareBlockName(id: string): string {
  const b = blocksById.get(id);
  return b ? named(`names.block.${id}`, b.name) : id;
}

/** Short sticker label for a block on the map ("Scots", "London", "Canterbury"). */
export function blockLabel(id: string): string {
  const b = blocksById.get(id);
  if (!b) return id;
  // A sticker never carries the side: its colour shows it.
  return named(`names.blockShort.${id}`, named(`names.block.${id}`, b.name));
}

export function blockInfo(id: string): (typeof BLOCKS)[number] | undefined {
  return blocksById.get(id);
}

/** What kind of block this is, in words, for tooltips and lists. */
export function blockKindText(id: string): string {
  const b = blocksById.get(id);
  if (!b) return '';
  return named(`names.kind.${b.kind}`, b.kind, { rank: b.heirRank ?? 0 });
}

const EVENT_KINDS: readonly string[] = [
  'force_march',
  'muster',
  'piracy',
  'plague',
  'surprise',
  'treason',
] satisfies EventKind[];
export const isEventKind = (v: unknown): v is EventKind => typeof v === 'string' && EVENT_KINDS.includes(v);

/** An event's name in running text: the log, prompts (the catalogue's soft hyphens are for the card face). */
export function eventName(kind: EventKind): string {
  return eventFaceName(kind).replaceAll('\u00ad', '');
}

/** An event's name on the small card face, where a long word may break at its soft hyphens. */
export function eventFaceName(kind: EventKind): string {
  return tDynamic(`names.event.${kind}`);
}

/** What an event card lets its player do, in one line. */
export function eventText(kind: EventKind): string {
  return tDynamic(`names.eventText.${kind}`);
}

export function cardTitle(card: { ap: number; event: EventKind | null }): string {
  return card.event
    ? t('names.card', { event: eventName(card.event), ap: card.ap })
    : t('names.cardAp', { ap: card.ap });
}

/** A city, cathedral or shield printed on the map, by its name in the engine's data. */
export function placeName(kind: 'city' | 'cathedral' | 'shield', name: string): string {
  const id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  // One template per family, so the catalogue check sees each family looked up.
  const key =
    kind === 'city' ? `names.city.${id}` : kind === 'cathedral' ? `names.cathedral.${id}` : `names.shield.${id}`;
  return named(key, name);
}

export const asAreaId = (s: unknown): AreaId | null => (isAreaId(s) ? s : null);
export const asBlockId = (s: unknown): BlockId | null => (isBlockId(s) ? s : null);

/** Why the game ended, as a sentence (the engine's machine-readable reasons, 9.0). */
export function outcomeText(outcome: { readonly winner: Side | null; readonly reason: string }): string {
  const winner = outcome.winner ?? 'none';
  const loser = outcome.winner === 'lancaster' ? 'york' : 'lancaster';
  // A reason added to the engine after this catalogue still reads as words.
  return named(`names.outcome.${outcome.reason}`, outcome.reason.replace(/-/g, ' '), { winner, loser });
}

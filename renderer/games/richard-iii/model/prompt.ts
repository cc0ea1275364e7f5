/** "What must I do now?" — one heading and one hint for every decision point of the game. */
import { t } from '../../../src/i18n/language.svelte';
import { listText } from '../../../src/lib/format';
import { areaName, blockName, eventName, eventText, outcomeText } from './names';
import { isMove } from './choices';
import { battleEntry, enemyIn, type BattleEntry } from './attack-preview';
import { pinnedIn } from './pinning';
import { supplyAfter } from '../../../../engine/richard-iii/political/supply-room';
import { moveSupplyWarning, overSupplyText } from './supply-warning';
import type { MessageKey } from '../../../src/i18n/catalogue';
import { groupMoves, type MoveAct } from './group-move';
import { routeText, type Selection } from './selection';
import type { AreaId, RichardView, Side } from './types';

export interface Prompt {
  title: string;
  hint: string;
  /**
   * A consequence to see before acting, shown apart from the hint: in the action phase, the
   * supply limit (7.1/7.2) a chosen destination would exceed, or the player's areas already over it.
   */
  warning?: string;
}

function handAp(view: RichardView): number {
  return view.hand.reduce((n, c) => n + c.ap, 0);
}

function waitingTitle(others: readonly Side[]): string {
  if (others.length === 0) return t('prompt.waiting');
  if (others.length === 1) return t('prompt.toPlay', { side: others[0]! });
  return t('prompt.bothToPlay', { first: others[0]! });
}

/** The question before a move into a battle, by what the move is there (a new attack, more for one's own, reserves for a defence). */
const ENTRY_WORDS = {
  attack: { title: 'odds.confirmTitle', hint: 'prompt.attackHint', button: 'odds.attack' },
  join: { title: 'odds.joinTitle', hint: 'prompt.joinHint', button: 'odds.join' },
  reinforce: { title: 'odds.reinforceTitle', hint: 'prompt.reinforceHint', button: 'odds.reinforce' },
} as const satisfies Record<BattleEntry, { title: MessageKey; hint: MessageKey; button: MessageKey }>;

/** The word on the button that sends a move into a battle. */
export const entryButton = (view: RichardView, area: AreaId): string => t(ENTRY_WORDS[battleEntry(view, area)].button);

/** The question's title (the attack panel's label). */
export const entryTitle = (view: RichardView, area: AreaId): string =>
  t(ENTRY_WORDS[battleEntry(view, area)].title, { area: areaName(area) });

/**
 * `attacking`: an attack on that area waits for the player's word (Attack or Cancel): it is the one
 * question asked, whatever was selected to get there (a way chosen, a group picked); `attackMoves`
 * are the moves it would send (group-move.ts `intentMoves`), for the supply warning.
 */
export function promptFor(
  view: RichardView,
  me: Side | null,
  sel: Selection,
  attacking: AreaId | null = null,
  attackMoves: readonly MoveAct[] = [],
): Prompt {
  if (view.outcome) {
    return {
      title: view.outcome.winner ? t('prompt.won', { side: view.outcome.winner }) : t('prompt.over'),
      hint: outcomeText(view.outcome),
    };
  }
  const mine = me !== null && view.toAct.includes(me);
  if (!mine) return { title: waitingTitle(view.toAct.filter((s) => s !== me)), hint: waitingHint(view) };
  const b = view.battle;
  switch (view.step) {
    case 'mulligan':
      return { title: t('prompt.mulliganTitle'), hint: t('prompt.mulliganHint', { ap: handAp(view) }) };
    case 'mulligan-reply':
      return { title: t('prompt.mulliganReplyTitle'), hint: t('prompt.mulliganReplyHint') };
    case 'card':
      return { title: t('prompt.cardTitle'), hint: t('prompt.cardHint') };
    case 'action': {
      const act = view.action;
      const ap = act?.ap ?? 0;
      const ev = act?.event ?? null;
      if (ev === 'muster' && !act?.musterArea)
        return { title: t('prompt.musterTitle'), hint: t('prompt.musterHint', { eventText: eventText('muster') }) };
      const moves = view.legal.filter((a) => a.t !== 'end');
      if (moves.some((a) => a.t === 'plague'))
        return { title: eventName('plague'), hint: t('prompt.plagueHint', { eventText: eventText('plague') }) };
      if (moves.length === 0)
        return withOverSupply(view, { title: t('prompt.nothingTitle'), hint: t('prompt.nothingHint') });
      const head = ev ? t('prompt.actionEventTitle', { event: eventName(ev), ap }) : t('prompt.actionTitle', { ap });
      if (attacking) {
        const area = areaName(attacking);
        const words = ENTRY_WORDS[battleEntry(view, attacking)];
        return withWarnings(view, { title: t(words.title, { area }), hint: t(words.hint, { area }) }, [
          moveSupplyWarning(view, attacking, attackMoves),
        ]);
      }
      if (sel.k === 'group') {
        const area = areaName(sel.area);
        // A land move pays once for the area, a sea move once a block (5.2, 5.3): say which it is.
        const theirs = view.legal.filter((a) => isMove(a) && sel.blocks.includes(a.block));
        const bySea = theirs.some((a) => a.t === 'sea');
        const byLand =
          act?.activated.includes(sel.area) || ev === 'muster'
            ? t('prompt.groupActivated', { area })
            : t('prompt.groupActivates', { area });
        const cost = !bySea
          ? byLand
          : theirs.some((a) => a.t === 'move')
            ? `${byLand} ${t('prompt.groupSeaToo')}`
            : t('prompt.groupSails');
        // Defenders held by an attack (5.22) stay behind when the group moves: say so before, not after.
        const pinned = pinnedIn(view, sel.area);
        const group = t('prompt.groupHint', { count: sel.blocks.length, area, cost });
        // Picked blocks are the ones he may move out of an area over the limit: keep saying which.
        return withOverSupply(view, {
          title: head,
          hint: pinned ? `${group} ${t('prompt.pinned', { ...pinned })}` : group,
        });
      }
      if (sel.k === 'block')
        return withOverSupply(view, { title: head, hint: t('prompt.blockHint', { block: blockName(sel.block) }) });
      if (sel.k === 'route') {
        const area = areaName(sel.to);
        // The destination is settled here: say now if it would hold more than it supports (7.1),
        // counting what each way would move (AP and border crossings may stop some blocks).
        const ways = sel.routes.map((r) => ({
          r,
          w: moveSupplyWarning(view, sel.to, groupMoves(view, sel.blocks, sel.to, r)),
        }));
        const same = ways.every((x) => x.w === ways[0]?.w);
        const said = same
          ? [ways[0]?.w ?? null]
          : ways.map((x) => (x.w ? `${routeText(view, sel.to, x.r)}: ${x.w}` : null));
        // The border decides main attack or reserves only where the move starts or joins a battle.
        const hint = enemyIn(view, sel.to) ? t('prompt.routeHint', { area }) : t('prompt.routeHintPlain', { area });
        return withWarnings(view, { title: t('prompt.routeTitle', { area }), hint }, said);
      }
      // Nothing picked: the player's areas already over the supply limit are named under the hint.
      if (ev === 'muster' && act?.musterArea) {
        // The named area is the whole point of the event: say it, not "all AP spent".
        const area = areaName(act.musterArea);
        return withOverSupply(view, {
          title: t('action.muster', { area }),
          hint: t('prompt.musterMoveHint', { area }),
        });
      }
      if (ap === 0) return withOverSupply(view, { title: head, hint: t('prompt.apSpentHint') });
      if (ev) return withOverSupply(view, { title: head, hint: t('prompt.eventHint', { eventText: eventText(ev) }) });
      const free = freeAreas(view);
      return withOverSupply(view, {
        title: head,
        hint: free.length
          ? t('prompt.actionHintFree', { count: free.length, areas: listText(free.map(areaName)) })
          : t('prompt.actionHint'),
      });
    }
    case 'battle-choose':
      return battleChoice(view);
    case 'battle-treason':
      return { title: t('prompt.treasonTitle'), hint: t('prompt.treasonHint') };
    case 'battle-turn':
      return {
        title: b ? t('prompt.battleTurnTitle', { area: areaName(b.area), round: b.round }) : t('prompt.battleTitle'),
        hint: b && b.acting.length > 1 ? t('prompt.battleTurnHintMany') : t('prompt.battleTurnHintOne'),
      };
    case 'battle-hits':
      return {
        title: t('prompt.hitsTitle'),
        hint: b?.pendingHits
          ? t('prompt.hitsHint', { hits: b.pendingHits.hits, block: blockName(b.pendingHits.firer) })
          : t('prompt.hitsHintPlain'),
      };
    case 'battle-regroup':
      return { title: t('prompt.regroupTitle'), hint: t('prompt.regroupHint') };
    case 'supply-execute': {
      // 9.1: the heir defected to this side and serves it as a noble; no prisoner is taken.
      const block = blockName(view.supply?.execution);
      return { title: t('prompt.executeTitle', { block }), hint: t('prompt.executeHint', { block }) };
    }
    case 'supply-heir':
      return { title: t('prompt.heirTitle'), hint: t('prompt.heirHint') };
    case 'supply-loss':
      return { title: t('prompt.supplyLossTitle'), hint: supplyLossHint(view) };
    case 'political-home':
      return { title: t('prompt.homeTitle'), hint: t('prompt.homeHint') };
    case 'political-exile':
      return { title: t('prompt.exileTitle'), hint: t('prompt.exileHint') };
    default:
      return { title: t('prompt.defaultTitle'), hint: t('prompt.defaultHint') };
  }
}

/**
 * Which area is over its supply limit and by how much ("Kent holds 5 blocks against a limit of 4"),
 * read from the view: the area still owing losses (`supply.owed`) and the viewer's count there
 * (`supplyRoom`). Several areas owing at once, or none known, keep the general wording.
 */
function supplyLossHint(view: RichardView): string {
  const owed = view.supply?.owed ?? [];
  if (owed.length !== 1 || view.viewer === null || view.supply?.side !== view.viewer) return t('prompt.supplyLossHint');
  const { area, count, limit } = supplyAfter(view.supplyRoom, owed[0]!.area, []);
  if (count <= limit) return t('prompt.supplyLossHint');
  return t('prompt.supplyLossArea', { area: areaName(area), count, limit });
}

/** Player 1 picks the order of the battles (6.1): with one left there is no "next" to choose, only that one to fight. */
function battleChoice(view: RichardView): Prompt {
  const areas = [...new Set(view.legal.flatMap((a) => (a.t === 'battle' ? [a.area] : [])))];
  if (areas.length !== 1) return { title: t('prompt.battleChooseTitle'), hint: t('prompt.battleChooseHint') };
  const area = areaName(areas[0]!);
  return { title: t('prompt.battleOneTitle', { area }), hint: t('prompt.battleOneHint', { area }) };
}

/** `prompt` warning of the player's areas over the supply limit, if any (7.1/7.2): seen before he ends the phase. */
const withOverSupply = (view: RichardView, prompt: Prompt): Prompt => withWarnings(view, prompt, []);

/** `prompt` with `first` (a move's own warnings) and then the player's areas already over the limit, one line. */
function withWarnings(view: RichardView, prompt: Prompt, first: readonly (string | null)[]): Prompt {
  const lines = [...first, overSupplyText(view)].filter((w): w is string => w !== null);
  return lines.length ? { ...prompt, warning: lines.join(' ') } : prompt;
}

/** Activated areas where blocks are still left to move by land: they move for free (5.2). */
function freeAreas(view: RichardView): AreaId[] {
  const activated = new Set(view.action?.activated ?? []);
  const place = new Map(view.blocks.map((b) => [b.id, b.place]));
  const out = new Set<AreaId>();
  for (const a of view.legal) {
    const from = a.t === 'move' ? place.get(a.block) : undefined;
    if (from && activated.has(from as AreaId)) out.add(from as AreaId);
  }
  return [...out];
}

function waitingHint(view: RichardView): string {
  if (view.step === 'card') return t('prompt.waitCard');
  if (view.step === 'action' && view.action) {
    const { side, ap } = view.action;
    return ap > 0 ? t('prompt.waitAp', { side, ap }) : t('prompt.waitApSpent', { side });
  }
  if (view.step.startsWith('battle') && view.battle)
    return t('prompt.waitBattle', { area: areaName(view.battle.area), round: view.battle.round });
  return t('prompt.waitOther');
}

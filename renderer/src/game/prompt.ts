/** "What must I do now?" — one heading and one hint for every decision point of the game. */
import { areaName, blockName, EVENT_NAME, EVENT_TEXT, outcomeText, sideLabel } from './names';
import type { Selection } from './selection';
import type { RichardView, Side } from './types';

export interface Prompt {
  title: string;
  hint: string;
}

function handAp(view: RichardView): number {
  return view.hand.reduce((n, c) => n + c.ap, 0);
}

export function promptFor(view: RichardView, me: Side | null, sel: Selection): Prompt {
  if (view.outcome) {
    return {
      title: view.outcome.winner ? `${sideLabel(view.outcome.winner)} wins` : 'The game is over',
      hint: outcomeText(view.outcome),
    };
  }
  const mine = me !== null && view.toAct.includes(me);
  const others = view.toAct.filter((s) => s !== me).map(sideLabel);
  if (!mine) {
    return { title: others.length ? `${others.join(' and ')} to play` : 'Waiting…', hint: waitingHint(view) };
  }
  const b = view.battle;
  switch (view.step) {
    case 'mulligan':
      return {
        title: 'Keep this hand?',
        hint: `Your cards total ${handAp(view)} AP. A hand of 13 AP or less may be shown for a new deal (once per campaign).`,
      };
    case 'mulligan-reply':
      return { title: 'Your opponent asks for a new deal', hint: 'Redraw your own hand too, or keep it.' };
    case 'card':
      return {
        title: 'Choose your card',
        hint: 'Click a card in your hand. The higher card makes you Player 1; an event beats any number.',
      };
    case 'action': {
      const act = view.action;
      const ap = act?.ap ?? 0;
      const ev = act?.event ?? null;
      if (ev === 'muster' && !act?.musterArea)
        return { title: 'Muster: name an area', hint: EVENT_TEXT.muster + ' Click a highlighted area.' };
      const moves = view.legal.filter((a) => a.t !== 'end');
      if (moves.some((a) => a.t === 'plague'))
        return { title: 'Plague', hint: EVENT_TEXT.plague + ' Click a highlighted enemy city area.' };
      if (moves.length === 0) return { title: 'Nothing more to do', hint: 'End your action phase.' };
      const head = ev ? `${EVENT_NAME[ev]}: ${ap} AP left` : `Action phase: ${ap} AP left`;
      if (sel.k === 'group') {
        const n = sel.blocks.length;
        const cost =
          act?.activated.includes(sel.area) || ev === 'muster'
            ? `${areaName(sel.area)} is already activated: its blocks move for free.`
            : `The first move activates ${areaName(sel.area)} for 1 AP; the rest of its blocks then move for free.`;
        return {
          title: head,
          hint: `${n} block${n === 1 ? '' : 's'} from ${areaName(sel.area)} selected: click a highlighted area to move there, or click blocks to add or remove them (Shift-click picks one alone). ${cost} Numbers on borders are crossings left.`,
        };
      }
      if (sel.k === 'block') return { title: head, hint: `Click a highlighted area for ${blockName(sel.block)}.` };
      if (sel.k === 'route')
        return {
          title: `Which way to ${areaName(sel.to)}?`,
          hint: `Choose the route below (the first is what a plain click takes; click ${areaName(sel.to)} again for it). The border an attack crosses decides the main attack and the reserves.`,
        };
      if (ap === 0)
        return {
          title: head,
          hint: 'All AP spent: blocks in the areas you activated may still move. End the action phase when you are done.',
        };
      return {
        title: head,
        hint: ev
          ? EVENT_TEXT[ev] + ' Click an area with your blocks to move them.'
          : 'Click one of your areas to move its blocks, or a block in your pool to recruit it. Each area activated costs 1 AP.',
      };
    }
    case 'battle-choose':
      return { title: 'Choose the next battle', hint: 'Click a contested area (striped) to fight there.' };
    case 'battle-treason':
      return { title: 'Treason card', hint: 'Before this battle starts you may try to turn one enemy block.' };
    case 'battle-turn':
      return {
        title: b ? `Battle of ${areaName(b.area)} — round ${b.round}` : 'Battle',
        hint:
          b && b.acting.length > 1
            ? 'Several of your blocks may act now: choose one and what it does.'
            : 'Choose this block\u2019s battle turn: fire, pass, retreat (not in round 1), charge or treason.',
      };
    case 'battle-hits':
      return {
        title: 'Assign the hits',
        hint: b?.pendingHits
          ? `${b.pendingHits.hits} hit(s) from ${blockName(b.pendingHits.firer)}: choose which of your strongest blocks takes them.`
          : 'Choose which block takes the hits.',
      };
    case 'battle-regroup':
      return {
        title: 'Victory! Regroup',
        hint: 'Click one of your blocks (on the board or the map), then where it goes; press Done when the rest stay.',
      };
    case 'supply-execute':
      return { title: 'A prisoner of rank', hint: 'You hold an enemy heir who defected: execute him, or spare him.' };
    case 'supply-heir':
      return { title: 'An heir comes of age', hint: 'Click a highlighted area where the heir enters play.' };
    case 'supply-loss':
      return {
        title: 'Supply losses',
        hint: 'An area holds more blocks than it can feed: click a block there to lose a step.',
      };
    case 'political-home':
      return {
        title: 'Political turn: going home',
        hint: 'Click a highlighted block, then the area where it goes home.',
      };
    case 'political-exile':
      return { title: 'Political turn: too many exiles', hint: 'Choose which blocks in exile go to the pool.' };
    default:
      return { title: 'Your decision', hint: 'Choose one of the options below.' };
  }
}

function waitingHint(view: RichardView): string {
  if (view.step === 'card') return 'Both players choose a card in secret.';
  if (view.step === 'action' && view.action) {
    const { side, ap } = view.action;
    return ap > 0
      ? `${sideLabel(side)} has ${ap} AP to spend.`
      : `${sideLabel(side)} has spent every AP and is finishing the action phase.`;
  }
  if (view.step.startsWith('battle') && view.battle)
    return `Battle of ${areaName(view.battle.area)}, round ${view.battle.round}.`;
  return 'Waiting for the other side.';
}

// A card-battle action in words (the hint's list of candidates).
import { t } from '../../src/i18n/language.svelte';
import { nameOfCard, squareName } from './text';
import type { Action, SkirmishView } from './types';

export function actionText(view: SkirmishView | null, a: Action): string {
  const name = (card: string) => (view ? nameOfCard(view, card) : card);
  switch (a.t) {
    case 'place':
      return t('skirmish.action.place', { card: name(a.card), square: squareName(a.x, a.y) });
    case 'archer':
      return a.target
        ? t('skirmish.action.fire', { card: name(a.card), target: name(a.target) })
        : t('skirmish.action.arrows', { card: name(a.card) });
    case 'advance':
      return t('skirmish.action.advance', { card: name(a.card), square: squareName(a.x, a.y) });
    case 'draw':
      return t('skirmish.action.draw');
    case 'recall':
      return t('skirmish.action.recall', { card: name(a.card) });
  }
}

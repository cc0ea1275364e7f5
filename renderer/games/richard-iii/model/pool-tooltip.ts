/**
 * The tooltip of a block in the force pool: what it is, and — greyed because it cannot be recruited
 * now — why (a Polish play-test saw Essex greyed with nothing said). The reason is the engine's
 * (the view's `recruitBars`, worked out by the legal list's own tests in movement/recruit.ts),
 * only worded here.
 */
import { t } from '../../../src/i18n/language.svelte';
import { listText } from '../../../src/lib/format';
import type { RecruitBar } from '../../../../engine/richard-iii/movement/recruit';
import { otherSide } from '../../../../engine/richard-iii/data';
import { areaName, blockKindText, blockName, eventName } from './names';
import type { BlockView, RichardView, Side } from './types';

/** Why a pool block of `owner`'s cannot be recruited now, in the player's words. */
export function recruitBarText(bar: RecruitBar, owner: Side): string {
  switch (bar.k) {
    case 'never':
      return bar.kind === 'heir' ? t('recruitBar.neverHeir') : t('recruitBar.neverMercenary');
    case 'not-now':
      return t('recruitBar.notNow');
    case 'event':
      return t('recruitBar.event', { event: eventName(bar.event) });
    case 'no-ap':
      return t('recruitBar.noAp');
    case 'held': {
      const side = otherSide(owner);
      const places = bar.areas.map(({ area, exile }) =>
        t(exile ? 'recruitBar.placeExile' : 'recruitBar.placeEnemy', { area: areaName(area), side }),
      );
      return t('recruitBar.held', { places: listText(places) });
    }
    case 'no-city':
      return t('recruitBar.noCity');
    case 'none-vacant':
      return t('recruitBar.noneVacant');
  }
}

/** A pool chip's tooltip: the block, and on a line of its own why it cannot be recruited now, if it cannot. */
export function poolChipTip(view: RichardView, b: BlockView): string {
  const id = b.id ?? '';
  const line = t('board.chip', {
    block: blockName(id),
    kind: blockKindText(id),
    rating: b.rating ?? '',
    steps: b.maxSteps ?? 0,
  });
  const bar = b.id && b.place === 'pool' && !b.down ? view.recruitBars[b.id] : undefined;
  return bar ? `${line}\n${recruitBarText(bar, b.side)}` : line;
}

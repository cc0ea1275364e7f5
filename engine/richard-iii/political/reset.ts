/**
 * 8.5 Campaign reset: face-down blocks turn up (ruling A25: every "eliminated this campaign" flag
 * is cleared); face-down mercenaries go back to their home exile; the Rebel stands in the (new)
 * Pretender's pool (his owner is always the Pretender's side); every block in the pool and on the
 * map returns to full strength. The cards are dealt by flow (endPoliticalTurn → startCampaign).
 */
import { BLOCKS, BLOCK_COUNT } from '../data';
import { log } from '../state';
import { POOL, type State } from '../types';

export function campaignReset(s: State): void {
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const blk = BLOCKS[b]!;
    if (blk.kind === 'mercenary' && blk.home >= 0 && s.loc[b] === POOL) s.loc[b] = blk.home;
    s.down[b] = false;
    if (s.loc[b]! >= 0 || s.loc[b] === POOL) s.steps[b] = blk.steps;
  }
  log(s, { k: 'campaign-reset', r: '8.5' });
}

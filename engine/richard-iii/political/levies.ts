/**
 * 8.1 Levies disband: levies, bombards and the Welsh go to their owner's pool; the other
 * mercenaries go home (French → France, Scots → Scotland, Irish → Ireland, Calais and Burgundian
 * → Calais); the Rebel disbands (to the Pretender's pool, where 8.5 stands him up).
 */
import { BLOCKS, BLOCK_COUNT } from '../data';
import { log } from '../state';
import { POOL, type State } from '../types';

export function disbandLevies(s: State): void {
  let pooled = 0;
  let home = 0;
  for (let b = 0; b < BLOCK_COUNT; b++) {
    if (s.loc[b]! < 0) continue;
    const blk = BLOCKS[b]!;
    if (
      blk.kind === 'levy' ||
      blk.kind === 'bombard' ||
      blk.kind === 'rebel' ||
      (blk.kind === 'mercenary' && blk.home < 0)
    ) {
      s.loc[b] = POOL;
      pooled++;
    } else if (blk.kind === 'mercenary' && s.loc[b] !== blk.home) {
      s.loc[b] = blk.home;
      home++;
    }
  }
  log(s, { k: 'levies-disband', r: '8.1', p: { pooled, home } });
}

/** 6.5 heir charge (ruling A16). */
import { BLOCKS } from '../data';
import { log, ownerOf } from '../state';
import type { State } from '../types';
import { currentBattle, isPresent } from './context';
import { countHits, firepowerOf, hitBlock, roll } from './fire';
import type { BattleEvent } from './types';

/**
 * The heir fires at his current firepower at one named enemy block; surplus hits are lost. If the
 * target survives it fires back once at the heir with its full current firepower, defence bonuses
 * included (ruling A16), surplus lost, and keeps its own battle turn.
 */
export function charge(s: State, heir: number, target: number): void {
  const bs = currentBattle(s);
  const shot = (from: number, to: number, mode: 'charge' | 'counter'): void => {
    const fp = firepowerOf(s, from);
    const dice = roll(s, s.steps[from]!);
    const hits = countHits(dice, fp);
    const ev: BattleEvent & { k: 'fire' } = {
      k: 'fire',
      block: from,
      side: ownerOf(s, from),
      mode,
      fp,
      dice,
      hits: [],
    };
    bs.events.push(ev);
    log(s, {
      k: mode === 'charge' ? 'battle-charge' : 'battle-counter-fire',
      r: '6.5',
      s: ownerOf(s, from),
      p: { block: BLOCKS[from]!.id, target: BLOCKS[to]!.id, fp, dice, hits },
    });
    if (hits > 0) hitBlock(s, ev, to, hits);
  };
  shot(heir, target, 'charge');
  if (!s.outcome && isPresent(s, target) && isPresent(s, heir)) shot(target, heir, 'counter');
}

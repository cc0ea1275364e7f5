import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUES, soundCues } from '../../renderer/games/richard-iii/model/sound-cues';

/** Every log kind the Richard III engine writes (`k: '…'` literals in its source). */
function engineLogKinds(dir = 'engine/richard-iii'): Set<string> {
  const kinds = new Set<string>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) engineLogKinds(path).forEach((k) => kinds.add(k));
    else if (name.endsWith('.ts'))
      for (const m of readFileSync(path, 'utf8').matchAll(/\bk: '([a-z-]+)'/g)) kinds.add(m[1]!);
  }
  return kinds;
}

describe('sound cues', () => {
  it('sound only for log kinds the engine really writes', () => {
    const kinds = engineLogKinds();
    expect(Object.keys(CUES).filter((k) => !kinds.has(k))).toEqual([]);
  });

  it('a battle round rattles dice, then a hit; each sound once per batch, in the order first heard', () => {
    expect(
      soundCues([
        { k: 'battle-round' },
        { k: 'battle-fire' },
        { k: 'battle-hit' },
        { k: 'battle-fire' },
        { k: 'battle-hit' },
      ]),
    ).toEqual(['dice', 'hit']);
    expect(soundCues([{ k: 'move' }, { k: 'sea-move' }, { k: 'card-played' }])).toEqual(['move', 'card']);
  });

  it('silent lines make no sound', () => {
    expect(soundCues([{ k: 'turn-start' }, { k: 'deal' }])).toEqual([]);
  });
});

/**
 * Kingmaker (1470): the captive Henry VI stands face up in London among the York blocks but holds
 * nothing (scenario special rule). The map's area control, its tooltip and the battle preview
 * leave him out while the view names him a prisoner, and count him again once he is rescued.
 */
import { describe, expect, it } from 'vitest';
import { areaControl, toMapModel } from '../../renderer/games/richard-iii/model/map-model';
import { areaTooltip } from '../../renderer/games/richard-iii/model/tooltips';
import { enemyIn } from '../../renderer/games/richard-iii/model/attack-preview';
import { NONE } from '../../renderer/games/richard-iii/model/selection';
import { startSupplyPhase } from '../../engine/richard-iii/political/supply';
import { makeView } from '../../engine/richard-iii/view';
import type { State } from '../../engine/richard-iii/types';
import type { Side } from '../../engine/richard-iii/data';
import { cardWith, must, put, scenarioState, startActionPhaseFor } from '../engine/position';

const controlOf = (s: State, viewer: Side | null, area: string) =>
  areaControl(makeView(s, viewer)).find((a) => a.id === area)?.control ?? null;

describe('Kingmaker: the captive Henry VI on the map', () => {
  it('at the 1470 setup London is York’s, not contested, for both players and the table', () => {
    const s = scenarioState('kingmaker');
    for (const viewer of ['york', 'lancaster', null] as const) {
      const view = makeView(s, viewer);
      expect(view.prisoner).toBe('l-henry-vi');
      expect(view.blocks.find((b) => b.id === 'l-henry-vi')?.place).toBe('middlesex');
      expect(controlOf(s, viewer, 'middlesex')).toBe('york');
      expect(toMapModel(view, null, NONE).areas.find((a) => a.id === 'middlesex')?.control).toBe('york');
      expect(areaTooltip(view, 'middlesex')[1]).toBe('Held by York');
    }
  });

  it('when York’s last block leaves London the captive holds nothing: vacant, and no battle to enter it', () => {
    const s = scenarioState('kingmaker');
    startActionPhaseFor(s, 'york', 'york', cardWith(2));
    must(s, 'york', { t: 'move', block: 'y-march', path: ['essex'] });
    expect(s.prisoner).toBeGreaterThanOrEqual(0);
    for (const viewer of ['york', 'lancaster', null] as const) {
      expect(controlOf(s, viewer, 'middlesex')).toBeNull();
      expect(areaTooltip(makeView(s, viewer), 'middlesex')[1]).toBe('Vacant');
    }
    // Going back to him is no attack (the engine agrees: kingmaker.test.ts).
    expect(enemyIn(makeView(s, 'york'), 'middlesex')).toBe(false);
  });

  it('once a Lancastrian block rescues him at the supply phase, he counts as any Lancaster block', () => {
    const s = scenarioState('kingmaker');
    put(s, 'y-march', 'essex');
    put(s, 'l-oxford', 'middlesex');
    // Before the rescue, London is Lancaster's by Oxford, not by the captive.
    expect(controlOf(s, 'york', 'middlesex')).toBe('lancaster');
    startSupplyPhase(s);
    expect(s.prisoner).toBe(-1);
    const view = makeView(s, 'york');
    expect(view.prisoner).toBeNull();
    expect(view.pretender).toBe('l-henry-vi');
    put(s, 'l-oxford', 'france');
    // Henry VI alone now holds London for Lancaster, and York entering it would fight him.
    expect(controlOf(s, 'york', 'middlesex')).toBe('lancaster');
    expect(areaTooltip(makeView(s, 'lancaster'), 'middlesex')[1]).toBe('Held by Lancaster');
    expect(enemyIn(makeView(s, 'york'), 'middlesex')).toBe(true);
  });
});

/**
 * Pinning as the page counts it (model/pinning.ts) agrees with the engine's legal moves in real
 * games: where the count says none of the viewer's defenders may leave, no move starts there; where
 * it says some may, moves start there, and after that many have left the rest are held.
 */
import { describe, expect, it } from 'vitest';
import { pinnedIn } from '../../renderer/games/richard-iii/model/pinning';
import { promptFor } from '../../renderer/games/richard-iii/model/prompt';
import { areaTooltip } from '../../renderer/games/richard-iii/model/tooltips';
import { t } from '../../renderer/src/i18n/language.svelte';
import { richardIII } from '../../engine/richard-iii/module';
import { makeView } from '../../engine/richard-iii/view';
import type { Action } from '../../engine/richard-iii/types';
import { easyPolicy, playGame } from '../engine/bots/helpers';

const startsIn = (legal: readonly Action[], view: ReturnType<typeof makeView>, area: string): boolean =>
  legal.some((a) => (a.t === 'move' || a.t === 'sea') && view.blocks.find((b) => b.id === a.block)?.place === area);

describe('pinning in the page', () => {
  it('says how many defenders may leave exactly as the rules let them', { timeout: 60_000 }, () => {
    let checked = 0;
    let held = 0;
    let released = 0;
    let prompted = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      playGame(
        seed,
        { lancaster: easyPolicy, york: easyPolicy },
        {
          scenario: seed % 2 ? 'richard-iii' : 'wars-of-the-roses',
          maxActions: 4000,
          onDecision: (s, side, legal) => {
            if (s.step.k !== 'action' || checked > 60) return;
            const view = makeView(s, side);
            for (const rec of view.attacks) {
              const p = pinnedIn(view, rec.area);
              if (!p) continue;
              checked++;
              if (p.free === 0) {
                held++;
                expect(startsIn(legal, view, rec.area)).toBe(false);
                continue;
              }
              // The group's prompt says it before the move (where a move may start there now).
              if (startsIn(legal, view, rec.area)) {
                const mine = view.blocks.flatMap((b) =>
                  b.id && b.side === side && b.place === rec.area ? [b.id] : [],
                );
                const hint = promptFor(view, side, { k: 'group', area: rec.area, blocks: mine }).hint;
                expect(hint).toContain(t('prompt.pinned', { ...p }));
                // And the area's tooltip says it, whatever is picked.
                expect(areaTooltip(view, rec.area)).toContain(t('prompt.pinned', { ...p }));
                expect(hint).toMatch(p.free === 1 ? /only one may leave/ : /only \d+ may leave/);
                prompted++;
              }
              // Move the free ones out one by one on a copy: each leaves one fewer free, and then none may go.
              const copy = richardIII.clone(s);
              let left = p;
              for (let n = 0; n < 6 && left.free > 0; n++) {
                const now = makeView(copy, side);
                const out = richardIII
                  .legalActions(copy, side)
                  .find(
                    (a) =>
                      (a.t === 'move' || a.t === 'sea') && now.blocks.find((b) => b.id === a.block)?.place === rec.area,
                  );
                if (!out || copy.step.k !== 'action') break;
                expect(richardIII.play(copy, side, out).ok).toBe(true);
                const after = pinnedIn(makeView(copy, side), rec.area);
                expect(after?.free ?? 0).toBe(left.free - 1);
                if (!after) break;
                left = after;
                if (left.free === 0) {
                  released++;
                  if (copy.step.k === 'action')
                    expect(startsIn(richardIII.legalActions(copy, side), makeView(copy, side), rec.area)).toBe(false);
                }
              }
              expect(p.pinned).toBeLessThanOrEqual(rec.pinning);
              expect(p.pinned + p.free).toBeGreaterThan(0);
            }
          },
        },
      );
    }
    expect(checked).toBeGreaterThan(0);
    expect(held).toBeGreaterThan(0);
    expect(released).toBeGreaterThan(0);
    expect(prompted).toBeGreaterThan(0);
  });
});

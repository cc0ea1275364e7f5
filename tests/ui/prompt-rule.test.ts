/** Every prompt cites the rule that explains its decision, and that rule is where the Rules open. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { promptRule } from '../../renderer/games/richard-iii/model/prompt-rule';
import { NONE } from '../../renderer/games/richard-iii/model/selection';
import { parseMarkdown, plainText, ruleTarget, toDocument } from '../../renderer/src/rules/markdown';
import { richardIII } from '../../engine/richard-iii/module';
import type { State } from '../../engine/richard-iii/types';
import { newGame, playUntil, viewOf } from './fixtures';

const doc = toDocument(
  parseMarkdown(readFileSync(new URL('../../renderer/src/rules/RULES.md', import.meta.url), 'utf8')),
);

/** The words of the part of the Rules a rule number opens at: its heading and what follows, to the next heading. */
function openedText(rule: string): string {
  const target = ruleTarget(doc, rule);
  if (!target) return '';
  const section = doc.sections.find((s) => s.id === target.section)!;
  if (target.heading === section.id) return `${section.title} ${JSON.stringify(section.blocks)}`;
  const from = section.blocks.findIndex((b) => b.k === 'heading' && b.id === target.heading);
  const rest = section.blocks.slice(from + 1);
  const end = rest.findIndex((b) => b.k === 'heading');
  const heading = section.blocks[from]!;
  return `${heading.k === 'heading' ? plainText(heading.content) : ''} ${JSON.stringify(end < 0 ? rest : rest.slice(0, end))}`;
}

describe('the rule a prompt cites', () => {
  it('is cited at every decision a player meets in play (an event move aside), and the Rules open where it is written', () => {
    const met = new Map<string, string>();
    const seen = (s: State): boolean => {
      const side = richardIII.toAct(s)[0];
      if (!side) return false;
      const view = viewOf(s, side);
      const rule = promptRule(view, side, NONE);
      const event = view.step === 'action' && view.action?.event;
      if (event) expect(rule).toBeNull();
      else {
        expect(rule, view.step).not.toBeNull();
        met.set(view.step, rule!);
      }
      return false;
    };
    for (let seed = 1; seed <= 4; seed++) playUntil(newGame(seed), seed, seen, 1200);
    // The whole of a campaign at least: cards, actions, battles, supply and the political turn.
    for (const step of ['card', 'action', 'battle-choose', 'battle-turn', 'battle-regroup', 'political-home'])
      expect([...met.keys()]).toContain(step);
    for (const [step, rule] of met) expect(openedText(rule), `${step} cites ${rule}`).toContain(rule);
  }, 30_000); // a few thousand positions: seconds on a loaded machine

  it('opens at the right place for the decisions random play seldom meets, and for what the player is about to do', () => {
    for (const rule of [
      '5.1',
      '5.2',
      '5.22',
      '5.3',
      '5.4',
      '6.1',
      '6.2',
      '6.3',
      '6.4',
      '6.7',
      '6.82',
      '6.9',
      '7.1',
      '7.2',
      '8.3',
      '9',
      '9.1',
    ])
      expect(openedText(rule), rule).toContain(rule);
    const s = playUntil(newGame(3), 3, (x) => x.step.k === 'action' && x.act !== null && x.act.event === null);
    const side = s.act!.side;
    const view = viewOf(s, side);
    const pooled = view.blocks.find((b) => b.side === side && b.place === 'pool' && b.id)!;
    expect(promptRule(view, side, { k: 'block', block: pooled.id as never })).toBe('5.4');
    expect(promptRule(view, side, NONE, 'kent')).toBe('5.22');
    const other = side === 'york' ? 'lancaster' : 'york';
    expect(promptRule(viewOf(s, other), other, NONE)).toBeNull(); // nothing to decide: nothing cited
  });

  it('cites the reserves rule (6.3) for a choice of way only where the move would fight', () => {
    const s = playUntil(newGame(3), 3, (x) => x.step.k === 'action' && x.act !== null && x.act.event === null);
    const side = s.act!.side;
    const view = viewOf(s, side);
    const vacant = ['rutland', 'powys', 'lincoln', 'dorset', 'isle-of-man'].find(
      (a) => !view.blocks.some((b) => b.place === a),
    ) as never;
    expect(vacant).toBeDefined();
    // An area the enemy holds on the map (not his pool or his dead).
    const foe = view.blocks.find(
      (b) => b.side !== side && !b.down && !['pool', 'minor', 'other-side', 'dead'].includes(b.place),
    )?.place as never;
    expect(foe).toBeDefined();
    const route = (to: string, sea: boolean) =>
      ({
        k: 'route',
        area: 'middlesex',
        blocks: [],
        to,
        routes: [{ by: 'land', via: null }, ...(sea ? [{ by: 'sea' }] : [])],
      }) as never;
    expect(promptRule(view, side, route(foe, false))).toBe('6.3');
    expect(promptRule(view, side, route(foe, true))).toBe('6.3');
    // Into a vacant area the border decides no attack: the question is land or sea, or which land path.
    expect(promptRule(view, side, route(vacant, true))).toBe('5.3');
    expect(promptRule(view, side, route(vacant, false))).toBe('5.2');
  });
});

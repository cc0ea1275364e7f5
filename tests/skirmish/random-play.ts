/** Seeded random play of the card battle through the public module interface (tests, bench). */
import { makeRng } from '../../engine/core/rng';
import { randomLegalAction } from '../../engine/core/random-action';
import { skirmish } from '../../engine/skirmish/module';
import type { Side } from '../../engine/skirmish/data';
import type { OptionsInput } from '../../engine/skirmish/options';
import type { Action, State } from '../../engine/skirmish/types';

export interface RandomGameResult {
  state: State;
  actions: { side: Side; action: Action }[];
  steps: number;
}

export function playRandomSkirmish(
  seed: number,
  opts: { options?: OptionsInput; maxSteps?: number; onStep?: (s: State, side: Side, action: Action) => void } = {},
): RandomGameResult {
  const r = skirmish.setup('standard', seed, opts.options);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const rng = makeRng(seed ^ 0x5eed);
  const actions: RandomGameResult['actions'] = [];
  const max = opts.maxSteps ?? 10_000;
  let steps = 0;
  while (!s.outcome) {
    const sides = skirmish.toAct(s);
    if (sides.length === 0) throw new Error(`dead end at turn ${s.turn} (${s.phase})`);
    const side = sides[0]!;
    const action = randomLegalAction(skirmish, s, side, rng);
    if (action === null) throw new Error(`no legal actions for ${side} at turn ${s.turn} (${s.phase})`);
    const res = skirmish.play(s, side, action);
    if (!res.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)}: ${res.error.message}`);
    actions.push({ side, action });
    opts.onStep?.(s, side, action);
    if (++steps > max) throw new Error(`step limit ${max} reached at turn ${s.turn}`);
  }
  return { state: s, actions, steps };
}

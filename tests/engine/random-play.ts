/** Seeded random play through the public module interface, shared by tests, soak and bench. */
import { makeRng, nextInt } from '../../engine/core/rng';
import { randomLegalAction } from '../../engine/core/random-action';
import { richardIII } from '../../engine/richard-iii/module';
import type { Action, State } from '../../engine/richard-iii/types';
import type { Side } from '../../engine/richard-iii/data';

export interface RandomGameResult {
  state: State;
  actions: { side: Side; action: Action }[];
  steps: number;
}

export function playRandomGame(
  scenario: string,
  seed: number,
  opts: { maxSteps?: number; onStep?: (s: State) => void } = {},
): RandomGameResult {
  const r = richardIII.setup(scenario, seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const rng = makeRng(seed ^ 0x5eed);
  const actions: RandomGameResult['actions'] = [];
  const max = opts.maxSteps ?? 100_000;
  let steps = 0;
  while (!s.outcome) {
    const sides = richardIII.toAct(s);
    if (sides.length === 0) throw new Error(`dead end at step ${s.step.k} (seq ${s.seq})`);
    const side = sides[nextInt(rng, sides.length)]!;
    const action = randomLegalAction(richardIII, s, side, rng);
    if (action === null) throw new Error(`no legal actions for ${side} at ${s.step.k} (seq ${s.seq})`);
    const res = richardIII.play(s, side, action);
    if (!res.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)}: ${res.error.message}`);
    actions.push({ side, action });
    opts.onStep?.(s);
    if (++steps > max) throw new Error(`step limit ${max} reached at ${s.step.k}`);
  }
  return { state: s, actions, steps };
}

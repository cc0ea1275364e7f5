/**
 * Richard III with a level that can give hints, for the browser test of the Hint button. Once the
 * game's own search bots can analyse (engine/richard-iii/bots), this is the app's registry as it
 * is. Until then its Normal bot (flat Monte Carlo) is given an `analyse` that reports the search it
 * already runs: its pick, and each candidate's mean value over the samples as the win estimate.
 */
import type { Analysis, Bot } from '../../../engine/core/bot';
import { searchChoice } from '../../../engine/richard-iii/bots';
import type { Side } from '../../../engine/richard-iii/data';
import { richardIII } from '../../../engine/richard-iii/module';
import type { Action } from '../../../engine/richard-iii/types';
import type { RichardView } from '../../../engine/richard-iii/view';
import { appRegistry } from '../../../electron/games';
import { hintLevelFor } from '../../../electron/services/bots/levels';
import { makeRegistry } from '../../../electron/services/registry';

type RichardBot = Bot<RichardView, Action, Side>;

const bots = richardIII.bots ?? {};
const normal = bots['normal'];

function withAnalysis(bot: RichardBot): RichardBot {
  return {
    ...bot,
    analyse(ctx): Analysis<Action> {
      const r = searchChoice(ctx);
      const ranked = r.values.map((v) => ({ action: v.action, winChance: v.value, visits: r.samples }));
      return { best: r.action, ranked: ranked.length ? ranked : [{ action: r.action, winChance: 0, visits: 0 }] };
    },
  };
}

export const hintRegistry =
  hintLevelFor(richardIII) || !normal
    ? appRegistry
    : makeRegistry([{ ...richardIII, bots: { ...bots, normal: withAnalysis(normal) } }]);

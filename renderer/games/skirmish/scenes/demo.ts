// Standalone demo of the board scene (../../demo.html?scene=skirmish; see tests/skirmish-ui/screenshot.ts): a
// seeded game played Easy against Easy for `?moves=N` actions, seen by the side to act, with the
// best placement of his first card under preview. The demo alone runs the engine in the page, to
// have real positions to draw; the app's screen only ever reads views from the host.
import { Application } from 'pixi.js';
import english from '../../../../locales/en.json';
import { makeRng } from '../../../../engine/core/rng';
import { skirmish } from '../../../../engine/skirmish/module';
import { chooseEasy } from '../../../../engine/skirmish/bots/easy';
import { toBoardModel } from '../board-model';
import { lastTurnSteps } from '../opponent-turn';
import type { Pick } from '../selection';
import { BoardScene } from './BoardScene';
import { setColourBlind } from '../../../src/lib/colour-mode';
import type { BoardModel } from './model';

declare global {
  interface Window {
    __skirmishDemo?: { ready: boolean; scene: BoardScene; model: BoardModel };
  }
}

const words = english.skirmish;
const name = (def: string): string => (words.cardName as Record<string, string>)[def] ?? def;

async function main(): Promise<void> {
  const q = new URLSearchParams(location.search);
  // `?colours=colour-blind` draws the colour-blind-safe look (the Settings option).
  setColourBlind(q.get('colours') === 'colour-blind');
  const moves = Number(q.get('moves') ?? 40);
  const seed = Number(q.get('seed') ?? 7);
  // `?borderless=1`: the battle without borders (§9), whose field grows past the mat.
  const r = skirmish.setup('standard', seed, { first: 'york', borderless: q.get('borderless') === '1' });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const rng = makeRng(seed);
  for (let i = 0; i < moves && !s.outcome; i++) {
    const side = skirmish.toAct(s)[0]!;
    skirmish.play(s, side, chooseEasy(skirmish.view(s, side), skirmish.legalActions(s, side), rng));
  }
  const me = skirmish.toAct(s)[0] ?? 'york';
  const view = skirmish.view(s, me);
  // The placement that eliminates most, under preview (or the first choice of another phase).
  const best = [...view.previews].sort((a, b) => b.eliminated.length - a.eliminated.length)[0];
  const pick: Pick = q.get('pick') === '0' || !best ? { k: 'none' } : { k: 'action', action: best.action };
  const step = q.get('step');
  const steps = lastTurnSteps(view.log, me === 'york' ? 'lancaster' : 'york');
  const model = toBoardModel({
    view,
    me,
    myTurn: true,
    pick,
    step: step !== null ? (steps[Number(step)] ?? null) : null,
    name,
    labels: {
      pile: words.pile,
      units: words.units,
      command: words.command,
      deck: words.deck,
      hand: english.board.yourHand,
      opponentHand: words.opponentHand,
      handOf: words.hand,
    },
  });
  const app = new Application();
  await app.init({ resizeTo: window, background: 0x2a1f18, antialias: true, autoStart: false, preference: 'webgl' });
  document.body.appendChild(app.canvas);
  const scene = new BoardScene(app);
  scene.update(model);
  window.__skirmishDemo = { ready: true, scene, model };
}

void main();

// Standalone demo of the battle board (renderer/games/demo.html?scene=battle; see tests/ui/battle-shot.ts).
import 'pixi.js/unsafe-eval';
import { Application } from 'pixi.js';
import { BattleScene } from './BattleScene';
import { setColourBlind } from '../../../../src/lib/colour-mode';
import { DEMO_BATTLE } from './demo-model';
import type { BattleBoardModel } from './model';

declare global {
  interface Window {
    __battleDemo?: { ready: boolean; clicks: string[]; show(m: BattleBoardModel): void; sample: BattleBoardModel };
  }
}

async function main(): Promise<void> {
  // `?colours=colour-blind` draws the colour-blind-safe look (the Settings option).
  setColourBlind(new URLSearchParams(location.search).get('colours') === 'colour-blind');
  const app = new Application();
  await app.init({ resizeTo: window, background: 0x241a14, antialias: true, autoStart: false, preference: 'webgl' });
  document.body.appendChild(app.canvas);
  const clicks: string[] = [];
  const scene = new BattleScene(app, { onBlockClick: (id) => clicks.push(id) });
  scene.update(DEMO_BATTLE);
  window.__battleDemo = { ready: true, clicks, show: (m) => scene.update(m), sample: DEMO_BATTLE };
}

void main();

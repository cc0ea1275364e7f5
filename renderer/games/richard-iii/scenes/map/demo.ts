// Standalone demo of the map scene (renderer/games/demo.html?scene=map; see tests/map/screenshot.ts).
// Click one of your (York) blocks to select it, then a highlighted neighbour to move it.
import { Application } from 'pixi.js';
import { loadGeometry, type MapGeometry } from '../../../../../assets/map/geometry';
import data from '../../../../../engine/richard-iii/data/data.json';
import en from '../../../../../locales/en.json';
import cs from '../../../../../locales/cs.json';
import pl from '../../../../../locales/pl.json';
import ru from '../../../../../locales/ru.json';
import es from '../../../../../locales/es.json';
import { namedSymbols, symbolKey, type MapLabels } from './labels';
import { demoModel, type DemoData } from './demo-model';
import { MapScene } from './MapScene';
import { setColourBlind } from '../../../../src/lib/colour-mode';
import type { MapModel } from './model';

declare global {
  interface Window {
    __mapDemo?: {
      ready: boolean;
      clicks: string[];
      scene: MapScene;
      app: Application;
      geometry: MapGeometry;
      labels: MapLabels;
      /** The map's words in a language of the app ('en', 'cs', …), for `scene.setLabels`. */
      labelsIn: (language: string) => MapLabels;
      model: () => MapModel;
    };
  }
}

const CATALOGUES: Readonly<Record<string, typeof en>> = { en, cs, pl, ru, es };

/**
 * The demo draws a catalogue's own map words (English unless `language` is another of the app's)
 * with the geometry's own names for places (no i18n runtime here).
 */
function labelsIn(geometry: MapGeometry, language: string): MapLabels {
  const { map } = CATALOGUES[language] ?? en;
  return {
    locale: CATALOGUES[language] ? language : 'en',
    areas: Object.fromEntries(geometry.areas.map((a) => [a.id, a.name])),
    seas: Object.fromEntries(geometry.seas.map((s) => [s.id, s.name])),
    symbols: Object.fromEntries(namedSymbols(geometry).map((s) => [symbolKey(s), s.name])),
    exile: map.exile,
    title: map.title,
    subtitle: map.subtitle,
    north: map.north,
    legend: map.legend,
  };
}

async function main(): Promise<void> {
  const geometry = loadGeometry();
  const app = new Application();
  const query = new URLSearchParams(location.search);
  // `?colours=colour-blind` draws the colour-blind-safe look (the Settings option).
  setColourBlind(query.get('colours') === 'colour-blind');
  // `?aa=0` turns antialiasing off, as the game screen does on software WebGL (benchmarks, CI).
  const antialias = query.get('aa') !== '0';
  // A transparent canvas lets the scene show its map picture behind it (see MapScene);
  // `?opaque=1` keeps the canvas opaque, where the picture is drawn as sprites instead.
  const backgroundAlpha = query.get('opaque') === '1' ? 1 : 0;
  await app.init({
    resizeTo: window,
    background: 0x8fb2c4,
    backgroundAlpha,
    antialias,
    autoStart: false,
    preference: 'webgl',
  });
  document.body.appendChild(app.canvas);
  let model = demoModel(data as unknown as DemoData, geometry);
  const clicks: string[] = [];
  const neighbours = (id: string): string[] =>
    geometry.borders.flatMap((b) => (b.a === id ? [b.b] : b.b === id ? [b.a] : []));

  // `?lang=cs` draws the map's words of that catalogue.
  const labels = labelsIn(geometry, query.get('lang') ?? 'en');
  const scene = new MapScene(app, geometry, {
    labels,
    onBlockClick: (id) => {
      clicks.push(`block:${id}`);
      const b = model.blocks.find((x) => x.id === id);
      if (!b || b.hidden) return;
      // Show what the border limits would be (yellow 4, blue 3, red 2) on the way out.
      const capacity = { yellow: 4, blue: 3, red: 2 } as const;
      const borderCapacity = geometry.borders
        .filter((x) => x.a === b.area || x.b === b.area)
        .map((x) => ({ a: x.a, b: x.b, left: capacity[x.type] }));
      model = { ...model, selectedBlocks: [id], highlightAreas: neighbours(b.area), borderCapacity };
      scene.update(model);
    },
    onAreaClick: (id) => {
      clicks.push(`area:${id}`);
      const sel = model.selectedBlocks[0];
      if (!sel || !model.highlightAreas.includes(id)) return;
      model = {
        ...model,
        blocks: model.blocks.map((b) => (b.id === sel ? { ...b, area: id, moved: true } : b)),
        selectedBlocks: [],
        highlightAreas: [],
        borderCapacity: [],
      };
      scene.update(model);
    },
  });
  scene.update(model);
  window.addEventListener('keydown', (e) => {
    if (scene.handleKey(e.key)) e.preventDefault();
  });
  window.__mapDemo = {
    ready: true,
    clicks,
    scene,
    app,
    geometry,
    labels,
    labelsIn: (language) => labelsIn(geometry, language),
    model: () => model,
  };
}

void main();

// The one demo page of the games' scenes, served by Vite (tests/e2e/scene-demo.ts): `demo.html?scene=…`
// draws that scene alone from sample data, for screenshots, the map's render test and the UI bench.
// The rest of the query is the scene's own (e.g. the card battle's `moves`, `seed`, `step`).

/** Each scene's demo module (it draws on import), with the page's title and background. */
const SCENES = {
  map: {
    title: 'Richard III — map scene demo',
    background: '#8fb2c4',
    load: () => import('./richard-iii/scenes/map/demo'),
  },
  battle: {
    title: 'Richard III — battle board demo',
    background: '#241a14',
    load: () => import('./richard-iii/scenes/battle/demo'),
  },
  skirmish: {
    title: 'Skirmish — board scene demo',
    background: '#2a1f18',
    load: () => import('./skirmish/scenes/demo'),
  },
} as const;

export type DemoScene = keyof typeof SCENES;

const asked = new URLSearchParams(location.search).get('scene') ?? '';
if (asked in SCENES) {
  const scene = SCENES[asked as DemoScene];
  document.title = scene.title;
  document.body.style.background = scene.background;
  void scene.load();
} else {
  document.body.textContent = `Unknown scene "${asked}": ask for ?scene=${Object.keys(SCENES).join('|')}`;
}

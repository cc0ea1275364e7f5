// Builds the cleaned label grid (areas, neutral land, seas) for the whole map frame.
import { readFileSync } from 'node:fs';
import { absorbStrays, assignNearest, removeCheckerboards, sitesFrom, OUTSIDE } from './assign';
import { loadLandRings } from './land';
import { MAP_HEIGHT, MAP_WIDTH } from './projection';
import { fillRings } from './raster';
import { AREA_SEEDS, SEA_SEEDS } from './seeds';

export interface DataArea {
  id: string;
  name: string;
  kind: 'land' | 'island' | 'exile' | 'sea';
  city?: string;
  cathedral?: string;
  crown?: boolean;
  shields?: string[];
  seas?: string[];
  majorPort?: boolean;
  wales?: boolean;
  exileOf?: string;
  geo: [number, number];
}
export interface DataBorder {
  a: string;
  b: string;
  type: 'yellow' | 'blue' | 'red';
}
export interface GameData {
  areas: DataArea[];
  borders: DataBorder[];
}

export function loadGameData(): GameData {
  const url = new URL('../../../engine/richard-iii/data/data.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as GameData;
}

export interface LabelGrid {
  width: number;
  height: number;
  labels: Int32Array;
  /** label index -> id ('area id', 'neutral', or a sea id) */
  ids: string[];
  labelOf: (id: string) => number;
}

export const NEUTRAL = 'neutral';

export function buildLabelGrid(data: GameData): LabelGrid {
  const width = MAP_WIDTH;
  const height = MAP_HEIGHT;
  const rasterAreas = [...Object.keys(AREA_SEEDS), 'isle-of-man'];
  for (const a of data.areas) {
    if ((a.kind === 'land' || a.id === 'scotland' || a.kind === 'island') && !rasterAreas.includes(a.id))
      throw new Error(`no seeds for ${a.id}`);
  }
  const ids = [...rasterAreas, NEUTRAL, ...Object.keys(SEA_SEEDS)];
  const index = new Map(ids.map((id, i) => [id, i]));
  const labelOf = (id: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`unknown label ${id}`);
    return i;
  };

  const rings = loadLandRings();
  const gb = new Uint8Array(width * height);
  const man = new Uint8Array(width * height);
  const other = new Uint8Array(width * height);
  fillRings(gb, width, height, rings.greatBritain, 1);
  fillRings(man, width, height, rings.isleOfMan, 1);
  fillRings(other, width, height, rings.neutral, 1);

  const labels = new Int32Array(width * height).fill(labelOf('irish-sea'));
  const sea = new Uint8Array(width * height);
  for (let i = 0; i < labels.length; i++) {
    if (gb[i]) continue;
    if (man[i]) labels[i] = labelOf('isle-of-man');
    else if (other[i]) labels[i] = labelOf(NEUTRAL);
    else sea[i] = 1;
  }
  assignNearest(labels, width, gb, sitesFrom(AREA_SEEDS, labelOf), true);
  assignNearest(labels, width, sea, sitesFrom(SEA_SEEDS, labelOf), false);

  const isArea = (l: number): boolean => l < labelOf(NEUTRAL);
  const isSea = (l: number): boolean => l > labelOf(NEUTRAL);
  // Lakes (sea pockets inside land) become land; each area keeps one connected piece.
  for (const s of Object.keys(SEA_SEEDS)) absorbStrays(labels, width, height, labelOf(s), (l) => l !== OUTSIDE);
  for (const id of Object.keys(AREA_SEEDS)) absorbStrays(labels, width, height, labelOf(id), isArea);
  // Any land pieces of GB not attached to the main island (tiny islets) are neutral; Man keeps its largest piece.
  absorbStrays(labels, width, height, labelOf('isle-of-man'), (l) => l === labelOf(NEUTRAL) || isSea(l));
  removeCheckerboards(labels, width, height);
  return { width, height, labels, ids, labelOf };
}

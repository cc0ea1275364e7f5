// Works out every sea route the page can draw (assets/map/sea-routes.json): the search in
// renderer/games/richard-iii/scenes/map/sea-route.ts, run once here instead of in every page.
import { AREAS } from '../../../engine/richard-iii/data';
import { SEA_LINKS } from '../../../engine/richard-iii/movement/sea';
import { computeSeaRoute } from '../../../renderer/games/richard-iii/scenes/map/sea-route';
import type { MapGeometry } from '../geometry';
import { zonesMask, type SeaRoutesFile, type StoredRoute } from '../sea-routes';

export interface SeaRouteJob {
  from: string;
  to: string;
  /** The zone sets an arrow between them can sail, each as its sea ids. */
  seas: string[][];
}

/**
 * Every pair of areas one sea move joins (the engine's own list, exile boxes included), each with the
 * zones the arrow is drawn through: those both areas touch (an opponent's move, opponent-moves.ts) and
 * every zone (a hint's arrow names none, and move-arrows.ts then sails them all).
 */
export function seaRouteJobs(geometry: MapGeometry): SeaRouteJob[] {
  const every = geometry.seas.map((s) => s.id);
  return SEA_LINKS.flatMap((links, from) =>
    links.map((link) => ({
      from: AREAS[from]!.id,
      to: link.id,
      seas: [link.seas.map((z) => AREAS[z]!.id), every],
    })),
  );
}

/** Map px to 1 decimal (the grid's points are whole px already; a stack need not be). */
const round = (v: number): number => Math.round(v * 10) / 10;

/** The file's content for `geometry`; throws if a sea move has no route (the map lost a coast). */
export function buildSeaRoutes(geometry: MapGeometry): SeaRoutesFile {
  const seaIds = geometry.seas.map((s) => s.id).sort();
  const routes: Record<string, StoredRoute[]> = {};
  for (const job of seaRouteJobs(geometry)) {
    const list: StoredRoute[] = [];
    for (const seas of job.seas) {
      const mask = zonesMask(seaIds, seas);
      const route = computeSeaRoute(geometry, job.from, job.to, seas);
      if (!route) throw new Error(`no sea route ${job.from} → ${job.to} through ${seas.join(', ')}`);
      const points = route.flatMap((p) => [round(p.x), round(p.y)]);
      // Most pairs sail the same line whichever zones are named: kept once, for both sets.
      const same = list.find((r) => r.points.length === points.length && r.points.every((v, i) => v === points[i]));
      if (same) {
        if (!same.zones.includes(mask)) same.zones.push(mask);
      } else list.push({ zones: [mask], points });
    }
    routes[`${job.from}>${job.to}`] = list;
  }
  return { version: 1, seas: seaIds, routes };
}

/** JSON with one pair a line, so a rebuild's diff shows which routes moved. */
export function formatSeaRoutes(file: SeaRoutesFile): string {
  const lines = Object.entries(file.routes).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  return `{"version":${file.version},"seas":${JSON.stringify(file.seas)},"routes":{\n${lines.join(',\n')}\n}}\n`;
}

// Builds assets/map/sea-routes.json from map-geometry.json: the route every sea move's arrow can
// follow (build/sea-routes.ts). Run after build-map.ts: npx tsx assets/map/build-sea-routes.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSeaRoutes, formatSeaRoutes } from './build/sea-routes';
import { loadGeometry, type MapGeometry } from './geometry';

// A copy of the map, so every route is searched here, never read back from the file being rebuilt.
const geometry = JSON.parse(JSON.stringify(loadGeometry())) as MapGeometry;
const started = performance.now();
const file = buildSeaRoutes(geometry);
const text = formatSeaRoutes(file);
const out = fileURLToPath(new URL('./sea-routes.json', import.meta.url));
writeFileSync(out, text);
const count = Object.values(file.routes).reduce((n, list) => n + list.length, 0);
console.log(
  `wrote ${out}: ${Object.keys(file.routes).length} pairs, ${count} routes, ${text.length} bytes, ` +
    `${Math.round(performance.now() - started)} ms`,
);

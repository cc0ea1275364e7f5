// The words the map draws (area, sea and place names, exile titles, the legend), handed in by the
// page in the player's language: the scene holds no text of its own, and redraws them on a switch.
import type { MapGeometry, MapSymbol } from '../../../../../assets/map/geometry';

export interface MapLegendLabels {
  yellow: string;
  blue: string;
  red: string;
  crown: string;
  cityLancaster: string;
  cityYork: string;
  cathedral: string;
  port: string;
  shield: string;
  /** May hold a line break. */
  estuaries: string;
}

export interface MapLabels {
  /** BCP 47 tag, for upper-casing names by the language's own rules. */
  locale: string;
  /** Names of land, island and exile areas, by area id (drawn upper-case). */
  areas: Readonly<Record<string, string>>;
  /** Sea names by sea id (drawn upper-case). */
  seas: Readonly<Record<string, string>>;
  /** Names printed beside symbols (cities, cathedrals, shields), by `symbolKey`. */
  symbols: Readonly<Record<string, string>>;
  /** The subtitle of each side's exile boxes. */
  exile: { lancaster: string; york: string };
  title: string;
  subtitle: string;
  /** The compass rose's north. */
  north: string;
  legend: MapLegendLabels;
}

/** How `MapLabels.symbols` keys a symbol's name: its kind and the name the geometry gives it. */
export function symbolKey(sym: MapSymbol): string {
  return `${sym.kind}:${'name' in sym ? sym.name : ''}`;
}

/** Symbols of the map that carry a name, each once. */
export function namedSymbols(geometry: MapGeometry): Array<Extract<MapSymbol, { name: string }>> {
  const out = new Map<string, Extract<MapSymbol, { name: string }>>();
  for (const a of geometry.areas)
    for (const s of a.symbols) if ('name' in s && !out.has(symbolKey(s))) out.set(symbolKey(s), s);
  return [...out.values()];
}

/** Every word the map scene draws, from the catalogue in the player's language (names keyed by engine ids). */
import type { MapGeometry } from '../../../../assets/map/geometry';
import { namedSymbols, symbolKey, type MapLabels } from '../scenes/map/labels';
import { currentLanguage, t } from '../../../src/i18n/language.svelte';
import { areaName, placeName } from './names';

export function mapLabels(geometry: MapGeometry): MapLabels {
  return {
    locale: currentLanguage(),
    // Seas are areas of the engine too (sea moves name them), so both come from names.area.*.
    areas: Object.fromEntries(geometry.areas.map((a) => [a.id, areaName(a.id)])),
    seas: Object.fromEntries(geometry.seas.map((s) => [s.id, areaName(s.id)])),
    symbols: Object.fromEntries(namedSymbols(geometry).map((s) => [symbolKey(s), placeName(s.kind, s.name)])),
    exile: { lancaster: t('map.exile.lancaster'), york: t('map.exile.york') },
    title: t('map.title'),
    subtitle: t('map.subtitle'),
    north: t('map.north'),
    legend: {
      yellow: t('map.legend.yellow'),
      blue: t('map.legend.blue'),
      red: t('map.legend.red'),
      crown: t('map.legend.crown'),
      cityLancaster: t('map.legend.cityLancaster'),
      cityYork: t('map.legend.cityYork'),
      cathedral: t('map.legend.cathedral'),
      port: t('map.legend.port'),
      shield: t('map.legend.shield'),
      estuaries: t('map.legend.estuaries'),
    },
  };
}

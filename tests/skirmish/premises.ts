/** The printed cards the rule scenarios lean on; a test fails loudly if the data is retuned under them. */
import { DEF_BY_ID } from '../../engine/skirmish/data';

export const PREMISES: Record<
  string,
  { arrows: Record<string, number>; defence: number; type: string; ranged?: number }
> = {
  'york-edward-iv': { arrows: { N: 4, NE: 3, E: 2, W: 2, NW: 3 }, defence: 5, type: 'infantry' },
  'york-levy-1': { arrows: { N: 2, NE: 1, NW: 1 }, defence: 2, type: 'infantry' },
  'york-levy-billmen': { arrows: { N: 1, NE: 1, NW: 1 }, defence: 2, type: 'spearmen' },
  'york-royal-bombard': { arrows: {}, defence: 5, type: 'archers', ranged: 5 },
  'york-kentish-bowmen': { arrows: { N: 1, NE: 1, NW: 1 }, defence: 3, type: 'archers', ranged: 3 },
  'york-gallowglass': { arrows: { N: 4, NE: 2, E: 1, W: 1, NW: 2 }, defence: 3, type: 'berserkers' },
  'york-scourers-1': { arrows: { N: 2, NE: 1, E: 1, W: 1, NW: 1 }, defence: 2, type: 'cavalry' },
  'york-prickers-1': { arrows: { N: 1, NE: 1, E: 1, NW: 1 }, defence: 2, type: 'cavalry' },
  'lancaster-margaret-of-anjou': { arrows: { N: 4, NE: 3, E: 2, W: 2, NW: 3 }, defence: 5, type: 'infantry' },
  'lancaster-levy-1': { arrows: { N: 2, NE: 1, NW: 1 }, defence: 2, type: 'infantry' },
  'lancaster-levy-2': { arrows: { N: 2, NE: 1, NW: 1 }, defence: 2, type: 'infantry' },
  'lancaster-levy-3': { arrows: { N: 2, NE: 1, NW: 1 }, defence: 2, type: 'infantry' },
  'lancaster-border-reivers': { arrows: { N: 4, NE: 2, E: 1, W: 1, NW: 2 }, defence: 3, type: 'berserkers' },
  'lancaster-bowmen-1': { arrows: { N: 1 }, defence: 2, type: 'archers', ranged: 3 },
  'lancaster-billmen-1': { arrows: { N: 2, NE: 1, NW: 1, S: 1 }, defence: 3, type: 'spearmen' },
  'lancaster-men-at-arms-1': { arrows: { N: 3, NE: 1, E: 1, NW: 1 }, defence: 4, type: 'infantry' },
  'lancaster-somerset': { arrows: { N: 3, NE: 2, E: 1, W: 1, NW: 2 }, defence: 5, type: 'infantry' },
};

export function checkPremises(): string[] {
  const errors: string[] = [];
  for (const [id, p] of Object.entries(PREMISES)) {
    const d = DEF_BY_ID.get(id);
    if (!d) {
      errors.push(`${id} missing`);
      continue;
    }
    const arrows = Object.fromEntries(d.arrows.map((a) => [a.dir, a.value]));
    if (JSON.stringify(Object.entries(arrows).sort()) !== JSON.stringify(Object.entries(p.arrows).sort()))
      errors.push(`${id} arrows ${JSON.stringify(arrows)}`);
    if (d.defence !== p.defence) errors.push(`${id} defence ${d.defence}`);
    if (d.type !== p.type) errors.push(`${id} type ${d.type}`);
    if ((d.ranged?.value ?? undefined) !== p.ranged) errors.push(`${id} ranged ${d.ranged?.value}`);
  }
  return errors;
}

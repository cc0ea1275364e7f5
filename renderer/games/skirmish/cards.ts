// A card's printed facts for the face drawn on the board: from the armies' data (public knowledge,
// shared with the engine) by definition id, with its name in the player's language.
import { DEF_BY_ID } from '../../../engine/skirmish/data';
import type { CardArt } from './scenes/model';
import type { CardFace } from './types';

/** Words the page gives a card: its name by definition id. */
export type CardNamer = (def: string) => string;

export function cardArtOf(face: CardFace, name: CardNamer): CardArt {
  const d = DEF_BY_ID.get(face.def);
  if (!d) throw new Error(`unknown card ${face.def}`);
  return {
    card: face.card,
    // The instance id names the deck it came from ('y…' York's, 'l…' Lancaster's), whatever its army.
    side: face.card.startsWith('y') ? 'york' : 'lancaster',
    name: name(face.def),
    type: d.type,
    rank: d.rank,
    defence: d.defence,
    arrows: d.arrows,
    ranged: d.ranged,
  };
}

export const ownerOfCard = (card: string): 'york' | 'lancaster' => (card.startsWith('y') ? 'york' : 'lancaster');

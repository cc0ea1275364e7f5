/**
 * The name printed on a card's face: a lord's title rather than his whole name ("Earl of Warwick"
 * for "Richard Neville, Earl of Warwick"), the part after the comma in any language; tooltips,
 * the hand's captions and the log give the whole name. The title starts with a capital on the face
 * as a heading does: the catalogues write it in lower case after the comma, as Czech, Polish,
 * Russian and Spanish do mid-sentence ("Richard, vévoda z Gloucesteru"), which left the face
 * reading "vévoda z Gloucesteru".
 */
export function faceName(name: string): string {
  const i = name.lastIndexOf(', ');
  const title = i >= 0 ? name.slice(i + 2) : name;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** Both games' canvas captions: a text made smaller to keep within `width` (a longer language's words). */
export function fitWidth(t: { width: number; scale: { set(v: number): void } }, width: number): void {
  if (t.width > width) t.scale.set(width / t.width);
}

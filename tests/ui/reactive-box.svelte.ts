/** A value held in Svelte state, for a unit test to change what a rune-based module reads (`$derived`). */
export class Box<T> {
  value = $state.raw() as T;
  constructor(value: T) {
    this.value = value;
  }
}

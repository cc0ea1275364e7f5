/** What a game's tutorial says at a step, in the player's language: the shared panel shows it. */
export interface TutorialWords {
  readonly title: string;
  readonly text: string;
  /** "Lesson 3 of 7", or null for a step between lessons (watching the opponent). */
  readonly progress: string | null;
}

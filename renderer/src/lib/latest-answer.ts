/**
 * For a series of requests where only the newest matters (the frame at the replay's position): an
 * answer arriving after a newer request was made is dropped, so a slow old answer never overwrites
 * the position the player has moved on to.
 */
export function latestAnswer<T>(): (request: Promise<T>, use: (answer: T) => void) => void {
  let asked = 0;
  return (request, use) => {
    const n = ++asked;
    void request.then((answer) => {
      if (n === asked) use(answer);
    });
  };
}

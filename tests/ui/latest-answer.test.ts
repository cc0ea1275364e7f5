import { describe, expect, it } from 'vitest';
import { latestAnswer } from '../../renderer/src/lib/latest-answer';

/** A request the test answers when it chooses. */
function deferred<T>(): { promise: Promise<T>; answer: (v: T) => void } {
  let answer!: (v: T) => void;
  const promise = new Promise<T>((r) => (answer = r));
  return { promise, answer };
}

describe('latestAnswer', () => {
  it('drops an answer that arrives after a newer request, whatever the order of arrival', async () => {
    const ask = latestAnswer<number>();
    const used: number[] = [];
    const first = deferred<number>();
    const second = deferred<number>();
    ask(first.promise, (v) => used.push(v));
    ask(second.promise, (v) => used.push(v));
    second.answer(2);
    first.answer(1);
    await Promise.all([first.promise, second.promise]);
    await Promise.resolve();
    expect(used).toEqual([2]);
  });

  it('uses every answer that is the newest when it arrives', async () => {
    const ask = latestAnswer<string>();
    const used: string[] = [];
    for (const v of ['a', 'b']) {
      const d = deferred<string>();
      ask(d.promise, (x) => used.push(x));
      d.answer(v);
      await d.promise;
      await Promise.resolve();
    }
    expect(used).toEqual(['a', 'b']);
  });
});

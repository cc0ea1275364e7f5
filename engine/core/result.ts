/** Errors are values: every rejection carries a code a program can test and a message a player can read. */
export interface GameError {
  readonly code: string;
  /** English for logs and command-line tools; the page words `code` and `params` instead. */
  readonly message: string;
  /** What the page needs to word the problem (ids, numbers, a sub-code), when the code alone is not enough. */
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Result<T, E = GameError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (
  code: string,
  message: string,
  params?: Readonly<Record<string, string | number>>,
): Result<never, GameError> => ({
  ok: false,
  error: params ? { code, message, params } : { code, message },
});

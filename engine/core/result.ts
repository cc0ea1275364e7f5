/** Errors are values: every rejection carries a code a program can test and a message a player can read. */
export interface GameError {
  readonly code: string;
  readonly message: string;
}

export type Result<T, E = GameError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (code: string, message: string): Result<never, GameError> => ({
  ok: false,
  error: { code, message },
});

/**
 * A game's options (its variants) as typed descriptors: the host offers them on New Game and checks
 * a new game's choices against them, so no screen or service knows one game's options by name.
 * Labels are message keys of the page's catalogue (the page words them; a choice's label gets
 * `{value}`).
 */
import { err, ok, type Result } from './result';

export type OptionValue = boolean | string | number;

interface OptionBase {
  /** The key in the options record the module's `setup` reads. */
  readonly id: string;
  /** Message key of the option's name. */
  readonly label: string;
}

export interface BooleanOptionDescriptor extends OptionBase {
  readonly kind: 'boolean';
  readonly default: boolean;
}

export interface OptionChoice {
  readonly value: string | number;
  /** Message key; formatted with `{ value }`. */
  readonly label: string;
}

export interface ChoiceOptionDescriptor extends OptionBase {
  readonly kind: 'choice';
  readonly choices: readonly OptionChoice[];
  readonly default: string | number;
}

export type OptionDescriptor = BooleanOptionDescriptor | ChoiceOptionDescriptor;

/** Chosen option values by descriptor id. */
export type OptionValues = Readonly<Record<string, OptionValue>>;

/** Why a record of option values was refused, and which option (a code the page words). */
export interface OptionProblem {
  readonly code: 'bad-options';
  readonly message: string;
  readonly params: { readonly option: string; readonly problem: 'unknown' | 'not-allowed' };
}

/**
 * Checks `raw` against the game's descriptors: every key must be a declared option and every value
 * one it allows. Returns only the values that differ from their defaults, so a standard game stores
 * no options and a save names exactly the variants the player chose.
 */
export function checkOptions(
  descriptors: readonly OptionDescriptor[],
  raw: Readonly<Record<string, unknown>>,
): Result<OptionValues, OptionProblem> {
  const chosen: Record<string, OptionValue> = {};
  for (const [id, value] of Object.entries(raw)) {
    const d = descriptors.find((x) => x.id === id);
    if (!d) return problem(id, 'unknown', `This game has no option "${id}".`);
    const allowed = d.kind === 'boolean' ? typeof value === 'boolean' : d.choices.some((c) => c.value === value);
    if (!allowed) return problem(id, 'not-allowed', `The option "${id}" cannot be ${JSON.stringify(value)}.`);
    if (value !== d.default) chosen[id] = value as OptionValue;
  }
  return ok(chosen);
}

function problem(option: string, kind: OptionProblem['params']['problem'], message: string) {
  return { ok: false as const, error: { code: 'bad-options' as const, message, params: { option, problem: kind } } };
}

/** Descriptors are data a module declares: a malformed one (no choices, a default it does not offer) is a bug. */
export function checkDescriptors(descriptors: readonly OptionDescriptor[]): Result<true> {
  const ids = new Set<string>();
  for (const d of descriptors) {
    if (ids.has(d.id)) return err('bad-descriptor', `The option "${d.id}" is declared twice.`);
    ids.add(d.id);
    if (d.kind === 'choice' && !d.choices.some((c) => c.value === d.default))
      return err('bad-descriptor', `The option "${d.id}" defaults to a value it does not offer.`);
  }
  return ok(true);
}

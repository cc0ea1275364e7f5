/**
 * Rebuilding a game's state from its log through the GameModule, the only judge of legality.
 * Used to resume a saved game, to verify one, and to validate an imported file.
 */
import { canonicalJson } from '../engine/core/hash';
import type { AnyGameModule } from '../engine/core/game';
import { ok, type Result } from '../engine/core/result';
import { saveErr } from './errors';
import type { JsonObject, SaveError, StoredSnapshot } from './types';

export interface GameStart {
  readonly scenario: string;
  readonly seed: number;
  readonly options: JsonObject;
}

export interface ReplayStep {
  readonly seq: number;
  readonly player: string;
  readonly action: unknown;
}

function shortJson(value: unknown): string {
  const s = canonicalJson(value);
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}

/**
 * Flags the app keeps among a save's options that are its own, not the game's: the tutorial flag
 * (electron/services/save-info.ts). A game is set up from the rest: a game that checks its options
 * strictly (the card battle) would refuse a key it does not declare.
 */
export const TUTORIAL_OPTION = 'tutorial';
export const APP_OPTION_KEYS: readonly string[] = [TUTORIAL_OPTION];

function gameOptions(options: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(options).filter(([k]) => !APP_OPTION_KEYS.includes(k)));
}

export function setupGame(module: AnyGameModule, start: GameStart): Result<unknown, SaveError> {
  const r = module.setup(start.scenario, start.seed, gameOptions(start.options));
  // The page words `problem`: a deck's own problem when the game names one, else the set-up as such.
  if (!r.ok)
    return saveErr('bad-input', `The game could not be set up: ${r.error.message}`, {
      ...r.error.params,
      problem:
        typeof r.error.params?.problem === 'string' && r.error.code === 'bad-deck' ? r.error.params.problem : 'setup',
      cause: r.error.code,
    });
  return ok(r.value);
}

/** One logged action through the module's own checks; never trusts the log. */
export function replayStep(module: AnyGameModule, state: unknown, step: ReplayStep): Result<unknown, SaveError> {
  const where = `Action #${step.seq} (${step.player}: ${shortJson(step.action)})`;
  // The page words which move of the record failed and by whom; the English is for logs.
  const params = { problem: 'replay-move', at: step.seq, player: step.player };
  if (!module.players.includes(step.player)) {
    return saveErr('illegal-action', `${where}: "${step.player}" is not a side in ${module.title}.`, params);
  }
  const parsed = module.parseAction(step.action);
  if (!parsed.ok) return saveErr('illegal-action', `${where} is not a valid action: ${parsed.error.message}`, params);
  if (!module.toAct(state).includes(step.player)) {
    return saveErr('illegal-action', `${where}: it was not ${step.player}'s turn to act.`, params);
  }
  const applied = module.apply(state, step.player, parsed.value);
  if (!applied.ok) return saveErr('illegal-action', `${where} is not legal here: ${applied.error.message}`, params);
  return ok(applied.value);
}

/**
 * Replays `steps` (which must continue from `state` without gaps). `atSeq` is called after each
 * step, e.g. to compare against stored snapshot hashes.
 */
export function replaySteps(
  module: AnyGameModule,
  state: unknown,
  fromSeq: number,
  steps: Iterable<ReplayStep>,
  atSeq?: (seq: number, state: unknown) => Result<void, SaveError>,
): Result<unknown, SaveError> {
  let current = state;
  let expected = fromSeq + 1;
  for (const step of steps) {
    if (step.seq !== expected) {
      return saveErr('illegal-action', `The action log has a gap: expected action #${expected}, found #${step.seq}.`, {
        problem: 'replay-gap',
        at: expected,
      });
    }
    const next = replayStep(module, current, step);
    if (!next.ok) return next;
    current = next.value;
    if (atSeq) {
      const checked = atSeq(step.seq, current);
      if (!checked.ok) return checked;
    }
    expected++;
  }
  return ok(current);
}

export interface Reconstructed {
  readonly state: unknown;
  readonly stateHash: string;
  readonly fromSeq: number;
  readonly replayed: number;
  readonly warnings: readonly string[];
}

/**
 * Resume = latest trustworthy snapshot + replay of the later actions. A snapshot is trusted only
 * if it was written by the same state version and its state still hashes to the stored hash;
 * otherwise we fall back to a full replay (slower, always right) and say so in `warnings`.
 */
export function reconstruct(
  module: AnyGameModule,
  start: GameStart,
  snapshot: StoredSnapshot | null,
  actionsAfter: (seq: number) => readonly ReplayStep[],
): Result<Reconstructed, SaveError> {
  const warnings: string[] = [];
  let base: { state: unknown; seq: number } | null = null;
  if (snapshot) {
    if (snapshot.stateVersion !== module.stateVersion) {
      warnings.push(`Snapshot at action #${snapshot.seq} is from another engine version; replayed from the start.`);
    } else if (module.hash(snapshot.state) !== snapshot.stateHash) {
      warnings.push(`Snapshot at action #${snapshot.seq} did not match its hash; replayed from the start.`);
    } else {
      base = { state: snapshot.state, seq: snapshot.seq };
    }
  }
  if (!base) {
    const initial = setupGame(module, start);
    if (!initial.ok) return initial;
    base = { state: initial.value, seq: 0 };
  }
  const steps = actionsAfter(base.seq);
  const final = replaySteps(module, base.state, base.seq, steps);
  if (!final.ok) return final;
  return ok({
    state: final.value,
    stateHash: module.hash(final.value),
    fromSeq: base.seq,
    replayed: steps.length,
    warnings,
  });
}

/**
 * Deciding whether a parsed export file may enter the DB: its game must be installed at the same
 * state version, and every action must replay legally to the recorded final state. Pure: nothing
 * is written here, so a rejected file cannot leave half a game behind.
 */
import type { AnyGameModule, GameSummary, Outcome } from '../engine/core/game';
import { ok, type Result } from '../engine/core/result';
import { saveErr } from './errors';
import type { PortableContent } from './portable-file';
import { replaySteps, setupGame } from './replay';
import type { FindModule, SaveError } from './types';

export interface SnapshotRow {
  readonly seq: number;
  readonly stateJson: string;
  readonly hash: string;
}

export interface CheckedImport {
  readonly module: AnyGameModule;
  readonly summary: GameSummary;
  readonly outcome: Outcome | null;
  readonly finalState: unknown;
  /** Snapshots taken during the replay, every `snapshotEvery` actions, ready to store. */
  readonly snapshots: readonly SnapshotRow[];
}

export function checkImport(
  doc: PortableContent,
  registry: FindModule,
  snapshotEvery: number,
): Result<CheckedImport, SaveError> {
  const module = registry(doc.moduleId);
  if (!module) {
    return saveErr(
      'import-unknown-game',
      `This saved game is for "${doc.moduleId}", a game this version of the app does not have.`,
      { moduleId: doc.moduleId },
    );
  }
  if (doc.stateVersion > module.stateVersion) {
    return saveErr(
      'unsupported-version',
      `This saved game was made by a newer version of ${module.title} (rules version ${doc.stateVersion}; this one has ${module.stateVersion}). Please update the game.`,
    );
  }
  if (doc.stateVersion < module.stateVersion) {
    // Actions of an older engine could replay into a different game without any error; refuse.
    return saveErr(
      'unsupported-version',
      `This saved game was made by an older version of ${module.title} (rules version ${doc.stateVersion}; this one has ${module.stateVersion}) and cannot be replayed faithfully.`,
    );
  }
  for (const player of Object.keys(doc.seats)) {
    if (!module.players.includes(player)) {
      return saveErr('bad-file', `This saved game names a side "${player}" that ${module.title} does not have.`);
    }
  }

  const initial = setupGame(module, doc);
  if (!initial.ok) return initial;
  const snapshots: SnapshotRow[] = [];
  const steps = doc.actions.map((a, i) => ({ seq: i + 1, player: a.player, action: a.action }));
  const final = replaySteps(module, initial.value, 0, steps, (seq, state) => {
    if (seq % snapshotEvery === 0) snapshots.push({ seq, stateJson: JSON.stringify(state), hash: module.hash(state) });
    return ok(undefined);
  });
  if (!final.ok) {
    return saveErr(
      final.error.code,
      `This saved game cannot be replayed, so it was not imported. ${final.error.message}`,
      final.error.params,
    );
  }
  const finalHash = module.hash(final.value);
  if (finalHash !== doc.finalStateHash) {
    return saveErr(
      'replay-mismatch',
      `This saved game does not replay to the position it was saved in (expected state ${doc.finalStateHash}, got ${finalHash}); the file was edited or comes from a different engine build.`,
    );
  }
  return ok({
    module,
    summary: module.summary(final.value),
    outcome: module.outcome(final.value),
    finalState: final.value,
    snapshots,
  });
}

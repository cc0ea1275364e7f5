/**
 * An import file turned into the rows to store: parsed, checked and replayed (import-check.ts),
 * then serialized. Pure and made of plain strings and numbers, so a worker thread can do all the
 * heavy work and hand the result to the thread that owns the DB connection.
 */
import { ok, type Result } from '../engine/core/result';
import { checkImport, type SnapshotRow } from './import-check';
import { parsePortableFile } from './portable-file';
import type { FindModule, SaveError } from './types';

export interface PreparedImport {
  readonly moduleId: string;
  readonly stateVersion: number;
  readonly scenario: string;
  readonly seed: number;
  readonly name: string;
  readonly optionsJson: string;
  readonly seatsJson: string;
  readonly summaryJson: string;
  readonly outcomeJson: string | null;
  readonly actions: ReadonlyArray<{ readonly player: string; readonly actionJson: string }>;
  readonly snapshots: readonly SnapshotRow[];
}

export function prepareImport(
  text: string,
  registry: FindModule,
  snapshotEvery: number,
): Result<PreparedImport, SaveError> {
  const doc = parsePortableFile(text);
  if (!doc.ok) return doc;
  const checked = checkImport(doc.value, registry, snapshotEvery);
  if (!checked.ok) return checked;
  const d = doc.value;
  const { module, summary, outcome, snapshots } = checked.value;
  return ok({
    moduleId: module.id,
    stateVersion: module.stateVersion,
    scenario: d.scenario,
    seed: d.seed,
    name: d.name,
    optionsJson: JSON.stringify(d.options),
    seatsJson: JSON.stringify(d.seats),
    summaryJson: JSON.stringify(summary),
    outcomeJson: outcome === null ? null : JSON.stringify(outcome),
    // Stored as the module parsed them, as in live play: whatever else a file carried is dropped.
    actions: d.actions.map((a) => {
      const parsed = module.parseAction(a.action);
      return { player: a.player, actionJson: JSON.stringify(parsed.ok ? parsed.value : a.action) };
    }),
    snapshots,
  });
}

/** How often the store writes snapshots and checkpoints; kept apart so worker threads need no DB code. */

export const DEFAULT_SNAPSHOT_EVERY = 50;
/**
 * A WAL frame whose checksum is bad ends SQLite's recovery there: every later frame is dropped.
 * Checkpointing often keeps that loss to the actions since the last checkpoint (fewer than this).
 */
export const DEFAULT_CHECKPOINT_EVERY = 10;

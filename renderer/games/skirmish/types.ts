/** The engine types the card battle's page reads (type-only: the rules never run in the page). */
export type { SkirmishView, UnitView, CardFace } from '../../../engine/skirmish/view';
export type { Preview } from '../../../engine/skirmish/preview';
export type { Action, LogEntry } from '../../../engine/skirmish/types';
export type { Side } from '../../../engine/skirmish/data';

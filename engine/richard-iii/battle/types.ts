/** Battle procedure types (section 6). Placeholder until the battle module lands. */
export interface BattleState {
  area: number;
}
export type BattleStep = { k: 'battle-choose'; side: 'lancaster' | 'york' };
export type BattleAction = { t: 'battle'; area: string };
/** What one side sees of the battle being fought. */
export interface BattleView {
  area: string;
}

/** Supply phase (7) and political turn (8) types. Placeholder until those modules land. */
export interface SupplyState {
  stage: number;
}
export interface PoliticalState {
  stage: number;
}
export type SupplyStep = { k: 'supply'; side: 'lancaster' | 'york' };
export type PoliticalStep = { k: 'political'; side: 'lancaster' | 'york' };
export type SupplyAction = { t: 'supply-done' };
export type PoliticalAction = { t: 'political-done' };

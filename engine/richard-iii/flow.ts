/**
 * Sequence of play (1.0): campaigns of seven game turns, each turn card → action → battle →
 * supply, then a political turn. Each rules module hands control back through these functions.
 */
import { AREA_COUNT, BORDER_COUNT, CARDS, otherSide, type Side } from './data';
import { dealCampaign, startCardPhase } from './cards';
import { startBattlePhase } from './battle';
import { startSupplyPhase } from './political/supply';
import { startPoliticalTurn } from './political';
import { log } from './state';
import { STILL, type State } from './types';

export const TURNS_PER_CAMPAIGN = 7;

export function startCampaign(s: State): void {
  s.turn = 0;
  log(s, { k: 'campaign-start', r: '1.0', p: { campaign: s.campaign } });
  dealCampaign(s);
}

/** Called by the mulligan procedure once hands are final, and after each supply phase. */
export function startTurn(s: State): void {
  s.turn++;
  s.moved.fill(STILL);
  s.crossings = { lancaster: new Array<number>(BORDER_COUNT).fill(0), york: new Array<number>(BORDER_COUNT).fill(0) };
  s.attacks = new Array(AREA_COUNT).fill(null);
  s.treasonCard = null;
  log(s, { k: 'turn-start', r: '1.0', p: { campaign: s.campaign, turn: s.turn } });
  startCardPhase(s);
}

export function startActionPhase(s: State, side: Side): void {
  const card = CARDS[s.played[side]]!;
  s.act = { side, ap: card.ap, event: card.event, activated: [], freeSea: null, musterArea: -1, plagueDone: false };
  if (card.event === 'treason') s.treasonCard = side;
  s.step = { k: 'action', side };
}

/** The acting player ends his action phase: Player 2 follows Player 1, then battles. */
export function endActionPhase(s: State): void {
  const side = s.act!.side;
  s.act = null;
  if (side === s.p1) startActionPhase(s, otherSide(side));
  else startBattlePhase(s);
}

export function endBattlePhase(s: State): void {
  startSupplyPhase(s);
}

export function endSupplyPhase(s: State): void {
  if (s.outcome) return;
  if (s.turn < TURNS_PER_CAMPAIGN) startTurn(s);
  else startPoliticalTurn(s);
}

/** After the political turn: the next campaign, or the end of the game (9.0). */
export function endPoliticalTurn(s: State): void {
  if (s.outcome) return;
  s.campaign++;
  startCampaign(s);
}

export function endGame(s: State, winner: Side | null, reason: string): void {
  s.outcome = { winner, reason };
  s.step = { k: 'game-over' };
  log(s, { k: 'game-over', r: '9.0', s: winner ?? undefined, p: { reason } });
}

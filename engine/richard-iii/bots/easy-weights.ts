/**
 * Easy's numbers (engine/richard-iii/bots/easy.ts) as one record, so a side's play can be tuned
 * from self-play without touching the heuristics: `EASY_WEIGHTS` is Easy as it was hand-tuned
 * (the comments beside each name say where the number acts); a tuning run plays other records
 * against it. The hunt's rally weights stay in easy.ts: they are a shape, not one number.
 */
export interface EasyWeights {
  /** Score below which the action phase ends rather than spend AP on a pointless move. */
  readonly end: number;
  /** An area's worth per block there that counts for usurpation, and per other block. */
  readonly crownPresence: number;
  readonly otherPresence: number;
  /** The threat-to-strength ratio from which a stack is at risk. */
  readonly riskFrom: number;
  /**
   * The same for a stack holding its side's last heir. Easy against Easy, 1483, 600 fresh deals
   * (seeds 21, 31, 41): Richard, York's only heir, guarded so, York won 540 instead of 485; Henry
   * guarded so, Lancaster 122 instead of 115 (within the noise). A cautious King in 1460, where he is
   * one heir of five, lost (84 of 200 against the old Easy), which is why only the last heir is
   * guarded so.
   */
  readonly lastHeirFright: number;
  /** What a stack at full risk stands to lose: its worth, the area's, the King's, each heir's. */
  readonly riskWorth: number;
  readonly riskArea: number;
  readonly riskKing: number;
  readonly riskHeir: number;
  /** The pull of valuable ground per block (more when the Pretender must gain), and of an enemy stack. */
  readonly pull: number;
  readonly pullMustGain: number;
  readonly foePull: number;
  readonly foePullMustGain: number;
  /**
   * The Pretender's hunt for the King (Board.kingGuess): strike a court of at most
   * `huntMaxDefenders` blocks when `huntSteps` can reach it this phase, `huntGroupSteps` from the
   * attacking area itself. Easy as Lancaster against Easy in 1483: on the 600 deals it was tuned on,
   * 82 wins without the hunt and 129 with it; on 600 fresh deals 102 and 115 (+2 points, within the
   * noise) — a Pretender that leaves a thinly held court alone is what it fixes, not a stronger one.
   * A strike scored below the best other moves (bonus 4) did nothing.
   */
  readonly huntMaxDefenders: number;
  readonly huntSteps: number;
  readonly huntGroupSteps: number;
  /** The strike's score (above any ordinary move), the King's area's extra pull, gathering near him per 10 steps. */
  readonly huntStrike: number;
  readonly huntPull: number;
  readonly huntGather: number;
  /** Land distance from the King within which a stack gathers, and the steps beyond which gathering adds nothing. */
  readonly huntNear: number;
  readonly huntGatherCap: number;
  /** An exile landing in a campaign's turns 1–5. */
  readonly exileHome: number;
  /** The cost of activating an area (an AP). */
  readonly apCost: number;
  /** A fresh attack needs this many times the enemy's estimate within reach (a noble or levy leading; an heir). */
  readonly needRatio: number;
  readonly needRatioHeir: number;
  /** How much less a Pretender who must gain needs. */
  readonly mustGainEase: number;
  /** The attacking area's own group against the enemy's estimate. */
  readonly groupRatio: number;
  /** A fresh attack's score: a base, and per enemy block. */
  readonly attackBase: number;
  readonly attackPerFoe: number;
  /** A recruit that counts for usurpation. */
  readonly recruitCrown: number;
}

export const EASY_WEIGHTS: EasyWeights = {
  end: 0.25,
  crownPresence: 3,
  otherPresence: 1,
  riskFrom: 0.8,
  lastHeirFright: 0.5,
  riskWorth: 0.6,
  riskArea: 0.5,
  riskKing: 6,
  riskHeir: 1.5,
  pull: 0.15,
  pullMustGain: 0.3,
  foePull: 1,
  foePullMustGain: 2.5,
  huntMaxDefenders: 2,
  huntSteps: 7,
  huntGroupSteps: 5,
  huntStrike: 6,
  huntPull: 1.5,
  huntGather: 2,
  huntNear: 2,
  huntGatherCap: 14,
  exileHome: 0.5,
  apCost: 0.35,
  needRatio: 1.6,
  needRatioHeir: 2,
  mustGainEase: 0.35,
  groupRatio: 1.2,
  attackBase: 1.5,
  attackPerFoe: 1.2,
  recruitCrown: 2.5,
};

/**
 * The search's choices are pinned: at a fixed sample count, Normal and Hard play exactly the games
 * they played before the playouts were made faster. Each hash covers every action of the game and,
 * for every searched decision, the root moves tried with their visits and estimated win chances
 * (`trace` of electron/headless/tournament-profile.ts). The hashes were recorded with the code of
 * commit 0704064, before any of the speed work (its engine with fce32f4's tournament-profile, which
 * added the trace, plus `maxActions`): a faster playout that changed one Easy score, one view field
 * Easy reads, or one random draw would change them. Re-recorded since, on purpose, when Easy's
 * heuristics changed (Easy is the playout policy): on 27 Nov 2026 when its Pretender learnt to hunt
 * the King (before it: bbcbcd4f93708665, e869912e3a875896, 412f04003765b4a4), and when a side's last
 * heir was guarded sooner (the two 1483 games; before it: 6cc3ac521cbe5d05, a24f8bd3695e5dcb; the
 * 1470 game, where York has two heirs, kept 0db6f797ac435217); and on 27 Nov 2026 when the samples
 * learnt what the setup and the battles' hits tell (every block's opening place, the enemy's exact
 * strengths until an unseen loss; before it: 1cf9ab891e95da13, 8f43fa838090c272, 0db6f797ac435217),
 * and again for the first game when a defector's old version stopped being remembered in the
 * battle's area and his new one started (fe52c37423bd412e before); and again for Hard's game when a
 * loss named by area only (his supply loss, our Plague) stopped making unsure the strength of blocks
 * known to stand elsewhere (65f0842e591f5072 before); and for both 1483 games when the Pretender learnt
 * to rally beside the court of a King who is his side's last heir (f975888041879259 and
 * 1a908446a4d8d358 before; the 1470 game, where York has more heirs, kept its hash), and again when
 * the rally stopped counting the Scots as able to sail or picking an area none can reach
 * (4c90bf3072c7e182 and 760945ba058eb68d before); and for all three on 29 Nov 2026 when the samples
 * learnt to follow a block through the enemy's moves (possibleEnemyAreas; 392f5991cd14a672,
 * d8c23b58ebbf6cd3 and aabc06d24c46eedd before); and for both 1483 games on 29 Nov 2026 when Easy's
 * Pretender learnt to hunt the King where he remembers him, and a playout's Pretender where the
 * sample's King stands (03f7a5b50349ac65 and 42b2ae6a3c734236 before; the 1470 game kept its hash);
 * and for all three on 29 Nov 2026 when the leaf learnt how exposed a side's last heir stands
 * (heirRisk; 5940a31d3728a350, 6702a27253e738fa and a519c68fd1e28f7b before — in 1470 a playout that
 * kills one of two heirs leaves a last one), and again for all three when cards of the same action
 * points without an event became one choice at the root (2bffc1607616ae1c, 2466aadbfc64b93e and
 * 89887ee0c184490d before); and for the 1470 game on 29 Nov 2026 when the leaf's crown count became the
 * rules' own (usurpationCounts), counting the captive Henry VI for Lancaster (87d0b06a6ab20291 before;
 * the 1483 games, without a captive, kept theirs); and for all three on 29 Nov 2026 when the leaf's
 * side-bias weights were re-fitted to today's Easy (the trace holds the win chances, which they move;
 * 4c5a933d0c6f2d8b, 8900734fbdd3e9ab and ce9efa5964ed8621 before); and for Hard's game on 30 Nov 2026
when Hard's playouts went on to the second card phase (horizonTurns 2; 08f3fe9983903ef4 before — the
Normal games, at one turn, kept theirs); and for all three on 7 Dec 2026 when a block's pass in round 1 of a
battle where it could fire stopped being a root choice (bots/dominated.ts; d53ceb7e5d64b542, 32b5014b0063f86a
and 2c485ea24245fac3 before).
 * A change that means to keep Easy's choices and the samples keeps these.
 *
 * The fuller check is by command (docs/computer-opponents.md, "Why the search was weak"): `npx tsx
 * electron/headless/tournament-profile.ts --scenario richard-iii --games 2 --seed 11 --iterations 16`
 * printed `"trace":["9c895e0b8247d794","a7f812c04b7db3a2"]` before the speed work; longer runs recorded
 * then: `--games 2 --seed 6 --iterations 3 --level hard` `["59f1a90f8d09aa6f","b0b602aaa061f9bb"]`,
 * `--scenario kingmaker --games 2 --seed 7 --iterations 2` `["57ed67aff49ace60","8d056430259f8814"]`.
 */
import { describe, expect, it } from 'vitest';
import { profileSearch, type ProfileOptions } from '../../../electron/headless/tournament-profile';
import { fakeClock } from './helpers';

const PINNED: { o: Omit<ProfileOptions, 'clock'>; trace: string[] }[] = [
  // A whole (short) 1483 game: card, action and battle decisions.
  {
    o: { level: 'normal', scenario: 'richard-iii', games: 1, seed: 5, iterations: 2 },
    trace: ['23f9b7a0d57e7583'],
  },
  // Hard's wider, deeper tree.
  {
    o: { level: 'hard', scenario: 'richard-iii', games: 1, seed: 6, iterations: 2, maxActions: 60 },
    trace: ['ad2a6bd4e495340d'],
  },
  // 1470: the first game turn's decisions, whose playouts run through its supply phase. (90 actions,
  // `7e89f98aa2bbf004` with the pre-speed-work code, cost 5 s of CPU.)
  {
    o: { level: 'normal', scenario: 'kingmaker', games: 1, seed: 7, iterations: 2, maxActions: 45 },
    trace: ['75cd2fd07eaa4cc7'],
  },
];

describe('ISMCTS choices pinned at a fixed sample count', () => {
  for (const { o, trace } of PINNED)
    it(`${o.level}, ${o.scenario}, seed ${o.seed}, ${o.iterations} samples a decision`, { timeout: 120_000 }, () => {
      expect(profileSearch({ ...o, clock: fakeClock(1) }).trace).toEqual(trace);
    });
});

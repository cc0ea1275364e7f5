/** Positions shared by the rule-file tests. */
import { OTHER, STILL, type State } from '../../../engine/richard-iii/types';
import { battleState } from '../battle/helpers';
import { must, scenarioState } from '../position';

/** A scenario with every block out of play (so a block list holds exactly what a test places) and an empty log. */
export function bareMap(scenario = 'wars-of-the-roses', seed = 1): State {
  const s = scenarioState(scenario, seed);
  s.loc.fill(OTHER);
  s.down.fill(false);
  s.moved.fill(STILL);
  s.log = [];
  return s;
}

/** York (Norfolk, from Sussex) attacks Oxford in Kent; the battle there has begun. */
export function kentBattle(): State {
  const s = battleState({
    area: 'kent',
    attacker: 'york',
    main: { from: 'sussex', blocks: ['y-norfolk'] },
    defenders: ['l-oxford'],
  });
  must(s, 'york', { t: 'battle', area: 'kent' });
  return s;
}

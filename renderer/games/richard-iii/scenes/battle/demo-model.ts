// A sample battle for the demo page and screenshots: Towton-like, York attacking North Yorks.
import type { BattleBoardModel, BoardBlock } from './model';

const blk = (
  id: string,
  colour: BoardBlock['colour'],
  label: string,
  strength: number,
  maxStrength: number,
  rating: string,
  extra: Partial<BoardBlock> = {},
): BoardBlock => ({
  id,
  colour,
  label,
  strength,
  maxStrength,
  rating,
  current: rating,
  acted: false,
  acting: false,
  clickable: false,
  selected: false,
  hit: 0,
  firing: false,
  ...extra,
});

export const DEMO_BATTLE: BattleBoardModel = {
  title: 'Battle of North Yorks',
  labels: {
    round: 'ROUND',
    reserves: 'Reserves — arrive in round 2',
    none: 'none',
    noRoll: 'No dice rolled yet this battle.',
  },
  round: 2,
  turn: 'Your battle turn: Warwick',
  defender: {
    side: 'lancaster',
    role: 'defender',
    title: 'Defender · Lancaster',
    blocks: [
      blk('l-somerset', 'lancaster', 'Somerset', 2, 3, 'A2', { acted: true }),
      blk('l-clifford', 'lancaster', 'Clifford', 1, 2, 'A2', { current: 'A3', acted: true }),
      blk('l-henry-vi', 'lancaster', 'Henry VI', 2, 2, 'B2', { current: 'B3' }),
      blk('l-northumberland', 'lancaster', 'Northumberland', 2, 3, 'B3', { hit: 2 }),
      blk('l-york-levy', 'lancaster', 'York', 3, 3, 'C3', { current: 'C4' }),
    ],
    reserves: [],
    hiddenReserves: 0,
  },
  attacker: {
    side: 'york',
    role: 'attacker',
    title: 'Attacker · York',
    blocks: [
      blk('y-march', 'york', 'March', 3, 4, 'A3', { acted: true, firing: true }),
      blk('y-kent', 'york', 'Kent', 2, 2, 'A2', { acted: true }),
      blk('y-warwick', 'york', 'Warwick', 3, 3, 'B3', { acting: true }),
      blk('y-norfolk', 'york', 'Norfolk', 2, 2, 'B2'),
      blk('y-london-levy', 'york', 'London', 3, 3, 'C3'),
      blk('y-bombard', 'york', 'Bombard', 2, 2, 'D3'),
    ],
    reserves: [blk('y-calais-mercenary', 'york', 'Calais', 4, 4, 'B4'), blk('rebel', 'rebel', 'Rebel', 2, 2, 'A2')],
    hiddenReserves: 2,
  },
  roll: { side: 'york', kind: 'fire', fp: 3, dice: [2, 5, 1], text: 'March fires at 3: 2 hits' },
  recent: [
    'Round 2 begins',
    'York: 2 reserves arrive',
    'Somerset fires: 0 hits',
    'Clifford fires: 1 hit (Kent −1)',
    'March fires: 2 hits (Northumberland −2)',
  ],
  result: null,
};

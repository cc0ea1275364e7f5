/** §2 setup: player 1 by lot, each general set aside, decks shuffled, five drawn plus the general. */
import { makeRng, nextInt, shuffle } from '../core/rng';
import { err, ok, type Result } from '../core/result';
import { ARMY_DEFS, CARD_DEFS, DEF_BY_ID, SIDES, type Side } from './data';
import { parseOptions } from './options';
import { startTurn } from './flow';
import { CARDS_PER_SIDE, STATE_VERSION, type State } from './types';

export const SCENARIOS = [{ id: 'standard', name: 'Pitched battle (York against Lancaster)' }] as const;

export function setupGame(scenario: string, seed: number, rawOptions?: unknown): Result<State> {
  if (!SCENARIOS.some((x) => x.id === scenario)) return err('bad-scenario', `Unknown scenario “${scenario}”.`);
  if (!Number.isSafeInteger(seed)) return err('bad-seed', 'The seed must be a whole number.');
  const o = parseOptions(rawOptions);
  if (!o.ok) return o;
  const options = o.value;
  const rng = makeRng(seed);
  const first: Side = options.first === 'lot' ? (nextInt(rng, 2) === 0 ? 'york' : 'lancaster') : options.first;
  const defs: number[] = [];
  for (const side of SIDES) {
    const list = options.decks ? options.decks[side].map((id) => DEF_BY_ID.get(id)!.idx) : ARMY_DEFS[side];
    defs.push(...list);
  }
  const s: State = {
    v: STATE_VERSION,
    scenario,
    options,
    rng,
    defs,
    first,
    decks: { york: [], lancaster: [] },
    hands: { york: [], lancaster: [] },
    pos: defs.map(() => -1),
    onBoard: [],
    piles: { york: [], lancaster: [] },
    turn: 1,
    active: first,
    phase: 'place',
    placed: -1,
    archersToChoose: [],
    archerChoices: [],
    tookPart: [],
    claims: [],
    generalsFallen: [],
    extraTurns: { york: 0, lancaster: 0 },
    resolutions: 0,
    seq: 0,
    log: [],
    outcome: null,
  };
  for (const [i, side] of SIDES.entries()) {
    const cards: number[] = [];
    for (let k = 0; k < CARDS_PER_SIDE; k++) cards.push(i * CARDS_PER_SIDE + k);
    const general = cards.find((c) => CARD_DEFS[defs[c]!]!.general)!;
    const deck = shuffle(
      rng,
      cards.filter((c) => c !== general),
    );
    s.hands[side] = [general, ...deck.splice(deck.length - 5, 5).reverse()];
    s.decks[side] = deck;
  }
  s.log.push({
    k: 'setup',
    r: '2',
    p: {
      first,
      advanced: options.advanced,
      borderless: options.borderless,
      unitsToWin: options.unitsToWin,
      commandToWin: options.commandToWin,
    },
  });
  startTurn(s);
  return ok(s);
}

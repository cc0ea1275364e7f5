/**
 * The Rules screen shows the shared spec to players, less what is written for the developers: the
 * spec's opening note on its sources, and its pointers into data.json and DISCREPANCIES.md. Each edit
 * below replaces one passage of the spec, found exactly as written; `rules:sync` applies them and
 * fails if the spec no longer has one (so a reworded spec is noticed, never silently shown half-edited).
 */

/** [the spec's words, the players' words]. */
export type PlayerEdit = readonly [string, string];

export const PLAYER_EDITS: readonly PlayerEdit[] = [
  [
    `This is the specification the engine implements: the publisher's rules restated in plain English,
section by section, with every ambiguity resolved. The four translations of the rulebook are in
\`../seeds/\` (Czech, Polish, Russian, Spanish); where they differ, \`DISCREPANCIES.md\` beside this file
says which reading we follow and why. All numbers about areas, borders and blocks live in
\`data.json\` beside this file — the engine must load that data (or a typed copy of it), never
re-type it by hand.`,
    `These are the rules as this edition plays them: the publisher's rules restated in plain English,
section by section, with every ambiguity resolved. Where the rulebook's translations differ, this
text follows the reading we chose, and the clarifications at the end settle what the rulebook leaves open.`,
  ],
  ['- **Areas** (data.json `areas`): 28 land areas', '- **Areas**: 28 land areas'],
  ['eleven areas (data.json `crown`).', 'eleven areas (marked with a crown on the map).'],
  [
    'Every coastal area has a minor port; `majorPort` areas have a major port.',
    'Every coastal area has a minor port; some have a major port (marked on the map).',
  ],
  ['(`steps`: 4, 3 or 2)', '(4, 3 or 2)'],
  ["each side's version carries its own value in data.json.", "each side's version carries its own value."],
  ['blocks with `otherVersion` exist once per side;', 'blocks printed for both sides exist once per side;'],
  [
    `- Scenario placements are in data.json \`scenarios\`: \`pool\` = the owner's force pool (off-map,
  recruitable, hidden), \`minor\` = a minor heir not yet in play (4.5), \`other-side\` = the owner's
  version of a noble currently serving the enemy (4.6), \`eliminated\` = dead before the scenario
  starts.`,
    `- Each scenario places every block: on the map, in its owner's force pool (off-map, recruitable,
  hidden), as a minor heir not yet in play (4.5), off-map as the owner's version of a noble
  currently serving the enemy (4.6), or dead before the scenario starts.`,
  ],
  [
    '- The shorter scenarios are in data.json too: **Kingmaker (1470)**',
    '- There are two shorter scenarios: **Kingmaker (1470)**',
  ],
  [
    "1470's Henry VI prisoner rule is in data.json (`special`).",
    `In 1470 Henry VI starts as York's prisoner, face-up in Middlesex among the York blocks: he
  cannot move or fight and is never a battle target; he counts as a Lancastrian noble for
  usurpation; when a Lancastrian block occupies London he is rescued and becomes the Pretender; if
  York wins while he is still a prisoner he is murdered.`,
  ],
  ['(data.json has none); those moves need sea move.', '(the map has none); those moves need a sea move.'],
  // A pointer to the developers' file of rulings: players need only the rule itself.
  [' (DISCREPANCIES.md §1.5)', ''],
  // The spec's lettered rulings are in a file players do not have: the ruling's words stay, its letter goes.
  ['city levies and (ruling A9) the bombards', 'city levies and the bombards'],
  [
    `within border limits (ruling
  A15: a fresh border count for each battle's regroup).`,
    `within border limits (a fresh
  border count for each battle's regroup).`,
  ],
  ['mercenaries in their exile areas (ruling A25);', 'mercenaries in their exile areas;'],
  ['(9.1; ruling A22)', '(9.1)'],
  ['Blocks not listed are permanently eliminated.', 'Blocks a scenario does not place are permanently eliminated.'],
];

/** The spec as players read it, and the edits whose passage the spec no longer has. */
export function playerEdition(
  spec: string,
  edits: readonly PlayerEdit[] = PLAYER_EDITS,
): { text: string; missing: string[] } {
  let text = spec;
  const missing: string[] = [];
  for (const [from, to] of edits) {
    const at = text.indexOf(from);
    if (at < 0 || text.indexOf(from, at + 1) >= 0) missing.push(from.split('\n')[0]!);
    else text = text.slice(0, at) + to + text.slice(at + from.length);
  }
  return { text, missing };
}

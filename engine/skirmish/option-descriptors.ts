/**
 * The card battle's options as New Game offers them (§8 advanced rules, §9 variants): ids are the
 * keys `parseOptions` reads, defaults are DEFAULT_OPTIONS. Custom and mercenary armies are not
 * offered here: they need a deck list, which only a deck builder can ask for.
 */
import type { OptionDescriptor } from '../core/options';

const counts = (values: readonly number[], label: string) => values.map((value) => ({ value, label }));

export const SKIRMISH_OPTION_DESCRIPTORS: readonly OptionDescriptor[] = [
  { id: 'borderless', kind: 'boolean', label: 'options.skirmish.borderless', default: false },
  {
    id: 'unitsToWin',
    kind: 'choice',
    label: 'options.skirmish.unitsToWin',
    choices: counts([10, 15, 20, 25, 30], 'options.skirmish.count'),
    default: 20,
  },
  {
    id: 'commandToWin',
    kind: 'choice',
    label: 'options.skirmish.commandToWin',
    choices: counts([2, 3, 4, 5, 6], 'options.skirmish.count'),
    default: 4,
  },
  {
    id: 'first',
    kind: 'choice',
    label: 'options.skirmish.whoFirst',
    choices: [
      { value: 'lot', label: 'options.skirmish.firstLot' },
      { value: 'york', label: 'options.skirmish.firstYork' },
      { value: 'lancaster', label: 'options.skirmish.firstLancaster' },
    ],
    default: 'lot',
  },
  { id: 'advanced', kind: 'boolean', label: 'options.skirmish.advanced', default: true },
];

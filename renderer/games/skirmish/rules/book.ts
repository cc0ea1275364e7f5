/** The card battle's rules for players, in each language (the Rules screen; see rules-source.ts). */
import { rulesBook } from '../../../src/rules/rules-source';

export const SKIRMISH_RULES = rulesBook(
  import.meta.glob<string>('./RULES*.md', { query: '?raw', import: 'default', eager: true }),
  import.meta.glob<string>('./INTRO*.md', { query: '?raw', import: 'default', eager: true }),
);

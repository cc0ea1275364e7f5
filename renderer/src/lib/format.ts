/** Small display helpers shared by the screens, in the page's current language. */
import type { BotLevel, GameSummaryDto, OutcomeDto, SaveInfo } from '../../../electron/ipc/contract';
import type { PhaseCode } from '../../../engine/richard-iii/module';
import type { SkirmishPhaseCode } from '../../../engine/skirmish/module';
import type { MessageKey } from '../i18n/catalogue';
import { currentLanguage, t, tDynamic } from '../i18n/language.svelte';

const SIDE_NAMES: Readonly<Record<string, MessageKey>> = { york: 'sides.york', lancaster: 'sides.lancaster' };

/** A side's name; a side of a game without words in the catalogue shows its id, capitalised. */
export function sideName(player: string): string {
  const key = SIDE_NAMES[player];
  if (key) return tDynamic(key);
  return player
    .split(/[-_ ]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Names joined as the language joins a list ("York and Lancaster", "York a Lancaster"). */
export function listText(items: readonly string[]): string {
  return new Intl.ListFormat(currentLanguage(), { style: 'long', type: 'conjunction' }).format(items);
}

export const BOT_LEVEL_NAMES: Readonly<Record<BotLevel, MessageKey>> = {
  random: 'botLevel.random',
  easy: 'botLevel.easy',
  normal: 'botLevel.normal',
  hard: 'botLevel.hard',
};

/** A bot level as saved (a newer build's level this one lacks shows as saved). */
export function botLevelName(level: string): string {
  const key = (BOT_LEVEL_NAMES as Readonly<Record<string, MessageKey>>)[level];
  return key ? tDynamic(key) : level;
}

const SCENARIO_NAMES: Readonly<Record<string, MessageKey>> = {
  'wars-of-the-roses': 'scenarios.wars-of-the-roses',
  kingmaker: 'scenarios.kingmaker',
  'richard-iii': 'scenarios.richard-iii',
  standard: 'scenarios.standard',
};

const GAME_TITLES: Readonly<Record<string, MessageKey>> = {
  'richard-iii': 'games.richard-iii',
  skirmish: 'games.skirmish',
};

/** A game's title: the catalogue's for a game it knows, else the game's own (`fallback`). */
export function gameTitle(moduleId: string, fallback: string): string {
  const key = GAME_TITLES[moduleId];
  return key ? tDynamic(key) : fallback;
}

const GAME_ABOUT: Readonly<Record<string, MessageKey>> = {
  'richard-iii': 'newGame.about.richard-iii',
  skirmish: 'newGame.about.skirmish',
};

/** One line on what kind of game a hosted game is (none for a game the catalogue does not know). */
export function gameAbout(moduleId: string): string | null {
  const key = GAME_ABOUT[moduleId];
  return key ? tDynamic(key) : null;
}

/** A scenario's name: the catalogue's for a scenario it knows, else the game's own (`fallback`). */
export function scenarioName(scenario: string, fallback: string): string {
  const key = SCENARIO_NAMES[scenario];
  return key ? tDynamic(key) : fallback;
}

/**
 * The name a new game gets when the player gives none: its scenario and the day, both in the
 * player's language (the host's own default is for headless tools only).
 */
export function defaultGameName(scenario: string, fallback: string, when: number): string {
  const day = new Intl.DateTimeFormat(currentLanguage(), { day: 'numeric', month: 'short', year: 'numeric' });
  return `${scenarioName(scenario, fallback)} — ${day.format(when)}`;
}

/**
 * A saved game's line under its name: the scenario (unless the name already says it, as a name
 * given by default does), where it stands, and when it was last played.
 */
export function saveMetaText(
  save: Pick<SaveInfo, 'name' | 'scenario' | 'scenarioName' | 'summary' | 'outcome' | 'lastPlayedAt'>,
  now = Date.now(),
): string {
  const scenario = scenarioName(save.scenario, save.scenarioName);
  const summary = summaryText(save.summary, save.outcome);
  const when = whenText(save.lastPlayedAt, now);
  return save.name.startsWith(scenario)
    ? t('load.metaNamed', { summary, when })
    : t('load.meta', { scenario, summary, when });
}

export function seatsText(save: Pick<SaveInfo, 'seats'>): string {
  return Object.entries(save.seats)
    .map(([p, s]) =>
      t('load.seat', {
        side: sideName(p),
        seat: s.kind === 'human' ? t('load.seatPlayer') : t('load.seatComputer', { level: botLevelName(s.level) }),
      }),
    )
    .join(' · ');
}

/** How long ago, in words ("5 minutes ago", "před 5 minutami"); a date after a day. */
export function whenText(ms: number, now = Date.now()): string {
  const language = currentLanguage();
  const mins = Math.round((now - ms) / 60_000);
  if (mins < 1) return t('format.justNow');
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (mins < 60) return relative.format(-mins, 'minute');
  const hours = Math.round(mins / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(ms);
}

/** Every hosted game's summary phase codes (unique across games) in words. */
export const PHASE_NAMES: Readonly<Record<PhaseCode | SkirmishPhaseCode, MessageKey>> = {
  mulligan: 'summary.phase.mulligan',
  card: 'summary.phase.card',
  action: 'summary.phase.action',
  battle: 'summary.phase.battle',
  supply: 'summary.phase.supply',
  political: 'summary.phase.political',
  'game-over': 'summary.phase.game-over',
  deployment: 'summary.phase.deployment',
  archers: 'summary.phase.archers',
  berserkers: 'summary.phase.berserkers',
  reinforcement: 'summary.phase.reinforcement',
};

/** Saves written before summaries held codes name the phase in English words. */
const OLD_PHASE_WORDS: Readonly<Record<string, PhaseCode | SkirmishPhaseCode>> = {
  'card phase': 'card',
  'action phase': 'action',
  'battle phase': 'battle',
  'supply phase': 'supply',
  'political turn': 'political',
  'game over': 'game-over',
};

function phaseOf(phase: string | undefined): PhaseCode | SkirmishPhaseCode | undefined {
  if (phase === undefined) return undefined;
  return phase in PHASE_NAMES ? (phase as PhaseCode | SkirmishPhaseCode) : OLD_PHASE_WORDS[phase];
}

/**
 * Where a game stands, in words, from the summary's fields. A summary with fields this page cannot
 * read (a save from an old or unknown game) shows the English label it was saved with.
 */
export function summaryText(summary: GameSummaryDto, outcome: OutcomeDto | null = null): string {
  if (outcome) return outcome.winner ? t('summary.won', { side: sideName(outcome.winner) }) : t('summary.draw');
  const phase = phaseOf(summary.phase);
  if (phase === 'political' && summary.campaign !== undefined) {
    return t('summary.political', { campaign: summary.campaign });
  }
  if (phase && summary.turn !== undefined) {
    const phaseWords = tDynamic(PHASE_NAMES[phase]);
    // A campaign's mulligan comes before its first turn (the engine's turn counter is still 0).
    if (summary.campaign !== undefined && summary.turn === 0) {
      return t('summary.campaignPhase', { campaign: summary.campaign, phase: phaseWords });
    }
    return summary.campaign !== undefined
      ? t('summary.campaignTurn', { campaign: summary.campaign, turn: summary.turn, phase: phaseWords })
      : t('summary.turn', { turn: summary.turn, phase: phaseWords });
  }
  return summary.label;
}

/** A readable one-line label for an action the engine listed (until the real game screen exists). */
export function actionText(action: unknown): string {
  if (typeof action !== 'object' || action === null) return String(action);
  const a = action as Record<string, unknown>;
  if (typeof a.label === 'string') return a.label;
  // Engines tag actions with `kind`, `type` or `t`; show the tag first, then the details.
  const tagKey = ['kind', 'type', 't'].find((k) => typeof a[k] === 'string');
  const head = tagKey ? String(a[tagKey]) : '';
  const rest = Object.entries(a)
    .filter(([k]) => k !== tagKey)
    .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
  return [head, rest].filter(Boolean).join(': ') || JSON.stringify(a);
}

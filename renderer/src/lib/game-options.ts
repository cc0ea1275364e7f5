/**
 * A game's options (variants) in words: the host declares them (AppInfo `games[].options`, labels
 * as message keys) and lists a save's chosen values; this words both, in the page's language.
 */
import type { AppInfo, GameOption, OptionValues, Reply } from '../../../electron/ipc/contract';
import { isMessageKey } from '../i18n/catalogue';
import { t, tDynamic } from '../i18n/language.svelte';

type Choice = Extract<GameOption, { kind: 'choice' }>['choices'][number];

function word(key: string, fallback: string, values?: Record<string, string | number>): string {
  return isMessageKey(key) ? tDynamic(key, values) : fallback;
}

export function optionName(o: GameOption): string {
  return word(o.label, o.id);
}

export function choiceName(c: Choice): string {
  return word(c.label, String(c.value), { value: c.value });
}

/** Each chosen option as one short phrase ("Borderless board", "Units to win: 15"), in declaration order. */
export function chosenOptionsText(declared: readonly GameOption[], chosen: OptionValues | undefined): string[] {
  if (!chosen) return [];
  return declared.flatMap((o) => {
    const v = chosen[o.id];
    if (v === undefined || v === o.default) return [];
    if (o.kind === 'boolean') return [v === true ? optionName(o) : t('options.off', { option: optionName(o) })];
    const c = o.choices.find((x) => x.value === v);
    return [t('options.chosen', { option: optionName(o), choice: c ? choiceName(c) : String(v) })];
  });
}

let info: Promise<AppInfo | null> | null = null;
/** The options game `moduleId` declares, from the host's AppInfo (asked once per page). */
export async function declaredOptions(moduleId: string, appInfo: () => Promise<Reply<AppInfo>>): Promise<GameOption[]> {
  info ??= appInfo().then((r) => (r.ok ? r.value : null));
  return (await info)?.games.find((g) => g.id === moduleId)?.options ?? [];
}

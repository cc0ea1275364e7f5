/**
 * The words the desktop shell itself shows — the application menu, the About box and the dialogs
 * when the app cannot start — from the same catalogues as the page (section `desktop`), in the
 * player's language: the saved setting, else the system's. No Electron here, so it is unit-tested.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pl from '../../locales/pl.json';
import ru from '../../locales/ru.json';
import { pickLanguage, type Language } from '../ipc/languages';

type DesktopSection = (typeof en)['desktop'];
type DesktopKey = Exclude<keyof DesktopSection, 'role'>;
/** Menu items with a system role (Undo, Copy, Quit…): Electron words them in English on Windows and Linux. */
export type MenuRole = keyof DesktopSection['role'];

interface Catalogue {
  readonly desktop?: Partial<Record<DesktopKey, string>> & { readonly role?: Partial<Record<MenuRole, string>> };
  /** The page's words for the host's error codes: the start-up dialog words the store's the same way. */
  readonly errors?: Readonly<Record<string, unknown>>;
}

const CATALOGUES: Readonly<Record<Language, Catalogue>> = {
  en,
  cs,
  pl,
  ru,
  es,
};

export interface DesktopWords {
  readonly language: Language;
  readonly file: string;
  readonly showSavesFolder: string;
  readonly edit: string;
  readonly view: string;
  readonly window: string;
  readonly about: string;
  readonly aboutTitle: string;
  readonly aboutHeading: string;
  readonly aboutBlurb: string;
  readonly ok: string;
  readonly version: (version: string) => string;
  readonly cannotStart: (detail: string) => string;
  /** The saved games would not open: the store's error code, worded as the page words it. */
  readonly cannotOpenSaves: (path: string, code: string) => string;
  readonly role: (role: MenuRole) => string;
}

/** The shell's words in `language` (a message the catalogue lacks falls back to English). */
export function desktopWords(language: Language): DesktopWords {
  const say = (key: DesktopKey, values?: Record<string, string>): string => {
    const source = CATALOGUES[language].desktop?.[key] ?? en.desktop[key];
    return String(new IntlMessageFormat(source, language).format(values));
  };
  return {
    language,
    file: say('file'),
    showSavesFolder: say('showSavesFolder'),
    edit: say('edit'),
    view: say('view'),
    window: say('window'),
    about: say('about'),
    aboutTitle: say('aboutTitle'),
    aboutHeading: say('aboutHeading'),
    aboutBlurb: say('aboutBlurb'),
    ok: say('ok'),
    version: (version) => say('version', { version }),
    cannotStart: (detail) => say('cannotStart', { detail }),
    cannotOpenSaves: (path, code) => say('cannotOpenSaves', { path, detail: errorWords(language, code) }),
    role: (role) => CATALOGUES[language].desktop?.role?.[role] ?? en.desktop.role[role],
  };
}

/** An error code in words (`errors.<code>`), in `language`, else English, else the code itself. */
function errorWords(language: Language, code: string): string {
  for (const catalogue of [CATALOGUES[language], CATALOGUES.en]) {
    const source = catalogue.errors?.[code];
    if (typeof source !== 'string') continue;
    try {
      return String(new IntlMessageFormat(source, language).format());
    } catch {
      // A message that needs values the store did not send: try the next catalogue, then the code.
    }
  }
  return code;
}

/** The player's language for the shell: the one saved in Settings, else the system's first we have. */
export function desktopLanguage(saved: unknown, systemLanguages: readonly string[]): Language {
  return pickLanguage(typeof saved === 'string' ? [saved, ...systemLanguages] : systemLanguages);
}

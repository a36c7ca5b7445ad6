/**
 * The local settings of SPEC §3 that belong to the catalogue (lisDesc and metDes belong to the
 * downloads area). Each is kept in localStorage under its own spec name, as JSON, so that other
 * areas can add theirs beside without a shared blob to migrate. Pure TypeScript: the React hook
 * is in use-settings.ts.
 */
import { type RankedListCode, rankedListCodes } from '@cineclub/contract';
import { type KeyValueStorage, readJson, writeJson } from '../lib/storage';
import { texts } from '../texts';

/**
 * Choices of the 'lista' setting (SPEC §9): the list the search ('Buscar') looks in, every film,
 * a ranked curated list or the user's watchlist.
 */
export type ListChoice = 'all' | RankedListCode | 'recor';
export const listChoices: readonly ListChoice[] = ['all', ...rankedListCodes, 'recor'];

/** A choice's name, in the setting and in a search's title. */
export function listChoiceName(choice: ListChoice): string {
  return choice === 'all' || choice === 'recor'
    ? texts.settings.listas[choice]
    : texts.curatedLists[choice].name;
}

export interface CatalogueSettings {
  /** Lists show full cards instead of compact tiles. */
  despFicha: boolean;
  /** Lists keep only films with files. The option is shown to bajed2 users only. */
  soloDesc: boolean;
  /** Genre code filter; 'TG' is every genre. */
  generos: string;
  lista: ListChoice;
  /** Show posters. */
  afoto: boolean;
}

export const defaultSettings: CatalogueSettings = {
  despFicha: false,
  soloDesc: true,
  generos: 'TG',
  lista: 'all',
  afoto: true,
};

export type SettingName = keyof CatalogueSettings;
const settingNames = Object.keys(defaultSettings) as SettingName[];

/** A stored value is used only when it has the right shape; anything else falls back. */
function parseSetting<K extends SettingName>(name: K, value: unknown): CatalogueSettings[K] {
  const fallback = defaultSettings[name];
  switch (name) {
    case 'despFicha':
    case 'soloDesc':
    case 'afoto':
      return (typeof value === 'boolean' ? value : fallback) as CatalogueSettings[K];
    case 'generos':
      return (
        typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : fallback
      ) as CatalogueSettings[K];
    case 'lista':
      return (listChoices.includes(value as ListChoice) ? value : fallback) as CatalogueSettings[K];
    default:
      return fallback;
  }
}

/** What the settings store needs of localStorage; tests hand in a Map-backed one. */
export type SettingsStorage = KeyValueStorage;

export function readSettings(storage: SettingsStorage | null): CatalogueSettings {
  const settings = { ...defaultSettings };
  if (!storage) return settings;
  for (const name of settingNames) {
    // The indexed write is typed by parseSetting's per-name return.
    (settings as Record<SettingName, unknown>)[name] = parseSetting(name, readJson(storage, name));
  }
  return settings;
}

export interface SettingsStore {
  get: () => CatalogueSettings;
  set: (change: Partial<CatalogueSettings>) => void;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads storage, e.g. after another tab changed it. */
  reload: () => void;
}

/**
 * A tiny external store: `get` returns the same object until something changes, as
 * useSyncExternalStore requires, and every change is written through at once.
 */
export function createSettingsStore(storage: SettingsStorage | null): SettingsStore {
  let current = readSettings(storage);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    set(change) {
      const next = { ...current, ...change };
      for (const name of settingNames) {
        if (next[name] === current[name]) continue;
        writeJson(storage, name, next[name]);
      }
      current = next;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      current = readSettings(storage);
      notify();
    },
  };
}

/**
 * The 'lista' choice as a list of the busq call. 'Pelis por ver' is the signed-in user's
 * watchlist; a visitor has none, so their search looks in every film.
 */
export function searchListOf(choice: ListChoice, signedIn: boolean): ListChoice {
  return choice === 'recor' && !signedIn ? 'all' : choice;
}

import { useSyncExternalStore } from 'react';
import { type CatalogueSettings, createSettingsStore, type SettingsStorage } from './settings';

function browserStorage(): SettingsStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading window.localStorage itself throws when storage is blocked.
    return null;
  }
}

/** The one settings store of the page: loaders read it directly, components through the hook. */
export const settingsStore = createSettingsStore(browserStorage());

if (typeof window !== 'undefined') {
  // A change made in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage) settingsStore.reload();
  });
}

export function useSettings(): CatalogueSettings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get);
}

export function updateSettings(change: Partial<CatalogueSettings>): void {
  settingsStore.set(change);
}

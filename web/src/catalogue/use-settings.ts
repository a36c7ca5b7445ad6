import { useSyncExternalStore } from 'react';
import { browserStorage } from '../lib/storage';
import { type CatalogueSettings, createSettingsStore } from './settings';

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

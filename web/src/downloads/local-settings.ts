/**
 * The downloads' local settings of SPEC §3, kept in localStorage under their spec names as JSON,
 * beside the catalogue's (catalogue/settings.ts): `lisDesc`, the saved queue, and `metDes`, the
 * download method. A stored value of the wrong shape is ignored. Pure: storage is handed in.
 */
import { type KeyValueStorage as LocalStorage, readJson, writeJson } from '../lib/storage';
import type { SavedItem } from './queue';

/** SPEC §9: nav downloads through the browser, pman gives a download-manager link. */
export type DownloadMethod = 'nav' | 'pman';
export const downloadMethods: readonly DownloadMethod[] = ['nav', 'pman'];
export const DEFAULT_METHOD: DownloadMethod = 'nav';

export type { LocalStorage };

export function isDownloadMethod(value: unknown): value is DownloadMethod {
  return downloadMethods.includes(value as DownloadMethod);
}

export function readMethod(storage: LocalStorage | null): DownloadMethod {
  const value = readJson(storage, 'metDes');
  return isDownloadMethod(value) ? value : DEFAULT_METHOD;
}

export function writeMethod(storage: LocalStorage | null, method: DownloadMethod): void {
  writeJson(storage, 'metDes', method);
}

function isSavedItem(value: unknown): value is SavedItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(item.id) &&
    (item.id as number) > 0 &&
    typeof item.nom === 'string' &&
    typeof item.dsk === 'string' &&
    (item.est === 'Pendiente' || item.est === 'Cancelada') &&
    (item.auth === undefined || typeof item.auth === 'string')
  );
}

/** The saved queue; items of the wrong shape are dropped, the rest kept. */
export function readSavedQueue(storage: LocalStorage | null): SavedItem[] {
  const value = readJson(storage, 'lisDesc');
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  return value.filter((item): item is SavedItem => {
    if (!isSavedItem(item) || seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

export function writeSavedQueue(storage: LocalStorage | null, items: SavedItem[]): void {
  writeJson(storage, 'lisDesc', items);
}

/** Whether the saved queue holds a shared download, which runs without bajed2. */
export function hasSharedItems(storage: LocalStorage | null): boolean {
  return readSavedQueue(storage).some((item) => item.auth);
}

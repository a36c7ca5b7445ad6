import type { KeyValueStorage } from '../lib/storage';

/** sessionStorage key: when this tab last reloaded itself for a screen that would not load. */
export const RELOADED_AT_KEY = 'recargadoPorVersion';
/** A second failure this soon after the reload is not a new version: no further reload. */
export const RELOAD_GUARD_MS = 30_000;

/**
 * Whether an error is a screen's code that failed to load: the browsers' messages for a
 * rejected dynamic import, and Vite's for a chunk's stylesheet.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}

/**
 * A new build under an open tab: the old page asks for chunk names that no longer exist, and
 * a reload fetches the new index.html. Reloads at most once per guard period, so a chunk that
 * keeps failing (server down, a broken build) shows the message instead of looping; never
 * offline (a reload would show the browser's offline page) nor without sessionStorage.
 */
export function reloadOnce(
  storage: KeyValueStorage | null,
  now: number,
  online: boolean,
  reload: () => void,
): boolean {
  if (!storage || !online) return false;
  try {
    const last = Number(storage.getItem(RELOADED_AT_KEY));
    if (last > 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

export function sessionStore(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

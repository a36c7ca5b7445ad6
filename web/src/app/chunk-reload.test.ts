import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_MS, RELOADED_AT_KEY, reloadOnce } from './chunk-reload';

function memory(): Map<string, string> & Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return Object.assign(map, {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  });
}

describe('reload once for a screen that fails to load', () => {
  it('knows the browsers’ messages for a rejected dynamic import', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/list-screen-abc.js',
      'error loading dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(isChunkLoadError(new Error('No existe esa película'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then not again within the guard period: never a loop', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadOnce(storage, 1_000_000, true, reload)).toBe(true);
    expect(storage.get(RELOADED_AT_KEY)).toBe('1000000');
    // The reloaded page fails again: the message shows, no second reload.
    expect(reloadOnce(storage, 1_002_000, true, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later upgrade, in the same tab, reloads again.
    expect(reloadOnce(storage, 1_000_000 + RELOAD_GUARD_MS, true, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload offline, or without a storage to keep the guard in', () => {
    const reload = vi.fn();
    expect(reloadOnce(memory(), 1, false, reload)).toBe(false);
    expect(reloadOnce(null, 1, true, reload)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnce(broken, 1, true, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  createSettingsStore,
  defaultSettings,
  readSettings,
  type SettingsStorage,
  searchListOf,
} from './settings';

function memoryStorage(initial: Record<string, string> = {}): SettingsStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('local settings', () => {
  it("start from the spec's defaults", () => {
    expect(readSettings(memoryStorage())).toEqual({
      despFicha: false,
      soloDesc: true,
      generos: 'TG',
      lista: 'all',
      afoto: true,
    });
    expect(readSettings(null)).toEqual(defaultSettings);
  });

  it('read each setting from its own key', () => {
    const storage = memoryStorage({
      despFicha: 'true',
      soloDesc: 'false',
      generos: '"DR"',
      lista: '"crit"',
      afoto: 'false',
    });
    expect(readSettings(storage)).toEqual({
      despFicha: true,
      soloDesc: false,
      generos: 'DR',
      lista: 'crit',
      afoto: false,
    });
  });

  it('ignore stored values of the wrong shape', () => {
    const storage = memoryStorage({
      despFicha: '"yes"',
      soloDesc: '{',
      generos: '"drama"',
      lista: '"popu"',
      afoto: '1',
    });
    expect(readSettings(storage)).toEqual(defaultSettings);
  });

  it('survive a storage that throws', () => {
    const storage: SettingsStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createSettingsStore(storage);
    expect(store.get()).toEqual(defaultSettings);
    store.set({ afoto: false });
    expect(store.get().afoto).toBe(false);
  });

  it('write changes through at once and tell subscribers', () => {
    const storage = memoryStorage();
    const store = createSettingsStore(storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.get();
    store.set({ generos: 'CO', despFicha: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(before);
    expect(store.get()).toMatchObject({ generos: 'CO', despFicha: true });
    expect(storage.data.get('generos')).toBe('"CO"');
    expect(storage.data.get('despFicha')).toBe('true');
    // Unchanged settings are not written.
    expect(storage.data.has('afoto')).toBe(false);
    unsubscribe();
    store.set({ afoto: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keep the same snapshot until something changes', () => {
    const store = createSettingsStore(memoryStorage());
    expect(store.get()).toBe(store.get());
  });

  it('reload what another tab stored', () => {
    const storage = memoryStorage();
    const store = createSettingsStore(storage);
    storage.data.set('lista', '"i250"');
    store.reload();
    expect(store.get().lista).toBe('i250');
  });

  it("search in every film when the wanted list is chosen (busq has no 'recor')", () => {
    expect(searchListOf('recor', false)).toBe('all');
    expect(searchListOf('recor', true)).toBe('recor');
    expect(searchListOf('1000p', false)).toBe('1000p');
  });
});

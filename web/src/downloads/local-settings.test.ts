import { describe, expect, it } from 'vitest';
import {
  hasSharedItems,
  type LocalStorage,
  readMethod,
  readSavedQueue,
  writeMethod,
  writeSavedQueue,
} from './local-settings';

function memoryStorage(
  values: Record<string, string> = {},
): LocalStorage & { values: typeof values } {
  return {
    values,
    getItem: (name) => values[name] ?? null,
    setItem: (name, value) => {
      values[name] = value;
    },
  };
}

const throwing: LocalStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
};

describe('metDes', () => {
  it('defaults to nav and keeps pman or nav', () => {
    const storage = memoryStorage();
    expect(readMethod(storage)).toBe('nav');
    writeMethod(storage, 'pman');
    expect(storage.values.metDes).toBe('"pman"');
    expect(readMethod(storage)).toBe('pman');
  });

  it('ignores other values and blocked storage', () => {
    expect(readMethod(memoryStorage({ metDes: '"ftp"' }))).toBe('nav');
    expect(readMethod(memoryStorage({ metDes: 'pman' }))).toBe('nav');
    expect(readMethod(throwing)).toBe('nav');
    expect(readMethod(null)).toBe('nav');
    expect(() => writeMethod(throwing, 'pman')).not.toThrow();
  });
});

describe('lisDesc', () => {
  it('round-trips the saved queue', () => {
    const storage = memoryStorage();
    const items = [
      { id: 1, nom: 'a.mkv', dsk: 'disco1', est: 'Pendiente' as const },
      { id: 2, nom: 'b.mkv', dsk: 'disco2', est: 'Cancelada' as const, auth: '2.secret' },
    ];
    writeSavedQueue(storage, items);
    expect(readSavedQueue(storage)).toEqual(items);
    expect(hasSharedItems(storage)).toBe(true);
  });

  it('drops items of the wrong shape and repeated ids', () => {
    const storage = memoryStorage({
      lisDesc: JSON.stringify([
        { id: 1, nom: 'a', dsk: 'd', est: 'Pendiente' },
        { id: 1, nom: 'again', dsk: 'd', est: 'Pendiente' },
        { id: 2, nom: 'b', dsk: 'd', est: 'Activa' },
        { id: -3, nom: 'c', dsk: 'd', est: 'Pendiente' },
        { id: 4, nom: 5, dsk: 'd', est: 'Pendiente' },
        { id: 6, nom: 'f', dsk: 'd', est: 'Cancelada', auth: 7 },
        null,
        'x',
      ]),
    });
    expect(readSavedQueue(storage)).toEqual([{ id: 1, nom: 'a', dsk: 'd', est: 'Pendiente' }]);
    expect(hasSharedItems(storage)).toBe(false);
  });

  it('reads nothing from broken, missing or blocked storage', () => {
    expect(readSavedQueue(memoryStorage({ lisDesc: '{oops' }))).toEqual([]);
    expect(readSavedQueue(memoryStorage({ lisDesc: '{"id":1}' }))).toEqual([]);
    expect(readSavedQueue(memoryStorage())).toEqual([]);
    expect(readSavedQueue(throwing)).toEqual([]);
    expect(() => writeSavedQueue(throwing, [])).not.toThrow();
  });
});

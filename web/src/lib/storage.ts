/** What the local settings need of localStorage; tests hand in a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's localStorage, or null where it is blocked (reading it then throws). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A stored JSON value, or null when there is none, it is broken or storage is blocked. */
export function readJson(storage: KeyValueStorage | null, name: string): unknown {
  try {
    const raw = storage?.getItem(name);
    return raw == null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Stores a value as JSON; a full or blocked storage keeps it for this visit only. */
export function writeJson(storage: KeyValueStorage | null, name: string, value: unknown): void {
  try {
    storage?.setItem(name, JSON.stringify(value));
  } catch {
    // Nothing more to do: the caller keeps the value in memory.
  }
}

/**
 * Runs an action once input has stopped for `delayMs`: the header's 'Buscar' box searches
 * 1 s after typing stops (SPEC §9). Each new value restarts the wait; only the last one runs.
 * Plain TypeScript on setTimeout, so tests drive it with fake timers.
 */
export interface Debouncer<T> {
  schedule: (value: T) => void;
  /** Runs a pending value now (e.g. on Enter). */
  flush: () => void;
  cancel: () => void;
}

export function createDebouncer<T>(delayMs: number, run: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;
  const fire = () => {
    timer = undefined;
    const next = pending;
    pending = undefined;
    if (next) run(next.value);
  };
  return {
    schedule(value) {
      pending = { value };
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const globalTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as number),
};

/**
 * A flag that turns on only once it has been wanted for `delayMs` without a break, and off at
 * once: a wait shorter than the delay never shows (no flash on a quick navigation).
 */
export function createDelayedFlag(
  delayMs: number,
  onChange: (on: boolean) => void,
  timers: Timers = globalTimers,
) {
  let pending: unknown = null;
  let on = false;
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return {
    set(wanted: boolean) {
      if (wanted) {
        if (on || pending !== null) return;
        pending = timers.setTimeout(() => {
          pending = null;
          on = true;
          onChange(true);
        }, delayMs);
        return;
      }
      cancel();
      if (on) {
        on = false;
        onChange(false);
      }
    },
    dispose: cancel,
  };
}

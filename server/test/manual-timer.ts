import type { SetTimer } from '../src/admin/jobs/imdb-refresh.js';

/**
 * A timer for the daily IMDb refresh that the test fires by hand (with the clock moved to the
 * time it wants): the pending wake, how long it asked to sleep, and `fire` to run it now.
 */
export function manualTimer() {
  let pending: { run: () => Promise<void>; ms: number } | null = null;
  const setTimer: SetTimer = (run, ms) => {
    const entry = { run, ms };
    pending = entry;
    return {
      cancel: () => {
        if (pending === entry) pending = null;
      },
    };
  };
  return {
    setTimer,
    pending: () => pending,
    async fire() {
      const entry = pending;
      if (!entry) throw new Error('no refresh timer set');
      pending = null;
      await entry.run();
    },
  };
}

/**
 * A background loop of the notifier (the outbox's sender, the weekly letter's clock): runs
 * `step` at start and again `everyMs` after each run ends, never two at once; a run that fails
 * is handed to `onError` and the loop goes on. `stop` waits for a run under way.
 */
export function createLoop(
  step: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  const tick = () => {
    timer = null;
    running = step()
      .catch(onError)
      .then(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };

  return {
    start() {
      stopped = false;
      timer ??= setTimeout(tick, 0);
    },
    /** Runs now rather than at the next turn, unless a run is under way. */
    poke() {
      if (timer && !running) {
        clearTimeout(timer);
        tick();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

/**
 * Hover intent for compact tiles (SPEC §9): full details load only after the pointer has stayed
 * `delayMs` (300 ms) on a tile, so sweeping the pointer across a grid fetches nothing. Leaving
 * before the delay cancels; leaving after it closes. Plain TypeScript on setTimeout, so tests
 * drive it with fake timers.
 */
export interface HoverIntent {
  enter: () => void;
  leave: () => void;
  /** Stops a pending wait without telling anyone (the tile is going away). */
  dispose: () => void;
}

export function createHoverIntent(
  delayMs: number,
  handlers: { onIntent: () => void; onLeave: () => void },
): HoverIntent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = false;
  return {
    enter() {
      if (active || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        active = true;
        handlers.onIntent();
      }, delayMs);
    },
    leave() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (!active) return;
      active = false;
      handlers.onLeave();
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      active = false;
    },
  };
}

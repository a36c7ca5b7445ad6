import type { FastifyBaseLogger } from 'fastify';
import type { WeeklySlot } from '../config/notify.js';
import { createLoop } from './loop.js';
import { dueSlot } from './weekly-rules.js';

/**
 * Looks at the clock every `checkMs` and runs `handle` once for each weekly slot that becomes
 * due (dueSlot: from the slot to a day after). A slot whose handling failed (the database was
 * away) is tried again at the next look; one handled is not looked at again by this server.
 */
export function createSlotWatch<T>(deps: {
  slot: WeeklySlot;
  nowMs: () => number;
  checkMs: number;
  log: FastifyBaseLogger;
  handle: (slotAt: number, now: number) => Promise<T>;
}) {
  let handled: number | null = null;

  /** Handles the slot due now, if any and not handled yet; its outcome, or null. */
  async function check(): Promise<T | null> {
    const now = deps.nowMs();
    const slotAt = dueSlot(deps.slot, now);
    if (slotAt === null || slotAt === handled) return null;
    const outcome = await deps.handle(slotAt, now);
    handled = slotAt;
    return outcome;
  }

  const loop = createLoop(check, deps.checkMs, (error) =>
    deps.log.error({ err: error }, 'notify: weekly slot not handled'),
  );
  return { check, start: loop.start, stop: loop.stop };
}

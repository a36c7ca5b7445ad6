import type { TimeOfDay } from '../../config.js';

/**
 * The calendar of the scheduled IMDb refresh, without timers or I/O: when the next run is, and
 * which day a run belongs to, in the server's local time.
 */

/**
 * The longest the scheduler sleeps before it reads the clock again. Node's timers run on the
 * monotonic clock, which stops while the machine is suspended and ignores changes to the wall
 * clock: one timer set for the whole day could go off hours late. Waking now and then bounds
 * that to this long.
 */
export const LONGEST_WAIT_MS = 10 * 60 * 1000;

/**
 * The first moment after `nowMs` at which the local clock reads `at`: today's, if still ahead,
 * else tomorrow's. Built from the local date's fields, so it lands on `at` also across a
 * daylight saving change (a day of 23 or 25 hours). A time the clocks skip (02:30 when they jump
 * from 02:00 to 03:00) comes an hour later that day (03:30, as JavaScript reads a skipped
 * time); a time that happens twice when they go back is its first occurrence, and the second
 * one is already in the past for the next call, so the day still has one run.
 */
export function nextRunAfter(nowMs: number, at: TimeOfDay): number {
  const now = new Date(nowMs);
  const on = (dayOffset: number) =>
    new Date(
      now.getFullYear(),
      now.getMonth(),
      now.getDate() + dayOffset,
      at.hour,
      at.minute,
    ).getTime();
  const today = on(0);
  return today > nowMs ? today : on(1);
}

/**
 * How long to sleep before looking again for a run due at `dueMs`: until then, or
 * `LONGEST_WAIT_MS`, whichever is sooner; 0 when it is due.
 */
export function waitBefore(nowMs: number, dueMs: number): number {
  return Math.max(0, Math.min(dueMs - nowMs, LONGEST_WAIT_MS));
}

/**
 * The local day of a moment, `YYYY-MM-DD`: what the servers claim to run the refresh once a
 * day. Such strings sort as the days do.
 */
export function localDay(ms: number): string {
  const date = new Date(ms);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** `HH:MM`, as the setting is written. */
export function formatTimeOfDay(at: TimeOfDay): string {
  return `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;
}

import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeZone } from '../../test/time-zone.js';
import { createSlotWatch } from './slot-watch.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the weekly slot watch, on fake timers', () => {
  useTimeZone('Europe/Madrid');
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Monday 30 November 2026, 09:00 in Madrid.
  const slotAt = new Date('2026-11-30T09:00:00+01:00').getTime();
  const watch = (handle: (slotAt: number, now: number) => Promise<string>) =>
    createSlotWatch({
      slot: { weekday: 1, hour: 9, minute: 0 },
      nowMs: Date.now,
      checkMs: 30_000,
      log: pino({ level: 'silent' }),
      handle,
    });

  it('handles a slot once, at the first look after it, and waits for the next', async () => {
    vi.setSystemTime(slotAt - 10 * MINUTE);
    const handle = vi.fn(async (_slotAt: number, _now: number) => 'queued');
    const letters = watch(handle);
    letters.start();
    await vi.advanceTimersByTimeAsync(9 * MINUTE);
    expect(handle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE + 30_000);
    expect(handle.mock.calls).toEqual([[slotAt, expect.any(Number)]]);
    expect(Date.now() - slotAt).toBeLessThanOrEqual(30_000);
    await vi.advanceTimersByTimeAsync(6 * 24 * HOUR);
    expect(handle).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(handle).toHaveBeenCalledTimes(2);
    expect(handle.mock.calls[1]?.[0]).toBe(slotAt + 7 * 24 * HOUR);
    await letters.stop();
    await vi.advanceTimersByTimeAsync(7 * 24 * HOUR);
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it('tries a failed slot again at the next look, and gives up a day after the slot', async () => {
    vi.setSystemTime(slotAt + 23 * HOUR);
    const handle = vi.fn(async (): Promise<string> => {
      throw new Error('la base de datos no contesta');
    });
    const letters = watch(handle);
    letters.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(handle).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(handle).toHaveBeenCalledTimes(2);
    // Tried every look until the slot is a day old; then left.
    await vi.advanceTimersByTimeAsync(HOUR);
    handle.mockClear();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(handle).not.toHaveBeenCalled();
    await letters.stop();
  });

  it('a server started within a day of a missed slot handles it at once', async () => {
    vi.setSystemTime(slotAt + 20 * HOUR);
    const handle = vi.fn(async (_slotAt: number, _now: number) => 'queued');
    const letters = watch(handle);
    expect(await letters.check()).toBe('queued');
    expect(await letters.check()).toBeNull();
    vi.setSystemTime(slotAt + 25 * HOUR);
    const late = watch(handle);
    expect(await late.check()).toBeNull();
    expect(handle).toHaveBeenCalledTimes(1);
  });
});

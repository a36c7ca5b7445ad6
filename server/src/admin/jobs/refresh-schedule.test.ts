import { describe, expect, it } from 'vitest';
import { useTimeZone } from '../../../test/time-zone.js';
import {
  formatTimeOfDay,
  LONGEST_WAIT_MS,
  localDay,
  nextRunAfter,
  waitBefore,
} from './refresh-schedule.js';

const HOUR = 3_600_000;
const utc = (text: string) => Date.parse(`${text}Z`);
const at = (hour: number, minute: number) => ({ hour, minute });

// Madrid's clocks: UTC+1 in winter, UTC+2 in summer; in 2026 they go forward on 29 March
// (02:00 → 03:00) and back on 25 October (03:00 → 02:00).
describe('the scheduled refresh calendar, in Europe/Madrid', () => {
  useTimeZone('Europe/Madrid');

  it("runs at today's time while it is ahead, else at tomorrow's", () => {
    // 03:00 and 05:00 local on 10 May.
    expect(nextRunAfter(utc('2026-05-10T01:00'), at(4, 30))).toBe(utc('2026-05-10T02:30'));
    expect(nextRunAfter(utc('2026-05-10T03:00'), at(4, 30))).toBe(utc('2026-05-11T02:30'));
    // At the very moment: that run is the one going on, the next is tomorrow's.
    expect(nextRunAfter(utc('2026-05-10T02:30'), at(4, 30))).toBe(utc('2026-05-11T02:30'));
  });

  it('goes across midnight, the end of a month and of a year', () => {
    // 23:59:30 local, for 00:00: in half a minute, on the next day.
    expect(nextRunAfter(utc('2026-05-10T21:59:30'), at(0, 0))).toBe(utc('2026-05-10T22:00'));
    // 00:01 local, for 23:59: the same local day.
    expect(nextRunAfter(utc('2026-05-10T22:01'), at(23, 59))).toBe(utc('2026-05-11T21:59'));
    expect(nextRunAfter(utc('2026-04-30T20:00'), at(4, 30))).toBe(utc('2026-05-01T02:30'));
    expect(nextRunAfter(utc('2026-12-31T22:00'), at(4, 30))).toBe(utc('2027-01-01T03:30'));
  });

  it('keeps the local time across daylight saving changes', () => {
    // The night the clocks go forward lasts 23 hours, the one they go back 25.
    const spring = nextRunAfter(utc('2026-03-28T04:00'), at(4, 30));
    expect(spring).toBe(utc('2026-03-29T02:30'));
    expect(spring - utc('2026-03-28T03:30')).toBe(23 * HOUR);
    const autumn = nextRunAfter(utc('2026-10-24T04:00'), at(4, 30));
    expect(autumn).toBe(utc('2026-10-25T03:30'));
    expect(autumn - utc('2026-10-24T02:30')).toBe(25 * HOUR);
  });

  it('runs a skipped time an hour later, and a doubled time once', () => {
    // 02:30 does not exist on 29 March: 03:30 summer time; the next day 02:30 again.
    const skipped = nextRunAfter(utc('2026-03-28T23:00'), at(2, 30));
    expect(skipped).toBe(utc('2026-03-29T01:30'));
    expect(localDay(skipped)).toBe('2026-03-29');
    expect(nextRunAfter(skipped, at(2, 30))).toBe(utc('2026-03-30T00:30'));
    // 02:30 happens twice on 25 October: the first one; at the second, the next is the 26th.
    const doubled = nextRunAfter(utc('2026-10-24T22:00'), at(2, 30));
    expect(doubled).toBe(utc('2026-10-25T00:30'));
    expect(nextRunAfter(doubled + HOUR, at(2, 30))).toBe(utc('2026-10-26T01:30'));
  });

  it('runs once on every day of a year, always at the time set', () => {
    const days = new Set<string>();
    let run = nextRunAfter(utc('2026-01-01T00:00'), at(4, 30));
    for (let count = 0; count < 365; count++) {
      const date = new Date(run);
      expect([date.getHours(), date.getMinutes()]).toEqual([4, 30]);
      days.add(localDay(run));
      run = nextRunAfter(run, at(4, 30));
    }
    expect(days.size).toBe(365);
    expect(localDay(run)).toBe('2027-01-01');
  });

  it('names the local day, not the UTC one', () => {
    expect(localDay(utc('2026-05-10T22:30'))).toBe('2026-05-11');
    expect(localDay(utc('2026-01-09T23:30'))).toBe('2026-01-10');
    expect('2026-05-09' < localDay(utc('2026-05-10T12:00'))).toBe(true);
  });
});

describe('the wait before a run', () => {
  it('sleeps until the run, at most LONGEST_WAIT_MS at a time, never a negative time', () => {
    expect(waitBefore(1_000, 61_000)).toBe(60_000);
    expect(waitBefore(0, 20 * HOUR)).toBe(LONGEST_WAIT_MS);
    expect(waitBefore(5_000, 1_000)).toBe(0);
  });

  it('writes the time as the setting does', () => {
    expect(formatTimeOfDay(at(4, 5))).toBe('04:05');
    expect(formatTimeOfDay(at(23, 59))).toBe('23:59');
  });
});

import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the calling `describe`'s tests in a time zone (Node reads TZ afresh when it changes),
 * putting the machine's back afterwards: local-day logic is tested where days are not UTC's.
 */
export function useTimeZone(zone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

import { describe, expect, it } from 'vitest';
import { createThrottle, throttledChunkBytes } from './throttle.js';

function fakeClock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createThrottle', () => {
  it('makes each chunk wait its share of time at the limit', () => {
    const clock = fakeClock();
    const throttle = createThrottle({ bytesPerSecond: 1_000, now: clock.now });
    expect(throttle.pause(100)).toBe(100);
    clock.advance(100);
    expect(throttle.pause(100)).toBe(100);
    clock.advance(100);
    expect(throttle.pause(500)).toBe(500);
  });

  it('waits only for what the copy itself did not already take', () => {
    const clock = fakeClock();
    const throttle = createThrottle({ bytesPerSecond: 1_000, now: clock.now });
    clock.advance(60);
    expect(throttle.pause(100)).toBe(40);
    clock.advance(40 + 150);
    expect(throttle.pause(100)).toBe(0);
  });

  it('keeps the average at the limit over many chunks', () => {
    const clock = fakeClock();
    const throttle = createThrottle({ bytesPerSecond: 40 * 1024 * 1024, now: clock.now });
    const start = clock.now();
    for (let n = 0; n < 400; n++) {
      clock.advance(3); // the copy of a chunk itself
      clock.advance(throttle.pause(1024 * 1024));
    }
    expect(clock.now() - start).toBeCloseTo(10_000, 0);
  });

  it('does not let a copy that fell far behind catch up in a burst', () => {
    const clock = fakeClock();
    const throttle = createThrottle({ bytesPerSecond: 1_000, now: clock.now, slackMs: 1_000 });
    throttle.pause(100);
    clock.advance(10_000); // paused, or a disk that slept
    expect(throttle.pause(100)).toBe(100);
    clock.advance(100);
    expect(throttle.pause(100)).toBe(100);
  });
});

describe('throttledChunkBytes', () => {
  it('is a tenth of a second of the limit, between 64 KiB and the unlimited chunk', () => {
    const MiB = 1024 * 1024;
    expect(throttledChunkBytes(4 * MiB, null)).toBe(4 * MiB);
    expect(throttledChunkBytes(4 * MiB, 10 * MiB)).toBe(MiB);
    expect(throttledChunkBytes(4 * MiB, 100 * MiB)).toBe(4 * MiB);
    expect(throttledChunkBytes(4 * MiB, 1_000)).toBe(64 * 1024);
  });
});

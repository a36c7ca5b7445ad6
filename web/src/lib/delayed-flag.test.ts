import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDelayedFlag } from './delayed-flag';

describe('delayed flag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns on after the delay of an unbroken wait, and off at once', () => {
    const changes: boolean[] = [];
    const flag = createDelayedFlag(200, (on) => changes.push(on));
    flag.set(true);
    vi.advanceTimersByTime(150);
    flag.set(true); // still the same wait: the delay is not restarted
    vi.advanceTimersByTime(49);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
    flag.set(true);
    flag.set(false);
    expect(changes).toEqual([true, false]);
  });

  it('never shows a wait shorter than the delay', () => {
    const onChange = vi.fn();
    const flag = createDelayedFlag(200, onChange);
    flag.set(true);
    vi.advanceTimersByTime(199);
    flag.set(false);
    vi.advanceTimersByTime(1000);
    flag.set(true);
    flag.dispose();
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
  });
});

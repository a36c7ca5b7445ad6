import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce';

describe('the search debouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs 1 s after the last value, with that value only', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(1000, run);
    debouncer.schedule('a');
    vi.advanceTimersByTime(600);
    debouncer.schedule('al');
    vi.advanceTimersByTime(600);
    debouncer.schedule('alm');
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('alm');
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs a pending value at once on flush, and nothing when none is pending', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(1000, run);
    debouncer.flush();
    expect(run).not.toHaveBeenCalled();
    debouncer.schedule('kane');
    debouncer.flush();
    expect(run).toHaveBeenCalledWith('kane');
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('drops a pending value on cancel', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(1000, run);
    debouncer.schedule('x');
    debouncer.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTyping, setFilterText, TYPING_PAUSE_MS, whenTypingPauses } from './filter-state';

describe('whenTypingPauses', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    vi.useRealTimers();
  });

  it('runs at once when nothing is being typed', () => {
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    const run = vi.fn();
    whenTypingPauses(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for a pause after the last keystroke', () => {
    setFilterText('a');
    const run = vi.fn();
    const other = vi.fn();
    whenTypingPauses(run);
    whenTypingPauses(other);
    expect(isTyping()).toBe(true);
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 50);
    setFilterText('al');
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(isTyping()).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('forgets a cancelled callback', () => {
    setFilterText('b');
    const run = vi.fn();
    const cancel = whenTypingPauses(run);
    cancel();
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(run).not.toHaveBeenCalled();
  });
});

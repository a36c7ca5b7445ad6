import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoverIntent } from './hover-intent';

describe('hover intent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const onIntent = vi.fn();
    const onLeave = vi.fn();
    return { onIntent, onLeave, intent: createHoverIntent(300, { onIntent, onLeave }) };
  }

  it('fires after 300 ms of hover, not before', () => {
    const { intent, onIntent } = setup();
    intent.enter();
    vi.advanceTimersByTime(299);
    expect(onIntent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('does not fire at all when the pointer leaves earlier', () => {
    const { intent, onIntent, onLeave } = setup();
    intent.enter();
    vi.advanceTimersByTime(250);
    intent.leave();
    vi.advanceTimersByTime(1000);
    expect(onIntent).not.toHaveBeenCalled();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('restarts the wait on a new hover and closes on leave after firing', () => {
    const { intent, onIntent, onLeave } = setup();
    intent.enter();
    vi.advanceTimersByTime(200);
    intent.leave();
    intent.enter();
    vi.advanceTimersByTime(200);
    expect(onIntent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onIntent).toHaveBeenCalledTimes(1);
    intent.leave();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('ignores repeated enters while waiting or open', () => {
    const { intent, onIntent } = setup();
    intent.enter();
    vi.advanceTimersByTime(200);
    intent.enter(); // e.g. the pointer moving between the tile's children
    vi.advanceTimersByTime(100);
    expect(onIntent).toHaveBeenCalledTimes(1);
    intent.enter();
    vi.advanceTimersByTime(1000);
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('stops a pending wait on dispose', () => {
    const { intent, onIntent, onLeave } = setup();
    intent.enter();
    intent.dispose();
    vi.advanceTimersByTime(1000);
    expect(onIntent).not.toHaveBeenCalled();
    expect(onLeave).not.toHaveBeenCalled();
  });
});

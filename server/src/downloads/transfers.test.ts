import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTransfers } from './transfers.js';

/** A response whose socket's counters the test moves, and whose reset it records. */
function fakeResponse() {
  const socket = { bytesWritten: 0, writableLength: 0, resetAndDestroy: vi.fn() };
  const response = Object.assign(new EventEmitter(), { socket });
  return {
    response: response as unknown as ServerResponse,
    socket,
    close: () => response.emit('close'),
  };
}

const bounds = [{ key: 'all', max: 2 }];

describe('open transfers', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
  });
  afterEach(() => vi.useRealTimers());

  const make = (allowed: (ids: number[]) => Promise<Set<number>> = async (ids) => new Set(ids)) =>
    createTransfers({
      stallMs: 1_000,
      recheckMs: 2_000,
      allowed,
      onError: () => {},
      now: () => now,
    });

  async function advance(ms: number) {
    now += ms;
    await vi.advanceTimersByTimeAsync(ms);
  }

  it('are counted until their response closes', () => {
    const transfers = make();
    const [one, two, three] = [fakeResponse(), fakeResponse(), fakeResponse()];
    expect(transfers.open(bounds, one.response, 1)).toBe(true);
    expect(transfers.open(bounds, two.response, 1)).toBe(true);
    expect(transfers.open(bounds, three.response, 1)).toBe(false);
    one.close();
    expect(transfers.open(bounds, three.response, 1)).toBe(true);
    expect(transfers.size()).toBe(2);
  });

  it('are cut when the kernel takes no byte for the stall time, not while it takes some', async () => {
    const transfers = make();
    const moving = fakeResponse();
    const stalled = fakeResponse();
    transfers.open(bounds, moving.response, 1);
    transfers.open(bounds, stalled.response, 1);
    for (let step = 0; step < 8; step++) {
      moving.socket.bytesWritten += 65_536;
      await advance(250);
    }
    expect(stalled.socket.resetAndDestroy).toHaveBeenCalled();
    expect(moving.socket.resetAndDestroy).not.toHaveBeenCalled();
  });

  it('are cut once their job is no longer allowed, at the next check', async () => {
    const allowed = new Set([1, 2]);
    const asked: number[][] = [];
    const transfers = make(async (ids) => {
      asked.push(ids);
      return new Set(ids.filter((id) => allowed.has(id)));
    });
    const kept = fakeResponse();
    const revoked = fakeResponse();
    transfers.open(bounds, kept.response, 1);
    transfers.open(bounds, revoked.response, 2);
    allowed.delete(2);
    // Bytes keep moving, so only the permission can cut.
    for (let step = 0; step < 10; step++) {
      kept.socket.bytesWritten += 1;
      revoked.socket.bytesWritten += 1;
      await advance(250);
    }
    expect(asked[0]).toEqual([1, 2]);
    expect(revoked.socket.resetAndDestroy).toHaveBeenCalled();
    expect(kept.socket.resetAndDestroy).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { nextJob, type QueuedJob } from './scheduler.js';

const job = (id: number, owner: string): QueuedJob => ({ id, fileId: id * 10, owner });

/** Runs the scheduler to the end, as a disk would: one job after another. */
function order(queued: QueuedJob[], served = new Map<string, number>()): number[] {
  const left = [...queued];
  const picked: number[] = [];
  for (let turn = 0; left.length; turn++) {
    const next = nextJob(left, served);
    if (!next) break;
    picked.push(next.id);
    served.set(next.owner, turn);
    left.splice(left.indexOf(next), 1);
  }
  return picked;
}

describe('nextJob', () => {
  it('has nothing to pick from an empty queue', () => {
    expect(nextJob([], new Map())).toBeUndefined();
  });

  it('takes one owner oldest first', () => {
    expect(order([job(1, 'u1'), job(2, 'u1'), job(3, 'u1')])).toEqual([1, 2, 3]);
  });

  it('alternates between owners, whoever queued more', () => {
    const queued = [job(1, 'u1'), job(2, 'u1'), job(3, 'u1'), job(4, 'u2'), job(5, 's7')];
    expect(order(queued)).toEqual([1, 4, 5, 2, 3]);
  });

  it('serves first an owner the disk has not served lately', () => {
    const served = new Map([
      ['u1', 5],
      ['u2', 2],
    ]);
    expect(nextJob([job(1, 'u1'), job(2, 'u2')], served)?.id).toBe(2);
    expect(nextJob([job(1, 'u1'), job(2, 'u2'), job(3, 'u3')], served)?.id).toBe(3);
  });
});

import { randomUUID } from 'node:crypto';
import os from 'node:os';

/**
 * A name for what holds a claim row (a disk's copy slot, a catalogue job): the host, the process
 * and a random part, so that two apps of one process (tests) differ too. Logged and kept in the
 * row, so an owner can tell which server runs what.
 */
export function claimHolder(): string {
  return `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
}

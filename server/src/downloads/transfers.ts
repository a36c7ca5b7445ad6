import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createStreamLimits, type StreamBound } from './stream-limits.js';

interface Transfer {
  jobId: number;
  response: ServerResponse;
  /** Bytes the client had accepted at the last look, and when they last grew. */
  accepted: number;
  movedAt: number;
}

/**
 * Bytes of a connection the kernel has taken, so the client's side accepted (or its socket
 * buffer holds). `bytesWritten` also counts what Node still buffers, and what libuv still
 * queues for the kernel (`writeQueueSize`, Node's handle: not public API, hence the fallback,
 * which sees progress only once a whole 1 MiB read is handed over).
 */
function acceptedBytes(socket: Socket | null): number {
  if (!socket) return 0;
  const handle = (socket as Socket & { _handle?: { writeQueueSize?: number } })._handle;
  return socket.bytesWritten - socket.writableLength - (handle?.writeQueueSize ?? 0);
}

/**
 * The open file transfers of `arch` (the bodies this process sends; nginx's, with
 * ACCEL_REDIRECT, are not seen). Each is counted under its bounds (`stream-limits.ts`, as the
 * monitor streams are) until its response closes, and watched by one timer for all: a transfer
 * whose client accepts no bytes for `stallMs` is cut, and every `recheckMs` the jobs being sent
 * are asked again whether their owner may still download (`allowed`: the permission counts at
 * use time, revoked on another server sharing the database too); those no longer allowed are
 * cut. A revoke through this server asks at once (`recheck`). Cut means reset: the socket and
 * its file close at once, and the kernel drops what it still held for the client.
 */
export function createTransfers(options: {
  stallMs: number;
  recheckMs: number;
  allowed: (jobIds: number[]) => Promise<Set<number>>;
  onError: (error: unknown) => void;
  now?: () => number;
}) {
  const now = options.now ?? (() => performance.now());
  const counts = createStreamLimits();
  const open = new Set<Transfer>();
  let timer: NodeJS.Timeout | null = null;
  let checkedAt = now();
  let checking = false;

  const cut = (transfer: Transfer) => transfer.response.socket?.resetAndDestroy();

  function watchStalls(at: number) {
    for (const transfer of open) {
      const accepted = acceptedBytes(transfer.response.socket);
      if (accepted !== transfer.accepted) {
        transfer.accepted = accepted;
        transfer.movedAt = at;
      } else if (at - transfer.movedAt >= options.stallMs) cut(transfer);
    }
  }

  async function recheck() {
    const transfers = [...open];
    if (!transfers.length) return;
    const allowed = await options.allowed([...new Set(transfers.map((t) => t.jobId))]);
    for (const transfer of transfers) if (!allowed.has(transfer.jobId)) cut(transfer);
  }

  function tick() {
    const at = now();
    watchStalls(at);
    if (checking || at - checkedAt < options.recheckMs) return;
    checking = true;
    checkedAt = at;
    recheck()
      .catch(options.onError)
      .finally(() => {
        checking = false;
      });
  }

  /** Often enough to notice a stall or a revoked permission within a quarter of its bound. */
  const tickMs = Math.max(100, Math.min(options.stallMs, options.recheckMs) / 4);

  return {
    /**
     * Counts the transfer of a job's file to `response` under `bounds` and watches it until the
     * response closes; false (nothing counted) when one bound is full.
     */
    open(bounds: StreamBound[], response: ServerResponse, jobId: number): boolean {
      const release = counts.acquire(bounds);
      if (!release) return false;
      const transfer: Transfer = {
        jobId,
        response,
        accepted: acceptedBytes(response.socket),
        movedAt: now(),
      };
      open.add(transfer);
      timer ??= setInterval(tick, tickMs).unref();
      response.once('close', () => {
        release();
        open.delete(transfer);
        if (!open.size && timer) {
          clearInterval(timer);
          timer = null;
        }
      });
      return true;
    },

    /**
     * Asks now, not at the next check, whether the transfers' owners may still download: a
     * permission revoked through this server cuts them at once. Never fails (the periodic
     * check remains): a revoke already made should not answer an error.
     */
    recheck: () => recheck().catch(options.onError),

    /** Transfers open now. */
    size: () => open.size,
  };
}

export type Transfers = ReturnType<typeof createTransfers>;

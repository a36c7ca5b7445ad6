import type { Writable } from 'node:stream';

/** One Server-Sent Events response, written straight to its socket's response. */
export interface EventStream {
  send(event: string, data: string | number): void;
  end(): void;
}

/**
 * The open monitor streams. One timer sends the comment heartbeat to all of them (so ten
 * thousand streams cost one timer, not ten thousand), which keeps proxies from closing idle
 * connections; `close` ends them all so that the server can shut down. Events are written to
 * the response itself, without a stream in between: at ten thousand streams every object per
 * stream counts (bench/downloads).
 */
export function createEventStreams(options: { heartbeatMs: number }) {
  const open = new Set<Writable>();
  let timer: NodeJS.Timeout | null = null;

  function beat() {
    for (const target of open) target.write(': ping\n\n');
  }

  return {
    /** Follows `target` until it closes (ended, or the client went away), then calls `onClose`. */
    open(target: Writable, onClose: () => void): EventStream {
      open.add(target);
      timer ??= setInterval(beat, options.heartbeatMs).unref();
      target.once('close', () => {
        open.delete(target);
        if (!open.size && timer) {
          clearInterval(timer);
          timer = null;
        }
        onClose();
      });
      return {
        send(event, data) {
          if (!target.writableEnded) target.write(`event: ${event}\ndata: ${data}\n\n`);
        },
        end() {
          target.end();
        },
      };
    },

    /** How many streams are open. */
    size: () => open.size,

    close() {
      for (const target of open) target.end();
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;

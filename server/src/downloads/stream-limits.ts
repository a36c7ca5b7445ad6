/** A count that may not pass its bound: a job, a user, a client address, the whole server. */
export interface StreamBound {
  key: string;
  max: number;
}

/**
 * Counts open streams under keys. A stream opens only when every key it counts under is below
 * its bound; its release gives them back. (Concurrent streams, not a rate: @fastify/rate-limit
 * counts calls per time window and cannot see a stream close.)
 */
export function createStreamLimits() {
  const open = new Map<string, number>();
  return {
    /** Counts a stream under every bound, or answers null when one is full. */
    acquire(bounds: StreamBound[]): (() => void) | null {
      const keys = [...new Map(bounds.map((bound) => [bound.key, bound])).values()];
      if (keys.some((bound) => (open.get(bound.key) ?? 0) >= bound.max)) return null;
      for (const { key } of keys) open.set(key, (open.get(key) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const { key } of keys) {
          const left = (open.get(key) ?? 1) - 1;
          if (left > 0) open.set(key, left);
          else open.delete(key);
        }
      };
    },

    /** Streams counted under a key. */
    count: (key: string) => open.get(key) ?? 0,
  };
}

export type StreamLimits = ReturnType<typeof createStreamLimits>;

/**
 * Progress of a catalogue tool. The same events feed the CLI's progress bars and the admin
 * screen's live job view, so they carry numbers rather than finished sentences.
 */
export interface ProgressEvent {
  /** Current step: a dataset name ('title.basics'), a disk name, or a phase ('guardar'). */
  step: string;
  /** Units done so far in the step: rows read, files seen. */
  done: number;
  /** What `done` counts, in Spanish for display: 'filas', 'ficheros'. */
  unit: string;
  /** Extra counters of the step, e.g. `{ películas: 1200 }`. */
  counts?: Record<string, number>;
  /** Share of the step done, 0 to 1, when known (a file: the part of it read so far). */
  fraction?: number;
  /** Units per second since the step began, and the seconds it should still take. */
  rate?: number;
  eta?: number;
  /** True on the step's last event. */
  end?: boolean;
}

export type OnProgress = (event: ProgressEvent) => void;

export const noProgress: OnProgress = () => {};

/** Events of a step at most this often (the last one always). */
const EVERY_MS = 250;

/**
 * A step's events from its counts as it goes: `tick` with the units done and, when known, how
 * much of the whole is behind (bytes of a file read of its size), from which the rate and the
 * time left are worked out; `end` once done.
 */
export function progressTicker(
  step: string,
  unit: string,
  counts: () => Record<string, number>,
  onProgress: OnProgress,
  clock: () => number = performance.now.bind(performance),
) {
  const started = clock();
  let last = started;
  const figures = (done: number, part?: { read: number; size: number }) => {
    const seconds = (clock() - started) / 1000;
    const fraction = part && part.size > 0 ? Math.min(1, part.read / part.size) : undefined;
    return {
      step,
      done,
      unit,
      counts: counts(),
      ...(fraction === undefined ? {} : { fraction }),
      ...(seconds > 0 ? { rate: Math.round(done / seconds) } : {}),
      ...(fraction ? { eta: Math.round((seconds * (1 - fraction)) / fraction) } : {}),
    };
  };
  onProgress({ step, done: 0, unit, counts: counts() });
  return {
    tick(done: number, part?: { read: number; size: number }): void {
      const now = clock();
      if (now - last < EVERY_MS) return;
      last = now;
      onProgress(figures(done, part));
    },
    end(done: number, size?: number): void {
      const whole = size === undefined ? undefined : { read: size, size };
      onProgress({ ...figures(done, whole), ...(whole ? {} : { fraction: 1 }), eta: 0, end: true });
    },
  };
}

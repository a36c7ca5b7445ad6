/**
 * Progress of a catalogue tool. The same events feed the CLI's output lines and, later, the
 * admin screen's live job view, so they carry numbers rather than finished sentences.
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
  /** True on the step's last event. */
  end?: boolean;
}

export type OnProgress = (event: ProgressEvent) => void;

export const noProgress: OnProgress = () => {};

import cliProgress from 'cli-progress';
import type { OnProgress, ProgressEvent } from '../import/progress.js';
import { fmt } from '../import/summary-lines.js';

/** A time left, in whole seconds: '40 s', '2 min 05 s', '1 h 05 min'. */
function timeLeft(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (total < 60) return `${total} s`;
  if (total < 3600) return `${Math.floor(total / 60)} min ${pad(total % 60)} s`;
  return `${Math.floor(total / 3600)} h ${pad(Math.floor((total % 3600) / 60))} min`;
}

/** A step's line as it ends: `title.basics: 1.180.000 filas (películas 70.800) ✓`. */
export function stepLine(event: ProgressEvent): string {
  const counts = Object.entries(event.counts ?? {})
    .map(([key, value]) => `${key} ${fmt(value)}`)
    .join(', ');
  const tail = counts ? ` (${counts})` : '';
  return `${event.step}: ${fmt(event.done)} ${event.unit}${tail}${event.end ? ' ✓' : ''}`;
}

/** A step's bar's figures after the bar: rows so far, rows per second, time left. */
function pace(event: ProgressEvent): { figures: string } {
  const parts = [`${fmt(event.done)} ${event.unit}`];
  if (event.rate !== undefined) parts.push(`${fmt(event.rate)} ${event.unit}/s`);
  if (event.eta !== undefined && !event.end) parts.push(`quedan ${timeLeft(event.eta)}`);
  return { figures: parts.join(' · ') };
}

/**
 * The CLI's progress: on a terminal, a bar per step (a dataset file: the share of it read) with
 * rows per second and the time left (cli-progress); otherwise (a log, a pipe) only each step's
 * line once it ends, so that a log holds no bar redrawn a thousand times. `stop` before
 * printing anything else.
 */
export function progressOutput(out: NodeJS.WriteStream = process.stdout): {
  onProgress: OnProgress;
  stop(): void;
} {
  if (!out.isTTY) {
    return {
      onProgress: (event) => {
        if (event.end) out.write(`${stepLine(event)}\n`);
      },
      stop: () => {},
    };
  }
  const bars = new cliProgress.MultiBar(
    {
      stream: out,
      format: '{step} |{bar}| {percentage} % · {figures}',
      barsize: 24,
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
      // Events come at most 4 times a second per step; a redraw on each is enough.
      fps: 4,
    },
    cliProgress.Presets.shades_classic,
  );
  const stepBars = new Map<string, cliProgress.SingleBar>();
  const steps: string[] = [];
  const width = () => Math.max(...steps.map((step) => step.length));
  return {
    onProgress(event) {
      let bar = stepBars.get(event.step);
      if (!bar) {
        steps.push(event.step);
        bar = bars.create(1000, 0, { step: event.step, ...pace(event) });
        stepBars.set(event.step, bar);
      }
      const value = event.end ? 1000 : Math.round((event.fraction ?? 0) * 1000);
      bar.update(value, { step: event.step.padEnd(width()), ...pace(event) });
    },
    stop: () => bars.stop(),
  };
}

/**
 * The geometry of the year in review's charts, drawn as SVG by our own components (no chart
 * library, no chart service): pure numbers in the chart's own units, so it is tested alone.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One column per value, side by side, scaled to the largest (a zero is a zero-high column). */
export function columns(values: readonly number[], width: number, height: number, gap = 0.25) {
  const top = Math.max(1, ...values);
  const slot = values.length ? width / values.length : 0;
  const barWidth = slot * (1 - gap);
  return values.map((value, index): Rect & { value: number; centre: number } => {
    const barHeight = (Math.max(0, value) / top) * height;
    const x = index * slot + (slot - barWidth) / 2;
    return {
      x,
      y: height - barHeight,
      width: barWidth,
      height: barHeight,
      value,
      centre: x + barWidth / 2,
    };
  });
}

/** A horizontal bar's length for a value, scaled to the largest value of its list. */
export function barLength(value: number, values: readonly number[], width: number): number {
  const top = Math.max(1, ...values);
  return (Math.max(0, value) / top) * width;
}

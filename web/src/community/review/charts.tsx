import { useId } from 'react';
import { texts } from '../../texts-screens';
import { barLength, columns } from './chart-geometry';

const WIDTH = 360;
const HEIGHT = 120;
/** Room under the columns for their labels, and above for their values. */
const BELOW = 18;
const ABOVE = 14;

/**
 * A column chart drawn by us as SVG: a column per value, its value above it and its label
 * below. Named by its caption; its title (the description, and a tooltip) reads every value,
 * since a picture alone says nothing to a screen reader.
 */
export function ColumnChart(props: {
  title: string;
  values: readonly number[];
  labels: readonly string[];
  /** What each column says to a screen reader ('marzo: 3'). */
  describe: (index: number, value: number) => string;
}) {
  const id = useId();
  const cols = columns(props.values, WIDTH, HEIGHT);
  const summary = props.values.map((value, index) => props.describe(index, value)).join('; ');
  return (
    <figure className="review-chart">
      <figcaption id={id}>{props.title}</figcaption>
      <svg
        viewBox={`0 ${-ABOVE} ${WIDTH} ${HEIGHT + ABOVE + BELOW}`}
        role="img"
        aria-labelledby={id}
      >
        <title>{summary}</title>
        <line className="review-chart-axis" x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} />
        {cols.map((col, index) => (
          <g key={props.labels[index] ? `${index}-${props.labels[index]}` : index}>
            {col.value > 0 && (
              <>
                <rect
                  className="review-chart-bar"
                  x={col.x}
                  y={col.y}
                  width={col.width}
                  height={col.height}
                  rx={2}
                />
                <text className="review-chart-value" x={col.centre} y={col.y - 4}>
                  {col.value}
                </text>
              </>
            )}
            <text className="review-chart-label" x={col.centre} y={HEIGHT + BELOW - 4}>
              {props.labels[index]}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** A ranked list with a drawn bar per row (directors, genres): name, bar, count. */
export function BarList(props: {
  title: string;
  rows: readonly { key: string | number; name: string; value: number; label: string }[];
}) {
  const values = props.rows.map((row) => row.value);
  return (
    <section className="review-card">
      <h3>{props.title}</h3>
      <ol className="review-bars">
        {props.rows.map((row) => (
          <li key={row.key}>
            <span className="review-bar-name">{row.name}</span>
            <svg
              className="review-bar"
              viewBox="0 0 100 8"
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <rect x={0} y={0} width={barLength(row.value, values, 100)} height={8} rx={2} />
            </svg>
            <span className="review-bar-count">{row.label}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Twelve columns, January first, each named by its month for screen readers. */
export function MonthChart({ title, values }: { title: string; values: readonly number[] }) {
  const t = texts.review;
  return (
    <ColumnChart
      title={title}
      values={values}
      labels={t.monthShort}
      describe={(month, count) => t.monthBar(t.monthNames[month] ?? '', count)}
    />
  );
}

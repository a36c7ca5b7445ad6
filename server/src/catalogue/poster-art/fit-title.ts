/** Width of a text at font size 1, in the units of the box it must fit. */
export type Measure = (text: string) => number;

export interface TitleBox {
  width: number;
  height: number;
  /** Line advance as a multiple of the font size. */
  lineHeight: number;
  maxSize: number;
  /** Below this size the title is cut with an ellipsis rather than shrunk further. */
  minSize: number;
}

export interface FittedTitle {
  lines: string[];
  size: number;
}

const MOST_LINES = 6;

/**
 * Sets a title as large as it fits in the box: for each line count, the breaks that make the
 * widest line narrowest, then the count whose font size is largest (fewer lines on a tie).
 * Any length fits: a long title gets more, smaller lines, and one past `minSize` is cut.
 */
export function fitTitle(title: string, measure: Measure, box: TitleBox): FittedTitle {
  const words = title.split(/\s+/).filter(Boolean);
  if (words.length === 0) return { lines: [], size: box.maxSize };
  let best: FittedTitle = { lines: [], size: 0 };
  for (let count = 1; count <= Math.min(MOST_LINES, words.length); count += 1) {
    const lines = balancedLines(words, count, measure);
    const widest = Math.max(...lines.map(measure));
    const size = Math.min(box.maxSize, box.width / widest, box.height / (count * box.lineHeight));
    if (size > best.size + 1e-9) best = { lines, size };
  }
  return best.size >= box.minSize ? best : cut(words, measure, box);
}

/**
 * The breaks of `words` into `count` lines whose widest line is narrowest (a small DP). Lines
 * are measured as their words plus spaces, each word measured once.
 */
export function balancedLines(words: string[], count: number, measure: Measure): string[] {
  const n = words.length;
  const space = measure(' ');
  const ends = [0];
  for (const word of words) ends.push((ends.at(-1) ?? 0) + measure(word) + space);
  const lineWidth = (from: number, to: number) => (ends[to] ?? 0) - (ends[from] ?? 0) - space;
  // widest[k][i]: the narrowest possible widest line when the first i words make k lines.
  const widest: number[][] = [[0, ...Array<number>(n).fill(Number.POSITIVE_INFINITY)]];
  const breakAt: number[][] = [[]];
  for (let k = 1; k <= count; k += 1) {
    const row = Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
    const breaks = Array<number>(n + 1).fill(0);
    const previous = widest[k - 1] as number[];
    for (let i = k; i <= n; i += 1) {
      for (let j = k - 1; j < i; j += 1) {
        const candidate = Math.max(previous[j] ?? Number.POSITIVE_INFINITY, lineWidth(j, i));
        if (candidate < (row[i] as number)) {
          row[i] = candidate;
          breaks[i] = j;
        }
      }
    }
    widest.push(row);
    breakAt.push(breaks);
  }
  const lines: string[] = [];
  for (let k = count, end = n; k > 0; k -= 1) {
    const start = breakAt[k]?.[end] ?? 0;
    lines.unshift(words.slice(start, end).join(' '));
    end = start;
  }
  return lines;
}

/** A title too long for the box at `minSize`: greedy lines, and an ellipsis where it is cut. */
function cut(words: string[], measure: Measure, box: TitleBox): FittedTitle {
  const size = box.minSize;
  const fits = (text: string) => measure(text) * size <= box.width;
  const wrapped: string[] = [];
  for (const word of words) {
    const last = wrapped.length - 1;
    const joined = last >= 0 ? `${wrapped[last]} ${word}` : word;
    if (last >= 0 && fits(joined)) wrapped[last] = joined;
    else wrapped.push(word);
  }
  const room = Math.max(1, Math.floor(box.height / (size * box.lineHeight)));
  const lines = wrapped.slice(0, room);
  const truncated = wrapped.length > room;
  return {
    lines: lines.map((line, index) =>
      truncated && index === lines.length - 1 ? ellipsize(`${line}…`, fits) : ellipsize(line, fits),
    ),
    size,
  };
}

function ellipsize(line: string, fits: (text: string) => boolean): string {
  if (fits(line)) return line;
  let text = line.endsWith('…') ? line.slice(0, -1) : line;
  while (text.length > 1 && !fits(`${text}…`)) text = text.slice(0, -1);
  return `${text.trimEnd()}…`;
}

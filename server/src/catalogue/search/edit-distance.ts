/**
 * The edit distance of two words where an edit is an insertion, a deletion, a substitution or a
 * swap of two neighbours (optimal string alignment, the restricted Damerau-Levenshtein
 * distance), compared by UTF-16 code units (folded words are). Past `max` it answers `max + 1`
 * without finishing the table.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = nextRow(previous, before, a, i, b);
    if (Math.min(...row) > max) return max + 1;
    before = previous;
    previous = row;
  }
  const distance = previous[b.length] as number;
  return distance > max ? max + 1 : distance;
}

/**
 * The row of the distance table for the first `i` characters of `a` against every prefix of
 * `word`, from the rows of `i - 1` (`previous`) and `i - 2` (`before`, for a swap). Shared with
 * the vocabulary's walk (`vocabulary.ts`), which builds one row per character of a term.
 */
export function nextRow(
  previous: ArrayLike<number>,
  before: ArrayLike<number>,
  a: string,
  i: number,
  word: string,
  row: number[] = new Array<number>(word.length + 1),
): number[] {
  return rowOf(
    previous,
    before,
    a.charCodeAt(i - 1),
    i > 1 ? a.charCodeAt(i - 2) : -1,
    i,
    word,
    row,
  );
}

/**
 * `nextRow` from the character codes themselves: `char` the `i`th of the other string and
 * `last` the one before it (-1 for none). Answers the row's least value, which tells whether any
 * longer string with this prefix can still come within reach.
 */
export function rowOf(
  previous: ArrayLike<number>,
  before: ArrayLike<number>,
  char: number,
  last: number,
  i: number,
  word: string,
  row: number[],
): number[] {
  row[0] = i;
  for (let j = 1; j <= word.length; j++) {
    const other = word.charCodeAt(j - 1);
    let best = (previous[j - 1] as number) + (char === other ? 0 : 1);
    const up = (previous[j] as number) + 1;
    if (up < best) best = up;
    const left = (row[j - 1] as number) + 1;
    if (left < best) best = left;
    if (j > 1 && last === other && char === word.charCodeAt(j - 2) && char !== other) {
      const swap = (before[j - 2] as number) + 1;
      if (swap < best) best = swap;
    }
    row[j] = best;
  }
  return row;
}

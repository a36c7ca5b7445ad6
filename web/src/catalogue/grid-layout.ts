/**
 * The windowed grid lays tiles out in rows itself (the virtualizer windows rows, not tiles), so
 * the column count follows the CSS grid it replaces: as many columns of at least `minTile`
 * pixels as fit, like `repeat(auto-fill, minmax(minTile, 1fr))`.
 */
export interface GridMetrics {
  columns: number;
  tileWidth: number;
}

export function gridMetrics(width: number, minTile: number, gap: number): GridMetrics {
  const columns = Math.max(1, Math.floor((width + gap) / (minTile + gap)));
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return { columns, tileWidth };
}

/** The items of row `row` when `columns` fit in a row. */
export function rowItems<T>(items: readonly T[], row: number, columns: number): T[] {
  return items.slice(row * columns, row * columns + columns);
}

export function rowCount(items: number, columns: number): number {
  return Math.ceil(items / Math.max(1, columns));
}

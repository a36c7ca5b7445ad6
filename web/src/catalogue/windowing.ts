/**
 * Window virtualization's arithmetic, without the DOM (window-virtualizer.ts draws with it):
 * where each row of a list starts and ends, and which rows a stretch of the page shows.
 */
export interface VirtualItem {
  key: string | number;
  index: number;
  /** From the top of the document: the list's own top (its scroll margin) included. */
  start: number;
  end: number;
  size: number;
}

/** Rows one under another from `top`, each its measured size or else its estimate. */
export function layoutRows(
  count: number,
  top: number,
  keyOf: (index: number) => string | number,
  sizeOf: (index: number, key: string | number) => number,
): VirtualItem[] {
  const items: VirtualItem[] = [];
  let start = top;
  for (let index = 0; index < count; index += 1) {
    const key = keyOf(index);
    const size = sizeOf(index, key);
    items.push({ key, index, start, end: start + size, size });
    start += size;
  }
  return items;
}

/**
 * The first and last index of the rows that cross [from, to), widened by `overscan` rows on
 * each side; null when no row does and none is near.
 */
export function visibleRange(
  items: readonly VirtualItem[],
  from: number,
  to: number,
  overscan: number,
): [number, number] | null {
  if (!items.length) return null;
  // The first row that ends below `from` (rows are in order: a binary search).
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((items[middle] as VirtualItem).end <= from) low = middle + 1;
    else high = middle;
  }
  let last = low;
  while (last + 1 < items.length && (items[last + 1] as VirtualItem).start < to) last += 1;
  const first = Math.max(0, Math.min(low, items.length - 1) - overscan);
  return [first, Math.min(items.length - 1, last + overscan)];
}

import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { layoutRows, type VirtualItem, visibleRange } from './windowing';

export type { VirtualItem } from './windowing';

export interface WindowVirtualizerOptions {
  count: number;
  estimateSize: (index: number) => number;
  getItemKey: (index: number) => string | number;
  /** Rows drawn beyond each edge of the window. */
  overscan: number;
  /** Where the list starts in the document. */
  scrollMargin: number;
}

/**
 * Rows of a list drawn only near the window, scrolled by the page itself: the part of
 * @tanstack/react-virtual's `useWindowVirtualizer` that the film list uses, in about a tenth of
 * its bytes (9 KB gzip of the first load, docs/web-performance.md). Rows have their estimated
 * size until `measureElement` (a ref on an element with `data-index`) has measured them;
 * `measure()` forgets the measurements. It draws again only when the rows in range change.
 */
export function useWindowVirtualizer(options: WindowVirtualizerOptions) {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const [sizes] = useState(() => new Map<string | number, number>());
  const { count, estimateSize, getItemKey, overscan, scrollMargin } = options;
  const items = layoutRows(count, scrollMargin, getItemKey, (index, key) => {
    return sizes.get(key) ?? estimateSize(index);
  });
  const rangeOf = (list: readonly VirtualItem[]) =>
    visibleRange(list, window.scrollY, window.scrollY + window.innerHeight, overscan);
  const range = rangeOf(items);
  const latest = useRef({ items, range, rangeOf });
  latest.current = { items, range, rangeOf };

  useLayoutEffect(() => {
    const check = () => {
      const { items, range, rangeOf } = latest.current;
      if (String(rangeOf(items)) !== String(range)) redraw();
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, []);

  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          let changed = false;
          for (const { target, borderBoxSize } of entries) {
            const item = latest.current.items[Number((target as HTMLElement).dataset.index)];
            const size = borderBoxSize[0]?.blockSize ?? target.getBoundingClientRect().height;
            if (!item || !target.isConnected || sizes.get(item.key) === size) continue;
            // A row above the window that grows or shrinks would move what the user reads.
            if (item.start < window.scrollY) window.scrollBy(0, size - item.size);
            sizes.set(item.key, size);
            changed = true;
          }
          if (changed) redraw();
        }),
  );
  useEffect(() => () => observer?.disconnect(), [observer]);
  const measureElement = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !observer) return;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observer],
  );

  // One object for the list's life, as TanStack's virtualizer is: the list's effects depend on it.
  const [virtualizer] = useState(() => ({
    options: { scrollMargin },
    getVirtualItems: () => {
      const { items, range } = latest.current;
      return range ? items.slice(range[0], range[1] + 1) : [];
    },
    getTotalSize: () => {
      const { items } = latest.current;
      return (
        (items.at(-1)?.end ?? virtualizer.options.scrollMargin) - virtualizer.options.scrollMargin
      );
    },
    measureElement,
    measure: () => {
      sizes.clear();
      redraw();
    },
  }));
  virtualizer.options.scrollMargin = scrollMargin;
  return virtualizer;
}

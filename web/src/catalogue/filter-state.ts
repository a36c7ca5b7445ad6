import { useSyncExternalStore } from 'react';

/**
 * The 'Filtrar' text, shared by the header's box (which writes it) and the list on screen
 * (which reads it). A module store rather than a React context: the header and the page sit in
 * the root layout, and a store needs no provider there; rather than the URL: a keystroke must
 * not be a navigation (it would rerun the route's loader). It stays across screens, and the box
 * always shows what is applied.
 */
let text = '';
const listeners = new Set<() => void>();

export function getFilterText(): string {
  return text;
}

export function setFilterText(next: string): void {
  if (next === text) return;
  text = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFilterText(): string {
  return useSyncExternalStore(subscribe, getFilterText);
}

const isFiltering = () => text !== '';

/**
 * Whether a filter text is set: a component that only shows that re-renders when it starts or
 * stops, not on every keystroke.
 */
export function useIsFiltering(): boolean {
  return useSyncExternalStore(subscribe, isFiltering);
}

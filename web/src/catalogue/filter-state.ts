import { useSyncExternalStore } from 'react';

/**
 * The 'Filtrar' text, shared by the header's box (which writes it) and the list on screen
 * (which reads it). A module store rather than a React context: the header and the page sit in
 * the root layout, and a store needs no provider there; rather than the URL: a keystroke must
 * not be a navigation (it would rerun the route's loader). It stays across screens, and the box
 * always shows what is applied.
 */
let text = '';
let changedAt = Number.NEGATIVE_INFINITY;
const listeners = new Set<() => void>();

export function getFilterText(): string {
  return text;
}

export function setFilterText(next: string): void {
  if (next === text) return;
  text = next;
  changedAt = performance.now();
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

/**
 * Quiet time after a keystroke after which the user counts as no longer typing: the gap between
 * keys of someone typing 60 words a minute, short enough that posters follow the last key
 * within a glance.
 */
export const TYPING_PAUSE_MS = 200;
const afterPause = new Set<() => void>();
let pauseAwaited = false;

function sinceKeystroke(): number {
  return performance.now() - changedAt;
}

export function isTyping(): boolean {
  return sinceKeystroke() < TYPING_PAUSE_MS;
}

function runAfterPause() {
  if (isTyping()) {
    setTimeout(runAfterPause, TYPING_PAUSE_MS - sinceKeystroke());
    return;
  }
  pauseAwaited = false;
  const callbacks = [...afterPause];
  afterPause.clear();
  for (const callback of callbacks) callback();
}

/**
 * Runs `callback` now, or, while 'Filtrar' is being typed, once typing pauses; returns a
 * cancel. Work a keystroke's new tiles start (their posters) thus waits for the last
 * keystroke instead of slowing the next ones: one shared timer, however many wait.
 */
export function whenTypingPauses(callback: () => void): () => void {
  if (!isTyping()) {
    callback();
    return () => {};
  }
  afterPause.add(callback);
  if (!pauseAwaited) {
    pauseAwaited = true;
    setTimeout(runAfterPause, TYPING_PAUSE_MS - sinceKeystroke());
  }
  return () => afterPause.delete(callback);
}

import { type FullCard, shareTokenFileId } from '@cineclub/contract';
import { useEffect } from 'react';
import type { NewItem } from './queue';

/** SPEC §9: a share-token route starts its download 2 s after load. */
export const SHARE_START_DELAY_MS = 2000;

/**
 * The queue item of /peli/{id}/{txt}/{auth}: the file named by the token, named from txt
 * (SPEC §2). Its disk comes from the card when the card lists the file.
 */
export function shareItem(film: FullCard, txt: string, auth: string): NewItem | null {
  const id = shareTokenFileId(auth);
  if (id === null) return null;
  const file = film.arcs.find((candidate) => candidate.id === id);
  return { id, nom: txt || file?.nom || String(id), dsk: file?.dsk ?? '', auth };
}

interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as number),
};

/** Tokens already started in this page: a card refetched or shown again does not restart one. */
const startedTokens = new Set<string>();

/** Starts the shared download after the delay, once per token and page; answers the cancel. */
export function scheduleShareDownload(
  item: NewItem,
  start: (item: NewItem) => void,
  timers: Timers = globalTimers,
): () => void {
  const token = item.auth ?? '';
  if (startedTokens.has(token)) return () => {};
  const handle = timers.setTimeout(() => {
    startedTokens.add(token);
    start(item);
  }, SHARE_START_DELAY_MS);
  return () => timers.clearTimeout(handle);
}

function addToQueue(item: NewItem): void {
  void import('./queue-store').then(({ queue }) => queue.dispatch({ type: 'add', items: [item] }));
}

/** The film page's share-token download, for anyone who has the link (signed in or not). */
export function useShareDownload(
  film: FullCard,
  txt: string | undefined,
  auth: string | undefined,
) {
  const item = auth ? shareItem(film, txt ?? '', auth) : null;
  const { id, nom, dsk } = item ?? {};
  useEffect(() => {
    if (!auth || id === undefined || nom === undefined || dsk === undefined) return;
    return scheduleShareDownload({ id, nom, dsk, auth }, addToQueue);
  }, [id, nom, dsk, auth]);
}

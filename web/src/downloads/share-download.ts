import { type FullCard, shareTokenFileId } from '@cineclub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ask } from '../api/call';
import { ApiError } from '../api/client';
import { globalTimers, type Timers } from '../lib/delayed-flag';
import { texts } from '../texts';
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

/** Tokens already started in this page: a card refetched or shown again does not restart one. */
const startedTokens = new Set<string>();

/**
 * Starts the shared download after the delay, once per token and page; answers the cancel.
 * `onTick` hears the whole seconds left (2, then 1), for the page's countdown.
 */
export function scheduleShareDownload(
  item: NewItem,
  start: (item: NewItem) => void,
  timers: Timers = globalTimers,
  onTick: (secondsLeft: number) => void = () => {},
): () => void {
  const token = item.auth ?? '';
  if (startedTokens.has(token)) return () => {};
  const handles: unknown[] = [];
  for (let elapsed = 0; elapsed < SHARE_START_DELAY_MS; elapsed += 1000) {
    const secondsLeft = Math.ceil((SHARE_START_DELAY_MS - elapsed) / 1000);
    handles.push(timers.setTimeout(() => onTick(secondsLeft), elapsed));
  }
  handles.push(
    timers.setTimeout(() => {
      startedTokens.add(token);
      start(item);
    }, SHARE_START_DELAY_MS),
  );
  return () => {
    for (const handle of handles) timers.clearTimeout(handle);
  };
}

/** The name and size of a share token's file; a refused token answers the init's 403/410. */
export function sharedFileQuery(auth: string) {
  return queryOptions({
    queryKey: ['downloads', 'shared', auth],
    queryFn: ({ signal }) => ask('sharedFile', { query: { auth } }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** What the share page shows: the file, and the countdown, the start or what went wrong. */
export interface ShareStatus {
  /** The file's name (the server's, else the link's) and size, once known. */
  nom: string;
  tam: number | null;
  phase: 'countdown' | 'started' | 'failed';
  secondsLeft: number;
  /** Why it cannot download (the server's Spanish message), when failed. */
  message: string | null;
}

function addToQueue(item: NewItem): void {
  void import('./queue-store').then(({ queue }) => queue.dispatch({ type: 'add', items: [item] }));
}

/**
 * The film page's share-token download, for anyone who has the link (signed in or not). A
 * token the server refuses (bad, expired, its maker without bajed2) starts nothing: the page
 * says why instead. Otherwise the download starts after the spec's 2 s, as before.
 */
export function useShareDownload(
  film: FullCard,
  txt: string | undefined,
  auth: string | undefined,
): ShareStatus | null {
  const item = auth ? shareItem(film, txt ?? '', auth) : null;
  const { id, nom, dsk } = item ?? {};
  // A refusal prefetched by the loader stands: asking again would answer the same.
  const info = useQuery({
    ...sharedFileQuery(auth ?? ''),
    enabled: Boolean(auth),
    retryOnMount: false,
  });
  const refused =
    info.error instanceof ApiError && info.error.status < 500 ? info.error.message : null;
  const [secondsLeft, setSecondsLeft] = useState(SHARE_START_DELAY_MS / 1000);
  const [started, setStarted] = useState(() => startedTokens.has(auth ?? ''));
  useEffect(() => {
    if (!auth || refused || id === undefined || nom === undefined || dsk === undefined) return;
    const start = (queued: NewItem) => {
      addToQueue(queued);
      setStarted(true);
    };
    return scheduleShareDownload({ id, nom, dsk, auth }, start, globalTimers, setSecondsLeft);
  }, [id, nom, dsk, auth, refused]);
  if (!auth) return null;
  const message = refused ?? (item ? null : texts.downloads.errors.forbidden);
  return {
    nom: info.data?.nom ?? nom ?? txt ?? '',
    tam: info.data?.tam ?? null,
    phase: message !== null ? 'failed' : started ? 'started' : 'countdown',
    secondsLeft,
    message,
  };
}

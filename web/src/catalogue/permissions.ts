import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  lastSessionCanDownload,
  lastSessionSignedIn,
  mayDownload,
  sessionQuery,
  useSession,
} from '../lib/session';

/**
 * Whether the user has bajed2 (SPEC §6): the 'Sólo descargables' option is shown to them only.
 * Kept behind this one function so the catalogue depends on the session in a single place.
 */
export function useCanDownload(): boolean {
  return useSession().canDownload;
}

/**
 * Whether lists are asked for as a bajed2 user's, which 'Sólo descargables' applies to. Until
 * the session check answers, the last session's permission stands in for it, so that a route
 * loader can ask for the list at once instead of one round trip later (on a phone's network the
 * longest wait of a first load); the screen reads the same value through
 * `useListsCanDownload`, whose key changes when the answer differs from the guess, and the list
 * is asked for again. A failed check counts as a visitor, as in `useSession`.
 */
export function listsCanDownloadNow(queryClient: QueryClient): boolean {
  const state = queryClient.getQueryState(sessionQuery().queryKey);
  if (state?.status === 'success') return mayDownload(state.data);
  if (state?.status === 'error') return false;
  // Started here so that it runs beside the list call (the header asks for it only later).
  void queryClient.prefetchQuery(sessionQuery());
  return lastSessionCanDownload();
}

/** The same for the screens' list queries. */
export function useListsCanDownload(): boolean {
  const { data, isPending } = useQuery(sessionQuery());
  return isPending ? lastSessionCanDownload() : mayDownload(data);
}

/**
 * Whether someone is signed in (the tiles keep a line for their badges), the last session's
 * answer standing in until the check answers, as for the lists.
 */
export function useSignedInForLayout(): boolean {
  const { data, isPending } = useQuery(sessionQuery());
  return isPending ? lastSessionSignedIn() : data != null;
}

/** Whether the user has admo (SPEC §6): the film card's admin extras show to them only. */
export function useIsAdmin(): boolean {
  return useSession().isAdmin;
}

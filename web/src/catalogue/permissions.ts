import { sessionQuery } from '../account/api';
import { useSession } from '../account/session';
import { queryClient } from '../app/query-client';

/**
 * Whether the user has bajed2 (SPEC §6): the 'Sólo descargables' option is shown to them only.
 * Kept behind this one function so the catalogue depends on the session in a single place.
 */
export function useCanDownload(): boolean {
  return useSession().canDownload;
}

/** The same for route loaders, from the session in the cache: a visitor until it is known. */
export function canDownloadNow(): boolean {
  return queryClient.getQueryData(sessionQuery().queryKey)?.perms.includes('bajed2') ?? false;
}

/** Whether the user has admo (SPEC §6): the film card's admin extras show to them only. */
export function useIsAdmin(): boolean {
  return useSession().isAdmin;
}

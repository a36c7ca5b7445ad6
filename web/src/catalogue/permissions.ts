import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery, useSession } from '../lib/session';

/**
 * Whether the user has bajed2 (SPEC §6): the 'Sólo descargables' option is shown to them only.
 * Kept behind this one function so the catalogue depends on the session in a single place.
 */
export function useCanDownload(): boolean {
  return useSession().canDownload;
}

/**
 * The same for route loaders, which run before any component: they wait for the session (one
 * call, shared with the header's) so that the list they fetch is the one the screen shows.
 * A failed check counts as a visitor: the screen refetches when the session arrives.
 */
export async function canDownloadNow(queryClient: QueryClient): Promise<boolean> {
  try {
    const user = await queryClient.ensureQueryData(sessionQuery());
    return user?.perms.includes('bajed2') ?? false;
  } catch {
    return false;
  }
}

/** Whether the user has admo (SPEC §6): the film card's admin extras show to them only. */
export function useIsAdmin(): boolean {
  return useSession().isAdmin;
}

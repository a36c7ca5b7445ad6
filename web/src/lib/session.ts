import type { LoginAnswer, SessionUserData } from '@cineclub/contract';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ask } from '../api/call';
import { ApiError } from '../api/client';
import { accountKeys } from '../api/query-keys';
import { browserStorage, readJson, writeJson } from './storage';

/*
 * Who is signed in: every feature asks, so the session lives here rather than in account/,
 * which holds the sign-in and sign-out screens and calls.
 */

/**
 * The signed-in user, or null. Any non-200 answer means signed out (SPEC §6: the server answers
 * 204 without a session), so a lost or expired session signs the web app out on load; only a
 * network failure stays an error.
 */
export function sessionQuery() {
  return queryOptions({
    queryKey: accountKeys.session(),
    queryFn: async ({ signal }): Promise<SessionUserData | null> => {
      const user = (await ask('session', {}, signal).catch(signedOutOnError)) ?? null;
      rememberSession(user);
      return user;
    },
    staleTime: 5 * 60_000,
  });
}

/** An answer of the server's other than 200 is no session; a network failure stays an error. */
function signedOutOnError(error: unknown): null {
  if (error instanceof ApiError) return null;
  throw error;
}

export interface SessionInfo {
  /** The signed-in user, or null for an anonymous visitor (also while the check runs). */
  user: { email: string; nombre: string; picture: string; perms: string[] } | null;
  /** admo: admin screens and inline edits. */
  isAdmin: boolean;
  /** bajed2: downloads, the download queue and requests. */
  canDownload: boolean;
  /** True until the first session check has answered. */
  isLoading: boolean;
}

/**
 * The session of SPEC §6, checked once on load through GET /api/usuario/logeado and shared by
 * every component through TanStack Query's cache.
 */
export function useSession(): SessionInfo {
  const { data, isPending } = useQuery(sessionQuery());
  const user = data ?? null;
  return {
    user,
    isAdmin: user?.perms.includes('admo') ?? false,
    canDownload: mayDownload(user),
    isLoading: isPending,
  };
}

/** bajed2 (SPEC §6): downloads, the download queue and requests. */
export function mayDownload(user: { perms: string[] } | null | undefined): boolean {
  return user?.perms.includes('bajed2') ?? false;
}

/** Where the last session's download permission is kept between visits (a guess, never a grant). */
const LAST_CAN_DOWNLOAD = 'ultSesDesc';
/** Where whether someone was signed in is kept between visits (for layout only). */
const LAST_SIGNED_IN = 'ultSesUsu';

function rememberSession(user: { perms: string[] } | null): void {
  writeJson(browserStorage(), LAST_CAN_DOWNLOAD, mayDownload(user));
  writeJson(browserStorage(), LAST_SIGNED_IN, user !== null);
}

/**
 * Whether the last session seen in this browser had bajed2. Lists ask for their first page with
 * it while the session check is still on its way, instead of waiting one round trip for it; the
 * answer corrects the guess (see catalogue/permissions.ts). Nothing is shown or allowed on it.
 */
export function lastSessionCanDownload(): boolean {
  return readJson(browserStorage(), LAST_CAN_DOWNLOAD) === true;
}

/**
 * Whether someone was signed in in this browser at the last session check: screens lay out
 * for it while the check is on its way, so that the answer rarely moves what is on screen.
 */
export function lastSessionSignedIn(): boolean {
  return readJson(browserStorage(), LAST_SIGNED_IN) === true;
}

/**
 * Puts the new session (or none) into the cache and refetches everything else: lists and
 * cards carry per-user state (wanted, requested, own comments) that belongs to the old user.
 */
export function applySession(queryClient: QueryClient, answer: LoginAnswer | null): void {
  rememberSession(answer);
  queryClient.setQueryData(
    accountKeys.session(),
    answer && {
      email: answer.email,
      nombre: answer.nombre,
      picture: answer.picture,
      perms: answer.perms,
    },
  );
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== accountKeys.all[0],
  });
}

/** Signs the web app out locally (the server side is done by the caller). */
export function useSignOutLocally(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => applySession(queryClient, null), [queryClient]);
}

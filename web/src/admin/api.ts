import {
  type AdminNotice,
  type AuditPage,
  type FilmUpdateBody,
  type FullCard,
  type ImdbJobBody,
  type InlineEditBody,
  JOB_KINDS,
  type JobsAnswer,
  type ListCode,
  type MessagesPage,
  type OpenRequest,
  type Perm,
  type PosterAnswer,
  pathOf,
  type RequestAnswerBody,
  routes,
  type ScanJobBody,
  type SOURCED_FIELDS,
  type TmdbJobBody,
  type UsersPage,
} from '@cineclub/contract';
import {
  infiniteQueryOptions,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, getJson, send } from '../api/client';
import { catalogueRoot, communityKeys } from '../api/query-keys';
import { texts } from '../texts';

/**
 * The admin screen's calls (contract/src/admin.ts). Only admin components use these, and only
 * admins get those components, so a non-admin's browser never makes an admin call.
 */

const PAGE_SIZE = 50;
/** How often the jobs are asked for while one runs. */
const JOB_POLL_MS = 1_000;
/** After the daily refresh's time, how long until the jobs are asked for: its job has begun. */
const REFRESH_LOOK_MS = 5_000;

export const adminKeys = {
  all: ['admin'] as const,
  ficha: (id: number) => [...adminKeys.all, 'ficha', id] as const,
  pick: (text: string) => [...adminKeys.all, 'pick', text] as const,
  audit: (filmId: number) => [...adminKeys.all, 'audit', filmId] as const,
  users: (search: string) => [...adminKeys.all, 'users', search] as const,
  notices: () => [...adminKeys.all, 'notices'] as const,
  requests: () => [...adminKeys.all, 'requests'] as const,
  messages: (unreadOnly: boolean) => [...adminKeys.all, 'messages', unreadOnly] as const,
  jobs: () => [...adminKeys.all, 'jobs'] as const,
};

function paged(path: string, offset: number, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...extra, desde: String(offset), n: String(PAGE_SIZE) });
  return `${path}?${query}`;
}

const nextOffset = (page: { sig: number | null }) => page.sig ?? undefined;

/** The admin card: the full card plus file folders (GET /api/info/ficha/{id}/false/true). */
export function adminFichaQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.ficha(id),
    queryFn: async ({ signal }): Promise<FullCard> => {
      const path = pathOf(routes.ficha, { id, full: false, admin: true });
      const film = (await getJson<FullCard[]>(path, { signal }))[0];
      if (!film) throw new ApiError(404, texts.film.notFound);
      return film;
    },
  });
}

/** The audit lines of one film, newest first. */
export function auditQuery(filmId: number) {
  return infiniteQueryOptions({
    queryKey: adminKeys.audit(filmId),
    queryFn: ({ pageParam, signal }) =>
      getJson<AuditPage>(paged(routes.adminAudit, pageParam, { peli: String(filmId) }), {
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export function usersQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.users(search),
    queryFn: ({ pageParam, signal }) =>
      getJson<UsersPage>(paged(routes.adminUsers, pageParam, { q: search }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export function noticesQuery() {
  return queryOptions({
    queryKey: adminKeys.notices(),
    queryFn: ({ signal }) => getJson<AdminNotice[]>(routes.adminNotices, { signal }),
  });
}

export function requestsQuery() {
  return queryOptions({
    queryKey: adminKeys.requests(),
    queryFn: ({ signal }) => getJson<OpenRequest[]>(routes.openRequests, { signal }),
  });
}

export function messagesQuery(unreadOnly: boolean) {
  return infiniteQueryOptions({
    queryKey: adminKeys.messages(unreadOnly),
    queryFn: ({ pageParam, signal }) =>
      getJson<MessagesPage>(
        paged(routes.adminMessages, pageParam, { pendientes: String(unreadOnly) }),
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

/** The current or last job of each kind, asked for again every second while one runs. */
export function jobsQuery() {
  return queryOptions({
    queryKey: adminKeys.jobs(),
    queryFn: ({ signal }) => getJson<JobsAnswer>(routes.adminJobs, { signal }),
    refetchInterval: ({ state: { data } }) => {
      if (JOB_KINDS.some((kind) => data?.[kind]?.estado === 'enMarcha')) return JOB_POLL_MS;
      // The server starts the daily refresh by itself: the screen looks again once it has.
      if (!data?.programada) return false;
      return Math.max(JOB_POLL_MS, data.programada.proxima * 1000 - Date.now() + REFRESH_LOOK_MS);
    },
  });
}

/** A mutation that refetches what it changed once done (also when it failed). */
function useAdminMutation<T, R>(change: (input: T) => Promise<R>, changed: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** What a change to a film touches: its admin card, its audit, its public card, every list. */
const filmChanged = [adminKeys.all, catalogueRoot];

/** The card's inline edit: the spec's `PUT /admin/pel/upficha/{id}` with `nom` or `arg`. */
export function useInlineEdit(filmId: number) {
  return useAdminMutation(
    (change: InlineEditBody) => send('PUT', pathOf(routes.adminInlineEdit, { id: filmId }), change),
    filmChanged,
  );
}

export function useFilmUpdate(filmId: number) {
  return useAdminMutation(
    (body: FilmUpdateBody) => send('PUT', pathOf(routes.adminFilm, { id: filmId }), body),
    filmChanged,
  );
}

export function usePosterUpload(filmId: number) {
  return useAdminMutation(async (file: File) => {
    const response = await send('PUT', pathOf(routes.adminPoster, { id: filmId }), file);
    return (await response.json()) as PosterAnswer;
  }, filmChanged);
}

/** Forgets a field's source (the next NFO scan or TMDB fill may write it). */
export function useClearSource(filmId: number) {
  return useAdminMutation(
    (field: (typeof SOURCED_FIELDS)[number]) =>
      send('DELETE', pathOf(routes.adminFilmSource, { id: filmId, field })),
    filmChanged,
  );
}

export function useFileComment() {
  return useAdminMutation(
    ({ fileId, comen }: { fileId: number; comen: string }) =>
      send('PUT', pathOf(routes.adminFileComment, { id: fileId }), { comen }),
    filmChanged,
  );
}

const usersChanged = [adminKeys.all, catalogueRoot];

export function usePermChange() {
  return useAdminMutation(
    ({ userId, perm, on }: { userId: number; perm: Perm; on: boolean }) =>
      send(on ? 'PUT' : 'DELETE', pathOf(routes.adminUserPerm, { id: userId, perm })),
    usersChanged,
  );
}

export function useEndSessions() {
  return useAdminMutation(
    (userId: number) => send('DELETE', pathOf(routes.adminUserSessions, { id: userId })),
    usersChanged,
  );
}

export function useDeleteUser() {
  return useAdminMutation(
    (userId: number) => send('DELETE', pathOf(routes.adminUser, { id: userId })),
    usersChanged,
  );
}

/** Notices for everyone also show in the admin's own banner: that list is refetched too. */
const noticesChanged = [adminKeys.notices(), communityKeys.notices()];

export function usePostNotice() {
  return useAdminMutation(
    (que: string) => send('POST', routes.adminNotices, { que }),
    noticesChanged,
  );
}

export function useDeleteNotice() {
  return useAdminMutation(
    (id: number) => send('DELETE', pathOf(routes.adminNotice, { id })),
    noticesChanged,
  );
}

export function useAnswerRequest() {
  return useAdminMutation(
    ({ id, ...body }: RequestAnswerBody & { id: number }) =>
      send('PUT', pathOf(routes.adminRequest, { id }), body),
    [adminKeys.requests(), catalogueRoot],
  );
}

export function useMarkRead() {
  return useAdminMutation(
    (id: number) => send('PUT', pathOf(routes.adminMessageRead, { id })),
    [[...adminKeys.all, 'messages']],
  );
}

export type JobRequest =
  | { imdb: ImdbJobBody }
  | { scan: ScanJobBody }
  | { tmdb: TmdbJobBody }
  | { list: ListCode; file: File };

/** Starting a job: the jobs are refetched at once, which starts their polling. */
export function useStartJob() {
  return useAdminMutation(
    (job: JobRequest) =>
      'imdb' in job
        ? send('POST', routes.adminImdbJob, job.imdb)
        : 'scan' in job
          ? send('POST', routes.adminScanJob, job.scan)
          : 'tmdb' in job
            ? send('POST', routes.adminTmdbJob, job.tmdb)
            : // Whatever the browser guessed for the file's type, it goes as the CSV it must be.
              send(
                'POST',
                pathOf(routes.adminListJob, { code: job.list }),
                new Blob([job.file], { type: 'text/csv' }),
              ),
    [adminKeys.jobs(), catalogueRoot],
  );
}

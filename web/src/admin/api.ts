import {
  type FilmUpdateBody,
  type FullCard,
  type ImdbJobBody,
  type InlineEditBody,
  JOB_KINDS,
  type ListCode,
  type Perm,
  type RequestAnswerBody,
  type ScanJobBody,
  type SOURCED_FIELDS,
  type TmdbJobBody,
} from '@cineclub/contract';
import {
  infiniteQueryOptions,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ask } from '../api/call';
import { ApiError } from '../api/client';
import { catalogueRoot, communityKeys } from '../api/query-keys';
import { texts } from '../texts-screens';

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
  overview: () => [...adminKeys.all, 'overview'] as const,
};

/** The paging of an admin list's call: a page from an offset. */
const paged = (offset: number) => ({ desde: offset, n: PAGE_SIZE });

const nextOffset = (page: { sig: number | null }) => page.sig ?? undefined;

/** The admin card: the full card plus file folders (GET /api/info/ficha/{id}/false/true). */
export function adminFichaQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.ficha(id),
    queryFn: async ({ signal }): Promise<FullCard> => {
      const params = { id: String(id), full: 'false', admin: 'true' } as const;
      const film = (await ask('ficha', { params }, signal))[0] as FullCard | undefined;
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
      ask('adminAudit', { query: { peli: String(filmId), ...paged(pageParam) } }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export function usersQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.users(search),
    queryFn: ({ pageParam, signal }) =>
      ask('adminUsers', { query: { q: search, ...paged(pageParam) } }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export function noticesQuery() {
  return queryOptions({
    queryKey: adminKeys.notices(),
    queryFn: ({ signal }) => ask('adminNotices', {}, signal),
  });
}

export function requestsQuery() {
  return queryOptions({
    queryKey: adminKeys.requests(),
    queryFn: ({ signal }) => ask('openRequests', {}, signal),
  });
}

export function messagesQuery(unreadOnly: boolean) {
  return infiniteQueryOptions({
    queryKey: adminKeys.messages(unreadOnly),
    queryFn: ({ pageParam, signal }) =>
      ask(
        'adminMessages',
        { query: { pendientes: unreadOnly ? 'true' : 'false', ...paged(pageParam) } },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

/** The current or last job of each kind, asked for again every second while one runs. */
export function jobsQuery() {
  return queryOptions({
    queryKey: adminKeys.jobs(),
    queryFn: ({ signal }) => ask('adminJobs', {}, signal),
    refetchInterval: ({ state: { data } }) => {
      if (JOB_KINDS.some((kind) => data?.[kind]?.estado === 'enMarcha')) return JOB_POLL_MS;
      // The server starts the daily refresh by itself: the screen looks again once it has.
      if (!data?.programada) return false;
      return Math.max(JOB_POLL_MS, data.programada.proxima * 1000 - Date.now() + REFRESH_LOOK_MS);
    },
  });
}

/** What the admin screen opens on; asked for again every second while a job runs. */
export function overviewQuery() {
  return queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => ask('adminOverview', {}, signal),
    refetchInterval: ({ state: { data } }) =>
      JOB_KINDS.some((kind) => data?.tareas[kind]?.estado === 'enMarcha') ? JOB_POLL_MS : false,
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
    (change: InlineEditBody) =>
      ask('adminInlineEdit', { params: { id: String(filmId) }, body: change }),
    filmChanged,
  );
}

export function useFilmUpdate(filmId: number) {
  return useAdminMutation(
    (body: FilmUpdateBody) => ask('adminFilm', { params: { id: String(filmId) }, body }),
    filmChanged,
  );
}

export function usePosterUpload(filmId: number) {
  return useAdminMutation(
    (file: File) => ask('adminPoster', { params: { id: String(filmId) }, body: file }),
    filmChanged,
  );
}

/** Forgets a field's source (the next NFO scan or TMDB fill may write it). */
export function useClearSource(filmId: number) {
  return useAdminMutation(
    (field: (typeof SOURCED_FIELDS)[number]) =>
      ask('adminClearSource', { params: { id: String(filmId), field } }),
    filmChanged,
  );
}

export function useFileComment() {
  return useAdminMutation(
    ({ fileId, comen }: { fileId: number; comen: string }) =>
      ask('adminFileComment', { params: { id: String(fileId) }, body: { comen } }),
    filmChanged,
  );
}

const usersChanged = [adminKeys.all, catalogueRoot];

export function usePermChange() {
  return useAdminMutation(
    ({ userId, perm, on }: { userId: number; perm: Perm; on: boolean }) =>
      ask(on ? 'adminGrant' : 'adminRevoke', { params: { id: String(userId), perm } }),
    usersChanged,
  );
}

export function useEndSessions() {
  return useAdminMutation(
    (userId: number) => ask('adminEndSessions', { params: { id: String(userId) } }),
    usersChanged,
  );
}

export function useDeleteUser() {
  return useAdminMutation(
    (userId: number) => ask('adminDeleteUser', { params: { id: String(userId) } }),
    usersChanged,
  );
}

/** Notices for everyone also show in the admin's own banner: that list is refetched too. */
const noticesChanged = [adminKeys.notices(), communityKeys.notices()];

export function usePostNotice() {
  return useAdminMutation(
    (que: string) => ask('adminPostNotice', { body: { que } }),
    noticesChanged,
  );
}

export function useDeleteNotice() {
  return useAdminMutation(
    (id: number) => ask('adminDeleteNotice', { params: { id: String(id) } }),
    noticesChanged,
  );
}

export function useAnswerRequest() {
  return useAdminMutation(
    ({ id, ...body }: RequestAnswerBody & { id: number }) =>
      ask('adminAnswerRequest', { params: { id: String(id) }, body }),
    [adminKeys.requests(), catalogueRoot],
  );
}

export function useMarkRead() {
  return useAdminMutation(
    (id: number) => ask('adminMessageRead', { params: { id: String(id) } }),
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
        ? ask('adminImdbJob', { body: job.imdb })
        : 'scan' in job
          ? ask('adminScanJob', { body: job.scan })
          : 'tmdb' in job
            ? ask('adminTmdbJob', { body: job.tmdb })
            : // Whatever the browser guessed for the file's type, it goes as the CSV it must be.
              ask('adminListJob', {
                params: { code: job.list },
                body: new Blob([job.file], { type: 'text/csv' }),
              }),
    [adminKeys.jobs(), catalogueRoot],
  );
}

import type { CommentBody, CommentPage, FilmComment } from '@cineclub/contract';
import { queryOptions } from '@tanstack/react-query';
import { ask } from '../api/call';
import { catalogueRoot, communityKeys } from '../api/query-keys';
import { marksLookup } from '../lib/marks';

export type CommentInput = CommentBody;

export function noticesQuery() {
  return queryOptions({
    queryKey: communityKeys.notices(),
    queryFn: ({ signal }) => ask('notices', {}, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The signed-in user's marks over the whole catalogue, for the tiles' badges. They change only
 * through the user's own actions, which invalidate them (useFilmChange), so they are not
 * refetched meanwhile. Keyed by the user, so nobody sees the previous user's marks.
 */
export function marksQuery(user: string) {
  return queryOptions({
    queryKey: communityKeys.marks(user),
    queryFn: ({ signal }) => ask('marks', {}, signal),
    select: marksLookup,
    staleTime: 30 * 60_000,
  });
}

export async function dismissNotice(id: number): Promise<void> {
  await ask('dismissNotice', { params: { id: String(id) } });
}

export async function sendContact(text: string): Promise<void> {
  await ask('contact', { body: { text } });
}

export async function setWanted(filmId: number, wanted: boolean): Promise<void> {
  await ask('want', { params: { id: String(filmId), si: wanted ? 'si' : 'no' } });
}

export async function requestFilm(filmId: number): Promise<void> {
  await ask('request', { params: { id: String(filmId) } });
}

export function saveComment(filmId: number, comment: CommentInput): Promise<FilmComment> {
  return ask('comment', { params: { id: String(filmId) }, body: comment });
}

export async function deleteComment(filmId: number, comment: FilmComment): Promise<void> {
  await ask('deleteComment', { params: { id: String(filmId) }, body: comment });
}

/** Comments asked for at a time beyond those the card carries. */
const OLDER_PAGE = 20;

/** Others' comments on a film, newest first, from offset `desde` (what the card left out). */
export function olderComments(filmId: number, desde: number): Promise<CommentPage> {
  return ask('comments', { params: { id: String(filmId) }, query: { desde, n: OLDER_PAGE } });
}

/**
 * The members who have seen, want or rated a film (its card's club area). Keyed under the
 * catalogue's root, so a change to the film (the user's own score) refreshes it with the card.
 */
export function filmClubQuery(filmId: number) {
  return queryOptions({
    queryKey: [...catalogueRoot, 'club', filmId],
    queryFn: ({ signal }) => ask('filmClub', { params: { id: String(filmId) } }, signal),
    staleTime: 60_000,
  });
}

/** One member's scores and comments on a film: what their avatar opens. */
export function memberOnFilmQuery(filmId: number, socio: number) {
  return queryOptions({
    queryKey: [...catalogueRoot, 'club', filmId, socio],
    queryFn: ({ signal }) =>
      ask('memberOnFilm', { params: { id: String(filmId), socio: String(socio) } }, signal),
    staleTime: 60_000,
  });
}

import type { CallAnswer, FilmNight } from '@cineclub/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ask } from '../api/call';

export const sessionKeys = {
  all: ['sesiones'] as const,
  list: () => [...sessionKeys.all, 'lista'] as const,
  night: (id: number) => [...sessionKeys.all, 'sesion', id] as const,
  feed: () => [...sessionKeys.all, 'calendario'] as const,
  suggestions: () => [...sessionKeys.all, 'sugerencias'] as const,
  search: (text: string) => [...sessionKeys.all, 'buscar', text] as const,
};

export const nightsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: ({ signal }) => ask('filmNights', {}, signal),
  });

export const nightQuery = (id: number) =>
  queryOptions({
    queryKey: sessionKeys.night(id),
    queryFn: ({ signal }) => ask('filmNight', { params: { id: String(id) } }, signal),
  });

export const feedQuery = () =>
  queryOptions({
    queryKey: sessionKeys.feed(),
    queryFn: ({ signal }) => ask('calendarFeed', {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const suggestionsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.suggestions(),
    queryFn: ({ signal }) => ask('filmNightSuggestions', {}, signal),
  });

export const searchQuery = (text: string) =>
  queryOptions({
    queryKey: sessionKeys.search(text),
    queryFn: ({ signal }) => ask('filmNightSearch', { query: { q: text } }, signal),
    enabled: text.trim().length >= 2,
    staleTime: 60_000,
  });

/** A write's answer is the night as it now is: put it in place, and the list is stale. */
export function storeNight(queryClient: QueryClient, night: FilmNight) {
  queryClient.setQueryData(sessionKeys.night(night.id), night);
  void queryClient.invalidateQueries({ queryKey: sessionKeys.list() });
}

export type NightList = CallAnswer<'filmNights'>;

/** The address of a night's .ics. */
export const icsPath = (id: number) => `/api/sesiones/${id}.ics`;

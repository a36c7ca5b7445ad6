import { callPath, type MemberList, type PrivacyChoices } from '@cineclub/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ask } from '../api/call';

/** The members' queries: a member's own privacy choices, a member's page and its lists. */
export const memberKeys = {
  all: ['members'] as const,
  privacy: () => [...memberKeys.all, 'privacy'] as const,
  member: (id: number) => [...memberKeys.all, 'member', id] as const,
  list: (id: number, list: MemberList) => [...memberKeys.all, 'member', id, list] as const,
};

export function privacyQuery() {
  return queryOptions({
    queryKey: memberKeys.privacy(),
    queryFn: ({ signal }) => ask('privacy', {}, signal),
  });
}

export function setPrivacy(choices: PrivacyChoices) {
  return ask('setPrivacy', { body: choices });
}

/** The export's address: the browser downloads it (a link), the server names the file. */
export const EXPORT_PATH = callPath('exportHistory', {});

export function memberQuery(id: number) {
  return queryOptions({
    queryKey: memberKeys.member(id),
    queryFn: ({ signal }) => ask('member', { params: { id: String(id) } }, signal),
  });
}

/** A member's list, 40 films a page. */
export function memberListQuery(id: number, list: MemberList) {
  return infiniteQueryOptions({
    queryKey: memberKeys.list(id, list),
    queryFn: ({ signal, pageParam }) =>
      ask(
        'memberFilms',
        { params: { id: String(id), lista: list }, query: { desde: pageParam } },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.sig ?? undefined,
  });
}

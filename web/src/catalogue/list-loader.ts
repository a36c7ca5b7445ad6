import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { sessionQuery } from '../lib/session';
import { texts } from '../texts';
import { listOptionsOf, listQuery, suggestQuery } from './api';
import {
  defaultYearsPath,
  type ListScreenKind,
  type ListTarget,
  listTargetOf,
  peopleRedirectOf,
} from './list-routes';
import { listsCanDownloadNow } from './permissions';
import { settingsStore } from './use-settings';

/** A list target, or the error of a bad year range (the route's error screen shows it). */
export function checked(target: ListTarget): ListTarget {
  if (target.kind !== 'invalid') return target;
  throw new Error(texts.lists.years.bad);
}

/**
 * The loader of the busq list screens (list-screen.tsx), in the main bundle rather than in the
 * screen's chunk: React Router runs a route's own loader while its `lazy` part downloads, so a
 * search's call starts at once instead of after the chunk (one round trip less on a phone).
 */
export function listLoader(queryClient: QueryClient, kind: ListScreenKind) {
  return async ({ params }: LoaderFunctionArgs) => {
    const settings = settingsStore.get();
    // 'Pelis por ver' is the user's own: a visitor gets the screen's sign-in prompt, not a 401.
    if (kind === 'recor' && !(await queryClient.ensureQueryData(sessionQuery()))) return null;
    const signedIn = Boolean(queryClient.getQueryData(sessionQuery().queryKey));
    const target = checked(listTargetOf(kind, params, settings.lista, signedIn));
    // A year-range list with no year at all opens on its whole range; with one it asks.
    if (target.kind === 'needYears' && !target.from && !target.to) {
      return replace(defaultYearsPath(kind, new Date().getFullYear()));
    }
    if (target.kind !== 'list') return null;
    // A search's people (the 'Personas' strip, or '¿Quisiste decir…?' after the redirect below)
    // are asked for beside its films, never waited for: the films come first.
    const { text } = target.request;
    if (kind === 'all' && text) void queryClient.prefetchQuery(suggestQuery(text));
    const data = await queryClient.ensureInfiniteQueryData(
      listQuery(target.request, listOptionsOf(settings, listsCanDownloadNow(queryClient))),
    );
    // A search that finds no film, not even among those the filter hid, looks for people of
    // that name instead (SPEC §2).
    const first = data.pages[0];
    const people = peopleRedirectOf(kind, params, (first?.total ?? 0) + (first?.ocultas ?? 0));
    // Replacing the search's history entry keeps Back from landing on it and bouncing here again.
    return people ? replace(people) : null;
  };
}

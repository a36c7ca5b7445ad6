import {
  callPath,
  type FilmPage,
  fichaCall,
  LIST_PAGE_SIZE,
  type ListOptions,
  NEWS_WEEKS,
  newsCall,
  posterPath,
  routes,
  searchCall,
  searchFields,
} from '@cineclub/contract';
import type { CatalogueService } from './catalogue/service.js';
import { type FirstScreenHints, noHints, type PageHints } from './web/page-hints.js';

/**
 * The calls and first poster of a page's first screen (page-hints.ts), as the web app will ask
 * for them with its default settings: every genre, compact tiles, and 'Sólo descargables' on
 * for a bajed2 user (SPEC §9), the list the server would answer that user. A user who changed
 * those settings asks for other addresses, and the hints go unused. Only addresses go into the
 * page, never data: each is fetched with the visitor's own cookie. At the app level: it joins
 * the catalogue (the data) and the web area (the page).
 */
export function createFirstScreenHints(catalogue: CatalogueService): FirstScreenHints {
  const screenHints = firstScreenCalls(catalogue);
  return async (screen, user) => {
    const hints = await screenHints(screen, user);
    if (hints === noHints) return hints;
    return { ...hints, calls: [...hints.calls, ...appCalls(user, screen.kind !== 'film')] };
  };
}

/**
 * The calls the app's frame makes on every first load whoever the visitor is: the session (the
 * header's account), the notices (above the header, so they must be in before the first paint)
 * and, signed out, the sign-in options, which the app only asks for once the session has
 * answered: without the hint they were a chain of two round trips after the JavaScript had run.
 * Signed in, a list's tiles show the user's marks, asked for after the session too.
 */
function appCalls(user: Parameters<FirstScreenHints>[1], tiles: boolean): string[] {
  const account = user ? (tiles ? [routes.marks] : []) : [routes.signInOptions];
  return [routes.session, routes.notices, ...account];
}

function firstScreenCalls(catalogue: CatalogueService): FirstScreenHints {
  return async (screen, user) => {
    const onlyDownloadable = user?.perms.includes('bajed2') ?? false;
    const options: ListOptions = { onlyDownloadable, fullCards: false, genre: 'TG' };
    const page = {
      user,
      onlyDownloadable,
      fullCards: false,
      offset: 0,
      limit: LIST_PAGE_SIZE,
      genre: 'TG',
    };
    switch (screen.kind) {
      case 'news': {
        const answer = await catalogue.news({ ...page, weeks: NEWS_WEEKS });
        return listHints(callPath('news', newsCall(options)), answer);
      }
      case 'search': {
        const request = { list: 'all', years: '0', text: screen.text } as const;
        const answer = await catalogue.search({
          ...page,
          ...request,
          fields: [...searchFields],
          years: { from: null, to: null },
        });
        return listHints(callPath('search', searchCall(request, options)), answer);
      }
      case 'film': {
        const film = await catalogue.posterInfo(screen.id);
        if (!film) return noHints;
        // The card names its genres (film-facts.tsx) from the genre call.
        return {
          calls: [callPath('ficha', fichaCall(film.id)), routes.genres],
          images: [posterPath(film.id, film.poster)],
        };
      }
    }
  };
}

/** A list's first page: the call's address (every genre, the first offset) and first poster. */
function listHints(call: string, answer: FilmPage): PageHints {
  const first = answer.pelis[0];
  return {
    calls: [call],
    images: first ? [posterPath(first.id, first.poster)] : [],
  };
}

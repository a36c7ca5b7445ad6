import { curatedList, curatedLists, type ListCode } from '@cineclub/contract';
import { CLUB_BEST_PATH } from '../lib/film-path';
import { texts } from '../texts';
import type { ListRequest } from './api';
import { type ListChoice, searchListOf } from './settings';

/** The list screens of SPEC §2 that the busq call serves: the curated lists and these. */
export type ListScreenKind = ListCode | 'recor' | 'club' | 'popu' | 'all';

export { CLUB_BEST_PATH } from '../lib/film-path';

/** The router's paths of the curated lists' screens (a yearly list's takes a year range). */
export const curatedListRoutes = curatedLists.map((list) => ({
  code: list.code,
  path: list.kind === 'yearly' ? `${list.code}/:ai?/:af?` : list.code,
}));

/** Where a film's list chip leads: its ranked list, or the yearly list of the film's year. */
export function listLinkOf(code: ListCode, year: number | null): string | null {
  if (curatedList(code)?.kind !== 'yearly') return `/${code}`;
  return year ? `/${code}/${year}/${year}` : null;
}

/** The year the popular films open from; their screen lets the user change it. */
const POPULAR_FROM = 2000;

/**
 * The range a year-range list opens on, up to `year`: the popular films from POPULAR_FROM, a
 * yearly curated list from its first year (all of it). Both the lists menu and a bare /popu or
 * /oscars lead there, rather than to an empty form.
 */
export function defaultYearsPath(list: string, year: number): string {
  const yearly = curatedList(list);
  const from = yearly?.kind === 'yearly' ? yearly.firstYear : POPULAR_FROM;
  return `/${list}/${from}/${year}`;
}

/**
 * The lists menu's links to the catalogue's lists, as [path, label]: the club's best, the
 * ranked lists, the popular films and the yearly lists, from their first year to `year`, then
 * every film.
 */
export function catalogueListLinks(year: number): [path: string, label: string][] {
  const ranked = curatedLists.flatMap((list): [string, string][] =>
    list.kind === 'ranked' ? [[`/${list.code}`, texts.curatedLists[list.code].title]] : [],
  );
  const yearly = curatedLists.flatMap((list): [string, string][] =>
    list.kind === 'yearly'
      ? [[defaultYearsPath(list.code, year), texts.curatedLists[list.code].name]]
      : [],
  );
  return [
    [CLUB_BEST_PATH, texts.lists.title.club],
    ...ranked,
    [defaultYearsPath('popu', year), texts.lists.popu],
    ...yearly,
    ['/all', texts.lists.title.all],
  ];
}

/** What a list route's params ask for. */
export type ListTarget =
  | { kind: 'list'; request: ListRequest }
  /** A year-range route without both years (SPEC §5): no call, the screen asks for them. */
  | { kind: 'needYears'; from: string; to: string }
  | { kind: 'invalid'; reason: 'years' };

export type RouteParams = Record<string, string | undefined>;

const YEAR = /^\d{4}$/;

/** The year-range segment of the busq call ('AAAA-AAAA'), or why there is none. */
export function yearRangeOf(params: RouteParams): ListTarget | string {
  const from = params.ai?.trim() ?? '';
  const to = params.af?.trim() ?? '';
  if (!from || !to) return { kind: 'needYears', from, to };
  if (!YEAR.test(from) || !YEAR.test(to) || Number(from) > Number(to)) {
    return { kind: 'invalid', reason: 'years' };
  }
  return `${from}-${to}`;
}

/** A person's IMDb id from the route: '229' or IMDb's own 'nm0000229'. */
export function personIdOf(per: string | undefined): number | null {
  const match = /^(?:nm)?(\d{1,9})$/.exec(per?.trim() ?? '');
  const id = match?.[1] ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/**
 * The busq request of a list route. `/all/:bus?` searches in the list of the 'lista' setting
 * (SPEC §3: the default list for the search), everything by default; an empty or blank text
 * lists the whole list.
 */
export function listTargetOf(
  kind: ListScreenKind,
  params: RouteParams,
  lista: ListChoice,
  signedIn: boolean,
): ListTarget {
  switch (kind) {
    case 'popu':
      return yearListTarget(kind, params);
    case 'all':
      return {
        kind: 'list',
        request: {
          list: searchListOf(lista, signedIn),
          years: '0',
          text: params.bus?.trim() ?? '',
        },
      };
    default:
      // 'recor', 'club' and the curated lists; a yearly one asks for years as 'popu' does.
      return curatedList(kind)?.kind === 'yearly'
        ? yearListTarget(kind, params)
        : { kind: 'list', request: { list: kind, years: '0', text: '' } };
  }
}

function yearListTarget(list: ListRequest['list'], params: RouteParams): ListTarget {
  const years = yearRangeOf(params);
  if (typeof years !== 'string') return years;
  return { kind: 'list', request: { list, years, text: '' } };
}

/** `/all/{bus}` with no film goes to the people matching the text (SPEC §2). */
export function peopleRedirectOf(
  kind: ListScreenKind,
  params: RouteParams,
  total: number,
): string | null {
  const text = params.bus?.trim();
  if (kind !== 'all' || !text || total > 0) return null;
  return `/pers/${encodeURIComponent(text)}`;
}

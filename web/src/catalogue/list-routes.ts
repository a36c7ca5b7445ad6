import type { ListRequest } from './api';
import { type ListChoice, searchListOf } from './settings';

/** The list screens of SPEC §2 that the busq call serves. */
export type ListScreenKind = '1000p' | 'i250' | 'crit' | 'recor' | 'popu' | 'oscars' | 'all';

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
    case '1000p':
    case 'i250':
    case 'crit':
    case 'recor':
      return { kind: 'list', request: { list: kind, years: '0', text: '' } };
    case 'popu':
    case 'oscars': {
      const years = yearRangeOf(params);
      if (typeof years !== 'string') return years;
      return { kind: 'list', request: { list: kind, years, text: '' } };
    }
    case 'all':
      return {
        kind: 'list',
        request: {
          list: searchListOf(lista, signedIn),
          years: '0',
          text: params.bus?.trim() ?? '',
        },
      };
  }
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

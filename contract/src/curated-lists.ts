/**
 * The registry of curated lists: films with a position in each, loaded from a CSV by the
 * catalogue tools or set on the admin's film form. Server and web derive from it all they do
 * per list (`rules.ts` has the derived codes and lookups); each list's Spanish names are in the
 * web's `texts.ts` under `curatedLists`, by code, which the compiler requires for every entry.
 * Adding a curated list is one entry here plus its texts. The order is the one menus, forms and
 * the catalogue tools show them in. No schema library here: the web bundle imports it.
 *
 * `kind`:
 * - `ranked`: ordered by position, a rank ('nº 12'); its screen is `/{code}`, the search can
 *   look in it (the 'lista' setting), and a film's card links to it.
 * - `yearly`: an award, ordered by year and asked for a year range (`/{code}/AAAA/AAAA`; the
 *   busq call refuses it without both years); a position is the award's edition ('64.ª
 *   edición'), and a film's card links to the list of the film's year. The lists menu opens it
 *   from `firstYear` to this year.
 */
export const curatedLists = [
  { code: '1000p', kind: 'ranked' },
  { code: 'i250', kind: 'ranked' },
  { code: 'crit', kind: 'ranked' },
  { code: 'oscars', kind: 'yearly', firstYear: 1927 },
] as const satisfies readonly CuratedList[];

export type CuratedList =
  | { code: string; kind: 'ranked' }
  | { code: string; kind: 'yearly'; firstYear: number };

/** How the film card writes numbers, codes and links, in Spanish conventions. */

/** IMDb ids are shown padded to 7 digits (SPEC §3); longer ids stay as they are. */
export function padImdb(id: number): string {
  return String(id).padStart(7, '0');
}

export function imdbTitleCode(id: number): string {
  return `tt${padImdb(id)}`;
}

export function imdbTitleUrl(id: number): string {
  return `https://www.imdb.com/title/${imdbTitleCode(id)}/`;
}

export function imdbPersonUrl(id: number): string {
  return `https://www.imdb.com/name/nm${padImdb(id)}/`;
}

/** The page of one person's films: /pelper/{imdbId}/{name}. */
export function personPath(person: { imdb: number; nom: string }): string {
  return `/pelper/${person.imdb}/${encodeURIComponent(person.nom)}`;
}

/**
 * An Intl formatter made on first use. The first one a page makes costs 15-20 ms of main
 * thread (Chromium loads the locale's data), 4x that on Lighthouse's phone: made when the
 * module loads, it delayed the first paint of every screen, most of which format no number.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const decimal = lazy(
  () => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
// es-ES leaves four-digit numbers ungrouped by default ('4500'); 'always' groups them too.
const whole = lazy(() => new Intl.NumberFormat('es-ES', { useGrouping: 'always' }));

export function formatRating(rate: number): string {
  return decimal().format(rate);
}

/**
 * A count grouped as es-ES writes it with `useGrouping: 'always'` ('4.500', '2.100.000'). Whole
 * numbers by hand: every list's count line shows one on the first paint, where Intl's first use
 * costs most. Others (a job's rate) through Intl.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return whole().format(count);
  const grouped = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, '.');
  return count < 0 ? `-${grouped}` : grouped;
}

/**
 * A date as es-ES writes it short ('5/1/26', as Intl's `dateStyle: 'short'`), by hand: the
 * notices above every screen show it on the first paint, where Intl's first use costs most.
 */
export function formatShortDate(date: Date): string {
  const year = String(date.getFullYear() % 100).padStart(2, '0');
  return `${date.getDate()}/${date.getMonth() + 1}/${year}`;
}

/** A time left, in whole seconds: '40 s', '2 min 05 s', '1 h 05 min'. */
export function formatSeconds(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (total < 60) return `${total} s`;
  if (total < 3600) return `${Math.floor(total / 60)} min ${pad(total % 60)} s`;
  return `${Math.floor(total / 3600)} h ${pad(Math.floor((total % 3600) / 60))} min`;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** File sizes in binary steps with one decimal: '1,4 GB'. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(value) : decimal().format(value);
  return `${text} ${UNITS[unit]}`;
}

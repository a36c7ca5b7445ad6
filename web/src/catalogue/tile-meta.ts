import type { CompactCard } from '@cineclub/contract';
import { hasDrawnPoster } from './lazy-poster';

/**
 * Whether a tile keeps the line under its poster (year, list position, the club's score, the
 * user's badges). A drawn poster shows the year itself, and a visitor has no badges: under a
 * drawn poster, outside a curated list and without a club score, a visitor's tile has nothing
 * to show there, and the line goes (left to screen
 * readers) so that rows of such tiles sit one gap apart. Signed in, the line stays on every
 * tile, so that marking a film never changes the grid's rows.
 */
export function tileMetaShown(film: CompactCard, showPoster: boolean, signedIn: boolean): boolean {
  return (
    signedIn ||
    !showPoster ||
    !hasDrawnPoster(film) ||
    film.idx !== undefined ||
    film.club !== undefined
  );
}

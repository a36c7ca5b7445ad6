import type { FullCard } from '@cineclub/contract';
import { adminCardSlots } from '../admin/card-slots';
import { FilmCard } from '../catalogue/film-card';

/** The card of /admo's film section: the catalogue's card with file folders and admin edits. */
export function adminFilmCard(film: FullCard) {
  return <FilmCard film={film} showPoster={false} adminPath admin={adminCardSlots(film)} />;
}

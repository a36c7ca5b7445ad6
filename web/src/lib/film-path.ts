/** The film page's path: id plus a readable slug of the title (the spec's `txt`). */
export function filmPath(film: { id: number; nom: string }): string {
  return `/peli/${film.id}/${slugOf(film.nom)}`;
}

export function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'peli';
}

/** Where 'Lo mejor del club' lives (the busq list `club`); the club's screens link to it. */
export const CLUB_BEST_PATH = '/mejores';

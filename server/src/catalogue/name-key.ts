/**
 * A person's name as two sources are compared: lower case, no accents, punctuation as spaces
 * ('J.K. Simmons' is 'J. K. Simmons'), single spaces. Used only
 * among one film's people (its credits against the cast an NFO or TMDB gives), never to match
 * a name across the catalogue.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

import type { FullCard } from '@cineclub/contract';
import { texts } from '../texts';

/**
 * A title reduced to what a reader tells apart: no case, accents, spaces or punctuation
 * ('Amores Perros' and 'Amores perros', 'Once Upon a Time... in Hollywood' and 'Once Upon a
 * Time in Hollywood' are one title written two ways).
 */
function titleKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('es')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The card's lines under its title: the original title and the English one, each only when
 * it is not a title already shown (written the same but for case, accents or punctuation).
 */
export function otherTitlesOf(film: Pick<FullCard, 'nom' | 'nomo' | 'nomen'>): string[] {
  const shown = new Set([titleKey(film.nom)]);
  const lines: string[] = [];
  for (const [label, title] of [
    [texts.film.original, film.nomo],
    [texts.film.english, film.nomen],
  ] as const) {
    if (!title || shown.has(titleKey(title))) continue;
    shown.add(titleKey(title));
    lines.push(`${label}: ${title}`);
  }
  return lines;
}

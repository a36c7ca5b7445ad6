import { useMatch } from 'react-router';
import { texts } from '../texts';

/**
 * How a film's place in a list reads: 'nº 12' in a ranked list, '64.ª edición' in the Oscars'
 * (their position is the ceremony's edition), the same words the card's list chips use.
 */
export function positionLabel(list: string, position: number): string {
  return list === 'oscars' ? texts.film.oscarEdition(position) : texts.lists.position(position);
}

/** The position label of the list screen being shown. */
export function usePositionLabel(): (position: number) => string {
  const list = useMatch('/oscars/*') ? 'oscars' : 'other';
  return (position) => positionLabel(list, position);
}

import { curatedList } from '@cineclub/contract';
import { useMatch } from 'react-router';
import { texts } from '../texts';

/**
 * How a film's place in a list reads: 'nº 12' in a ranked list, '64.ª edición' in a yearly one
 * such as the Oscars' (its position is the ceremony's edition), the same words the card's list
 * chips use.
 */
export function positionLabel(list: string, position: number): string {
  return curatedList(list)?.kind === 'yearly'
    ? texts.lists.edition(position)
    : texts.lists.position(position);
}

/** The position label of the list screen being shown (its path's first segment). */
export function usePositionLabel(): (position: number) => string {
  const list = useMatch('/:list/*')?.params.list ?? '';
  return (position) => positionLabel(list, position);
}

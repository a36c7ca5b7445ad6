import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogue/api';
import { communityKeys } from './api';

/**
 * A change to one film's per-user state (want flag, request, comments): the film's card, every
 * list showing it and the user's marks (the tiles' badges) are refetched once it is done.
 */
export function useFilmChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        queryClient.invalidateQueries({ queryKey: communityKeys.marks() }),
      ]),
  });
}

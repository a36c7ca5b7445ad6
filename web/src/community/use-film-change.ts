import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueRoot, communityKeys } from '../api/query-keys';

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
        queryClient.invalidateQueries({ queryKey: catalogueRoot }),
        queryClient.invalidateQueries({ queryKey: communityKeys.marks() }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogue/api';

/**
 * A change to one film's per-user state (want flag, request, comments): the film's card and
 * every list showing it are refetched once it is done.
 */
export function useFilmChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

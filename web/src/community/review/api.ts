import { queryOptions } from '@tanstack/react-query';
import { ask } from '../../api/call';

/** A year in review: the member's (`socio`, or the signed-in one's) and the club's. */
export const reviewQuery = (anio: string, socio?: string) =>
  queryOptions({
    queryKey: ['resumen', anio, socio ?? ''],
    queryFn: ({ signal }) => ask('review', { params: { anio }, query: { socio } }, signal),
    staleTime: 60_000,
  });

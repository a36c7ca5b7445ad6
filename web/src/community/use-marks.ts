import { useQuery } from '@tanstack/react-query';
import { useSession } from '../account/session';
import { marksQuery } from './api';
import type { MarksLookup } from './marks';

/** The signed-in user's marks by film; undefined signed out or until they arrive. */
export function useMarks(): MarksLookup | undefined {
  const email = useSession().user?.email ?? '';
  return useQuery({ ...marksQuery(email), enabled: email !== '' }).data;
}

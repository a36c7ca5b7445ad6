import { useQuery } from '@tanstack/react-query';
import type { MarksLookup } from '../lib/marks';
import { useSession } from '../lib/session';
import { marksQuery } from './api';

/** The signed-in user's marks by film; undefined signed out or until they arrive. */
export function useMarks(): MarksLookup | undefined {
  const email = useSession().user?.email ?? '';
  return useQuery({ ...marksQuery(email), enabled: email !== '' }).data;
}

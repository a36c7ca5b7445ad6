import type { FullCard } from '@cineclub/contract';
import { lazy, type ReactNode, Suspense } from 'react';

// The admin extras are a chunk of their own, loaded only when an admin sees a card.
const AdminCardTitle = lazy(async () => ({
  default: (await import('./card-edits')).AdminCardTitle,
}));
const AdminCardSynopsis = lazy(async () => ({
  default: (await import('./card-edits')).AdminCardSynopsis,
}));

/**
 * What the film card gets from the admin area (film-card.tsx AdminCardSlots): the inline edits
 * of title and synopsis, the edit-film icon and 'Amulear', each showing the card's own title or
 * synopsis until its chunk arrives. For admins only (SPEC §6): the caller decides.
 */
export function adminCardSlots(film: FullCard) {
  return {
    title: (heading: ReactNode, adminPath: boolean) => (
      <Suspense fallback={heading}>
        <AdminCardTitle film={film} adminPath={adminPath}>
          {heading}
        </AdminCardTitle>
      </Suspense>
    ),
    synopsis: (synopsis: ReactNode) => (
      <Suspense fallback={synopsis}>
        <AdminCardSynopsis film={film}>{synopsis}</AdminCardSynopsis>
      </Suspense>
    ),
  };
}

import type { FullCard } from '@cineclub/contract';
import { createContext, use } from 'react';
import type { MarksLookup } from '../lib/marks';
import type { DownloadSlots } from './file-listing';
import type { AdminCardSlots } from './film-card';

/**
 * What other areas add to the catalogue's lists, deep inside them (a virtualized list's tiles
 * and full cards): the catalogue declares the slots, app/ fills them in
 * (app/catalogue-extensions.tsx), so the catalogue imports no other feature.
 */
export interface CatalogueExtensions {
  /** The signed-in user's marks by film, for the tiles' badges (a hook: lists call it). */
  useMarks: () => MarksLookup | undefined;
  /** A full card's download buttons; shown to bajed2 users only. */
  downloads?: (film: FullCard) => DownloadSlots;
  /** A full card's admin extras; shown to admins only. */
  admin?: (film: FullCard) => AdminCardSlots;
}

/** Without a provider (a component test), lists show the catalogue alone. */
const alone: CatalogueExtensions = { useMarks: () => undefined };

export const CatalogueExtensionsContext = createContext<CatalogueExtensions>(alone);

export function useCatalogueExtensions(): CatalogueExtensions {
  return use(CatalogueExtensionsContext);
}

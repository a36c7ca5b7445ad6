import type { CuratedList } from '../src/curated-lists';

/**
 * Two curated lists that are not in the registry, a ranked one and a yearly one. The server's
 * and the web's tests add them to it (a `vi.mock` of `contract/src/curated-lists.ts`) to show
 * that an entry there, plus its texts on the web, is all a new list needs.
 */
export const addedLists = [
  { code: 'bfi', kind: 'ranked' },
  { code: 'palma', kind: 'yearly', firstYear: 1946 },
] as const satisfies readonly CuratedList[];

/** The registry module with the added lists at the end of the registry. */
export function withAddedLists<M extends { curatedLists: readonly CuratedList[] }>(actual: M): M {
  return { ...actual, curatedLists: [...actual.curatedLists, ...addedLists] };
}

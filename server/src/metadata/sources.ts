/**
 * Who wins a field of a card (issue 30, point 4). Each field records where its value came from;
 * a fill asks `mayWrite` before writing one.
 *
 * - The owner's edit always wins and is never overwritten by a fill.
 * - An NFO (curated by the owner, next to the film) wins over TMDB and IMDb.
 * - TMDB fills only what is empty, unless the owner asks to refresh one film; even then it
 *   never replaces the owner's or an NFO's value.
 * - IMDb's import (the base of every card) writes what nobody stronger wrote.
 *
 * A field with no recorded source was written before sources were recorded: by IMDb's import
 * or, for the demo, by hand. It ranks as IMDb, and a synopsis there is kept by TMDB's
 * fill-only-empty rule.
 */

export const SOURCES = ['owner', 'nfo', 'tmdb', 'imdb'] as const;
export type Source = (typeof SOURCES)[number];

/** The fields whose source is recorded (the contract's list: the admin card names them). */
export { SOURCED_FIELDS } from '@cineclub/contract';

import type { SOURCED_FIELDS } from '@cineclub/contract';

export type SourcedField = (typeof SOURCED_FIELDS)[number];

const RANK: Record<Source, number> = { owner: 3, nfo: 2, tmdb: 1, imdb: 0 };

export interface FieldState {
  /** The recorded source; undefined when none was recorded. */
  source: Source | undefined;
  /** Whether the field has no value now (an empty synopsis, no poster, no credits…). */
  empty: boolean;
}

export interface WriteOptions {
  /** The owner asked to refresh this film from TMDB: its older TMDB and IMDb values go. */
  refresh?: boolean;
}

export function mayWrite(
  current: FieldState,
  incoming: Source,
  options: WriteOptions = {},
): boolean {
  if (incoming === 'owner') return true;
  const held = RANK[current.source ?? 'imdb'];
  if (held > RANK[incoming]) return false;
  if (incoming !== 'tmdb') return true;
  // TMDB against TMDB, IMDb or an unrecorded value: only what is empty, or on a refresh.
  return current.empty || Boolean(options.refresh);
}

export function isSource(value: string): value is Source {
  return (SOURCES as readonly string[]).includes(value);
}

import { COMMENT_MAX_CHARS, HISTORY_TITLE_MAX, type HistoryEntry } from '@cineclub/contract';
import { normalizeTitle } from '../import/title-match.js';
import type { HistoryRow } from './rows.js';

/** Where a row's film is told apart: its IMDb id, else its folded title and year. */
export function entryKey(row: Pick<HistoryRow, 'imdb' | 'titulo' | 'anio'>): string {
  return row.imdb !== null ? `tt${row.imdb}` : `${normalizeTitle(row.titulo)}|${row.anio ?? ''}`;
}

/**
 * One entry per film from the rows of every file: an export names a film in several of them
 * (Letterboxd's watched, ratings, diary and reviews), and a member rewatches. The entry keeps
 * the newest score, the seen mark and the watchlist if any row has them, and the reviews
 * oldest first in one comment (cut at the comment's limit). Its date is the newest row's.
 * `keyOf` says which rows are one film (by default, what the rows say of it).
 */
export function mergeRows(
  rows: readonly HistoryRow[],
  keyOf: (row: HistoryRow) => string = entryKey,
): HistoryEntry[] {
  const byKey = new Map<string, { entry: HistoryEntry; scoredAt: number; reviews: HistoryRow[] }>();
  for (const row of rows) {
    const key = keyOf(row);
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, {
        entry: { ...row, titulo: row.titulo.slice(0, HISTORY_TITLE_MAX), comen: '' },
        scoredAt: row.voto >= 0 ? row.fecha : -1,
        reviews: row.comen ? [row] : [],
      });
      continue;
    }
    const { entry } = seen;
    if (row.voto >= 0 && row.fecha >= seen.scoredAt) {
      entry.voto = row.voto;
      seen.scoredAt = row.fecha;
    }
    entry.vista ||= row.vista;
    entry.quiero ||= row.quiero;
    entry.fecha = Math.max(entry.fecha, row.fecha);
    entry.titulo ||= row.titulo;
    entry.anio ??= row.anio;
    if (row.comen && !seen.reviews.some((review) => review.comen === row.comen)) {
      seen.reviews.push(row);
    }
  }
  return [...byKey.values()].map(({ entry, reviews }) => ({
    ...entry,
    comen: reviews
      .sort((a, b) => a.fecha - b.fecha)
      .map((review) => review.comen)
      .join('\n\n')
      .slice(0, COMMENT_MAX_CHARS),
  }));
}

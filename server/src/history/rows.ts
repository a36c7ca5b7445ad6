import type { HistorySource } from '@cineclub/contract';

/** What one row of an export says of one film. */
export interface HistoryRow {
  fuente: HistorySource;
  titulo: string;
  anio: number | null;
  imdb: number | null;
  /** 1-10, or -1 when the row gives no score. */
  voto: number;
  vista: boolean;
  quiero: boolean;
  comen: string;
  /** Seconds; 0 when the row gives no date. */
  fecha: number;
}

/** What the files of an upload hold: their rows, and the rows that could not be read. */
export interface ParsedHistory {
  fuente: HistorySource | null;
  rows: HistoryRow[];
  erroneas: { fichero: string; linea: number }[];
  /** Rows of series, episodes, seasons: not films. */
  otras: number;
}

export const emptyRow = (fuente: HistorySource): HistoryRow => ({
  fuente,
  titulo: '',
  anio: null,
  imdb: null,
  voto: -1,
  vista: false,
  quiero: false,
  comen: '',
  fecha: 0,
});

/** Seconds of a date as exports write it (2024-01-31, or ISO with a time); 0 when unreadable. */
export function secondsOf(text: string | undefined): number {
  if (!text) return 0;
  const ms = Date.parse(text.trim());
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
}

/** A year as a film's (1870-2200), or null when the text is none. */
export function yearOf(text: string | number | undefined | null): number | null {
  const year = Number(String(text ?? '').trim());
  return Number.isInteger(year) && year >= 1870 && year <= 2200 ? year : null;
}

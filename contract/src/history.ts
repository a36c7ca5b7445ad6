import { z } from 'zod';
import { idNumber, text } from './common';
import { COMMENT_MAX_CHARS } from './rules';

/**
 * Importing a member's history (issue 32): IMDb's, Letterboxd's and Trakt's exports become
 * the member's scores, seen marks, reviews (comments) and 'Quiero verla'.
 */

/** Where an imported history comes from. */
export const historySources = ['imdb', 'letterboxd', 'trakt'] as const;
export type HistorySource = (typeof historySources)[number];

/** Most titles, reviews and choices one answer or one request carries. */
export const HISTORY_TITLE_MAX = 500;
/** Rows of one import kept waiting for a choice, and so most choices of one request. */
export const HISTORY_CHOICES_MAX = 1_000;

/**
 * POST /api/usuario/importar?nombre=: the query names the uploaded file. Its content says its
 * format; the name only tells Letterboxd's watched.csv from its watchlist.csv, which have the
 * same columns.
 */
export const historyImportQuery = z.object({ nombre: text().max(255).optional() });

/**
 * What the file says of one film, its rows merged: the score (1-10, -1 none), seen, the review
 * and the watchlist, with the date of the newest row (seconds; 0 unknown).
 */
export const historyEntry = z.object({
  fuente: z.enum(historySources),
  titulo: text().max(HISTORY_TITLE_MAX),
  anio: z.number().int().min(0).max(9999).nullable(),
  /** IMDb title number (tt0111161 is 111161), when the file gives it. */
  imdb: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .nullable(),
  voto: z.number().int().min(-1).max(10),
  vista: z.boolean(),
  quiero: z.boolean(),
  comen: text().max(COMMENT_MAX_CHARS),
  fecha: z
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** A catalogue film an entry may be. */
export const historyCandidate = z.object({
  id: z.number().int(),
  nom: z.string(),
  nomo: z.string(),
  anio: z.number().int().nullable(),
});
export type HistoryCandidate = z.infer<typeof historyCandidate>;

/** An entry the catalogue does not hold, with the search that may find it by hand. */
export const historyMissing = z.object({
  titulo: z.string(),
  anio: z.number().int().nullable(),
  imdb: z.number().int().nullable(),
  /** The web path of a search for it: /all/{title}. */
  busca: z.string(),
});

/** What an import (or the choices after it) did: counts, and the rows to look at. */
export const historyImportAnswer = z.object({
  /** imdb, letterboxd or trakt; null for the choices. */
  fuente: z.enum(historySources).nullable(),
  /** Rows read from the file (films, once merged, are fewer). */
  filas: z.number().int(),
  /** Films something was written to. */
  importadas: z.number().int(),
  /** Films the member had already scored, marked or wanted in Cineclub: left as they were. */
  yaEstaban: z.number().int(),
  noEncontradas: z.array(historyMissing),
  /** Entries more than one film could be: the member chooses (historyChoices). */
  aElegir: z.array(
    z.object({
      /** The waiting row's id, which the choice names. */
      id: z.number().int(),
      fila: historyEntry,
      candidatas: z.array(historyCandidate),
    }),
  ),
  /** Rows that could not be read, with their file and line. */
  erroneas: z.array(z.object({ fichero: z.string(), linea: z.number().int() })),
  /** Rows of series, episodes and the like: not films. */
  otras: z.number().int(),
});
export type HistoryImportAnswer = z.infer<typeof historyImportAnswer>;

/**
 * POST /api/usuario/importar/elige: the films the member chose for the asked entries, each
 * naming the waiting row by its id (aElegir[].id); what the row says stays on the server.
 */
export const historyChoices = z.object({
  elecciones: z
    .array(z.object({ id: idNumber(), peli: idNumber() }))
    .min(1)
    .max(HISTORY_CHOICES_MAX),
});
export type HistoryChoices = z.infer<typeof historyChoices>;

import { z } from 'zod';
import { idNumber, idSegment, text } from './common';
import { ATTENDANCE, FILM_NIGHT, FILM_NIGHT_STATES } from './session-rules';

/**
 * Film nights, la sesión (issue 48): the club proposes a night, votes among two to eight
 * candidate films (approval, up to three each) and says who comes. Times are epoch seconds.
 */

const epoch = z.number().int().min(0).max(4_102_444_800);

export const filmNightBody = z.object({
  titulo: text().trim().min(1, 'Ponle un título a la sesión').max(FILM_NIGHT.titleMax),
  cuando: epoch,
  lugar: text().trim().min(1, 'Di dónde será la sesión').max(FILM_NIGHT.placeMax),
  cierre: epoch,
  candidatas: z
    .array(idNumber())
    .min(FILM_NIGHT.minCandidates, 'Elige de 2 a 8 películas')
    .max(FILM_NIGHT.maxCandidates, 'Elige de 2 a 8 películas'),
});
export type FilmNightBody = z.infer<typeof filmNightBody>;

export const filmNightParams = z.object({ id: idSegment });
export const voteBody = z.object({
  pelis: z.array(idNumber()).max(FILM_NIGHT.maxVotes, 'Puedes votar hasta 3 películas'),
});
export const attendanceBody = z.object({ va: z.enum(ATTENDANCE) });
export const feedTokenParams = z.object({ token: text().min(1).max(100) });

const member = z.object({ id: z.number().int(), nombre: z.string(), picture: z.string() });
export type FilmNightMember = z.infer<typeof member>;

const score = z.object({ nota: z.number(), votos: z.number().int() }).nullable();

export const filmNightCandidate = z.object({
  id: z.number().int(),
  nom: z.string(),
  anio: z.number().int().nullable(),
  poster: z.number().int(),
  /** Runtime in minutes, null when unknown. */
  dura: z.number().int().nullable(),
  descargable: z.boolean(),
  votos: z.number().int(),
  /** The members who voted for it and show in the club's activity (their privacy choice). */
  votantes: z.array(member),
  /** Members who want to see it ('Quiero verla') and share their list. */
  quieren: z.number().int(),
  club: score,
});
export type FilmNightCandidate = z.infer<typeof filmNightCandidate>;

export const filmNightAttendee = member.extend({ va: z.enum(ATTENDANCE) });

/** What a night's page and the list of nights both say of it. */
const nightHead = z.object({
  id: z.number().int(),
  titulo: z.string(),
  cuando: z.number().int(),
  lugar: z.string(),
  cierre: z.number().int(),
  estado: z.enum(FILM_NIGHT_STATES),
});

export const filmNight = nightHead.extend({
  /** When the night ends: its start plus the winner's runtime (2 h before there is one). */
  fin: z.number().int(),
  propone: member,
  candidatas: z.array(filmNightCandidate),
  ganadora: z.number().int().nullable(),
  /** Who said si, quiza or no, the viewer always; members out of the activity feed are counted. */
  asistentes: z.array(filmNightAttendee),
  /** Attendees left unnamed by their privacy choice, by answer. */
  ocultos: z.object({ si: z.number().int(), quiza: z.number().int(), no: z.number().int() }),
  miVoto: z.array(z.number().int()),
  miAsistencia: z.enum(ATTENDANCE).nullable(),
  puedeEditar: z.boolean(),
  puedeCancelar: z.boolean(),
  /** 'Qué os pareció': the day after, for those who came. */
  preguntar: z.boolean(),
  /** The winner's score by those who came, beside the club's. */
  notaAsistentes: score,
  notaClub: score,
  /** The viewer's score of the winner, if any (what the question shows as chosen). */
  miNota: z.number().int().nullable(),
});
export type FilmNight = z.infer<typeof filmNight>;

export const filmNightSummary = nightHead.extend({
  candidatas: z.number().int(),
  ganadora: z
    .object({ id: z.number().int(), nom: z.string(), poster: z.number().int() })
    .nullable(),
  vienen: z.number().int(),
  votado: z.boolean(),
});
export type FilmNightSummary = z.infer<typeof filmNightSummary>;

/** Coming nights (soonest first) and past or cancelled ones (newest first, the last 20). */
export const filmNightList = z.object({
  proximas: z.array(filmNightSummary),
  pasadas: z.array(filmNightSummary),
});
export type FilmNightList = z.infer<typeof filmNightList>;

/** Films to suggest in the form: many members want them and few saw them, downloadable first. */
export const filmNightSuggestions = z.object({
  pelis: z.array(
    z.object({
      id: z.number().int(),
      nom: z.string(),
      anio: z.number().int().nullable(),
      poster: z.number().int(),
      descargable: z.boolean(),
      quieren: z.number().int(),
    }),
  ),
});
export type FilmNightSuggestions = z.infer<typeof filmNightSuggestions>;

export const filmNightCreated = z.object({ id: z.number().int() });
export const calendarFeedAnswer = z.object({ url: z.string() });
export const rateFilmNightBody = z.object({ voto: z.number().int().min(0).max(10) });

/** Films by title for a new night's candidates. */
export const filmNightSearchQuery = z.object({ q: text().trim().min(2).max(100) });
